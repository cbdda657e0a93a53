import { createFileRoute, redirect } from "@tanstack/react-router";
import { NotificationBell } from "../features/notifications/notification-bell.js";
import { endedSession, getSession } from "../shared/session/session-store.js";
import { SignedInShell } from "../shared/shell/signed-in-shell.js";

/** The signed-in area: a visitor with no session goes to `/`. */
export const Route = createFileRoute("/_app")({
  beforeLoad: () => {
    if (!getSession()) throw redirect({ to: endedSession() ? "/signin" : "/" });
  },
  component: () => <SignedInShell bell={<NotificationBell />} />,
});
