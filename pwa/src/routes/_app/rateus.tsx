import { createFileRoute } from "@tanstack/react-router";
import { RateScreen } from "../../features/rating/rate-screen.js";
import { useSignedInUser } from "../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/rateus")({
  component: () => <RateScreen user={useSignedInUser()} />,
});
