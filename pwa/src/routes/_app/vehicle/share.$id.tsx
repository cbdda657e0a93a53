import { createFileRoute } from "@tanstack/react-router";
import { ShareScreen } from "../../../features/sharing/share-screen.js";

export const Route = createFileRoute("/_app/vehicle/share/$id")({
  component: function ShareRoute() {
    return <ShareScreen vehicleId={Route.useParams().id} />;
  },
});
