import { createFileRoute } from "@tanstack/react-router";
import { ProfileScreen } from "../../../features/profile/profile-screen.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/user/profile")({
  component: () => <ProfileScreen user={useSignedInUser()} />,
});
