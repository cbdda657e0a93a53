import { createFileRoute } from "@tanstack/react-router";
import { NotSavedScreen } from "../../features/not-saved/not-saved-screen.js";
import { useSignedInUser } from "../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/not-saved")({
  component: () => <NotSavedScreen user={useSignedInUser()} />,
});
