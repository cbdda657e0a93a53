import { createFileRoute } from "@tanstack/react-router";
import { DetailedStatusScreen } from "../../../features/garage/detailed-status-screen.js";

export const Route = createFileRoute("/_app/vehicle/maintenance-status/$id")({
  component: function DetailedStatusRoute() {
    return <DetailedStatusScreen vehicleId={Route.useParams().id} />;
  },
});
