import { createFileRoute } from "@tanstack/react-router";
import { type HomeShortcut, UserHome } from "../../../features/vehicle/user-home.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/user/")({
  validateSearch: (search: Record<string, unknown>): { shortcut?: HomeShortcut } =>
    search.shortcut === "refuel" || search.shortcut === "charge" ? { shortcut: search.shortcut } : {},
  component: function UserRoute() {
    return <UserHome user={useSignedInUser()} shortcut={Route.useSearch().shortcut} />;
  },
});
