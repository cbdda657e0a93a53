import { createFileRoute, redirect } from "@tanstack/react-router";
import { NotificationBell } from "../features/notifications/notification-bell.js";
import { loadAppWords } from "../shared/i18n/i18n.js";
import { signInAfterSessionEnded } from "../shared/routing/search.js";
import { endedSession, getSession } from "../shared/session/session-store.js";
import { SignedInShell } from "../shared/shell/signed-in-shell.js";

/** The signed-in area: a visitor with no session goes to `/`, one whose session ended to sign-in and back. */
export const Route = createFileRoute("/_app")({
  beforeLoad: async ({ location }) => {
    if (!getSession()) {
      const ended = endedSession();
      throw redirect(ended ? signInAfterSessionEnded(location.href, ended.reason) : { to: "/" });
    }
    await loadAppWords();
  },
  component: () => <SignedInShell bell={<NotificationBell />} />,
});
