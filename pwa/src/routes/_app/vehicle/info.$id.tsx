import { createFileRoute } from "@tanstack/react-router";
import { VehicleInfoScreen } from "../../../features/garage/vehicle-info-screen.js";

export const Route = createFileRoute("/_app/vehicle/info/$id")({
  component: function VehicleInfoRoute() {
    return <VehicleInfoScreen vehicleId={Route.useParams().id} />;
  },
});
