import { createFileRoute, redirect } from "@tanstack/react-router";
import { NotificationBell } from "../features/notifications/notification-bell.js";
import { loadAppWords } from "../shared/i18n/i18n.js";
import { signInComingBackTo } from "../shared/routing/search.js";
import { endedSession, getSession } from "../shared/session/session-store.js";
import { SignedInShell } from "../shared/shell/signed-in-shell.js";

/** The signed-in area: a visitor with no session goes to `/`, one whose session ended to sign-in and back. */
export const Route = createFileRoute("/_app")({
  beforeLoad: async ({ location }) => {
    if (!getSession()) throw redirect(endedSession() ? signInComingBackTo(location.href) : { to: "/" });
    await loadAppWords();
  },
  component: () => <SignedInShell bell={<NotificationBell />} />,
});
