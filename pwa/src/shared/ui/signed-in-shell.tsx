import { Navigate, Outlet } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useSession } from "../session/session-store.js";
import { UserDataProvider } from "../sync/context.js";
import type { RefusalListener } from "../sync/engine.js";
import { refusalText } from "../sync/refusal-text.js";
import { SyncIndicator } from "../sync/sync-indicator.js";
import { showToast } from "./toasts.js";
import { TopBar } from "./top-bar.js";

const onRefused: RefusalListener = ({ code, message }) => showToast(refusalText(code, message), "danger", 10_000);

/**
 * Every protected screen: without a session it sends the visitor to `/` (SPEC §2); with one it
 * opens the user's data, runs sync, and shows the top bar.
 */
export function SignedInShell({ bell }: { bell: ReactNode }) {
  const session = useSession();
  if (!session) return <Navigate to="/" replace />;
  return (
    <UserDataProvider user={session.user} onRefused={onRefused}>
      <TopBar status={<SyncIndicator />} bell={bell} />
      <Outlet />
    </UserDataProvider>
  );
}
