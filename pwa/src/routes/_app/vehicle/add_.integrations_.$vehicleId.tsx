import { createFileRoute } from "@tanstack/react-router";
import { ExternalVehiclesScreen } from "../../../features/vehicle/external-vehicles-screen.js";

export const Route = createFileRoute("/_app/vehicle/add_/integrations_/$vehicleId")({
  component: function LinkIntegrationRoute() {
    return <ExternalVehiclesScreen vehicleId={Route.useParams().vehicleId} />;
  },
});
