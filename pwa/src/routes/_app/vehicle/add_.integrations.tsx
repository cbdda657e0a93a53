import { createFileRoute } from "@tanstack/react-router";
import { ExternalVehiclesScreen } from "../../../features/vehicle/external-vehicles-screen.js";

export const Route = createFileRoute("/_app/vehicle/add_/integrations")({
  component: function AddFromIntegrationRoute() {
    return <ExternalVehiclesScreen />;
  },
});
