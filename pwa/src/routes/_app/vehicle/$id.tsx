import { createFileRoute } from "@tanstack/react-router";
import { VehicleDetailsScreen } from "../../../features/vehicle/vehicle-details-screen.js";

export const Route = createFileRoute("/_app/vehicle/$id")({
  component: function VehicleRoute() {
    return <VehicleDetailsScreen vehicleId={Route.useParams().id} />;
  },
});
