import { createFileRoute } from "@tanstack/react-router";
import { ShareHistoryScreen } from "../../../features/verify/share-history-screen.js";

export const Route = createFileRoute("/_app/vehicle/share-history/$id")({
  component: function ShareHistoryRoute() {
    return <ShareHistoryScreen vehicleId={Route.useParams().id} />;
  },
});
