import { createFileRoute } from "@tanstack/react-router";
import { UserHome } from "../../../features/vehicle/user-home.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/user/")({
  validateSearch: (search: Record<string, unknown>): { shortcut?: "refuel" } =>
    search.shortcut === "refuel" ? { shortcut: "refuel" } : {},
  component: function UserRoute() {
    return <UserHome user={useSignedInUser()} shortcut={Route.useSearch().shortcut} />;
  },
});
