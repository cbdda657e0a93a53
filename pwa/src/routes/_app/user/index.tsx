import { createFileRoute } from "@tanstack/react-router";
import { UserHome } from "../../../features/garage/user-home.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/user/")({
  component: () => <UserHome user={useSignedInUser()} />,
});
