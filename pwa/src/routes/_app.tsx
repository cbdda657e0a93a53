import { createFileRoute, redirect } from "@tanstack/react-router";
import { NotificationBell } from "../features/notifications/notification-bell.js";
import { loadAppWords } from "../shared/i18n/i18n.js";
import { endedSession, getSession } from "../shared/session/session-store.js";
import { SignedInShell } from "../shared/shell/signed-in-shell.js";

/** The signed-in area: a visitor with no session goes to `/`. */
export const Route = createFileRoute("/_app")({
  beforeLoad: async () => {
    if (!getSession()) throw redirect({ to: endedSession() ? "/signin" : "/" });
    await loadAppWords();
  },
  component: () => <SignedInShell bell={<NotificationBell />} />,
});
