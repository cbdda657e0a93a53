import { createFileRoute } from "@tanstack/react-router";
import { VehicleSettingsScreen } from "../../../features/garage/vehicle-settings-screen.js";

export const Route = createFileRoute("/_app/vehicle/settings/$id")({
  component: function VehicleSettingsRoute() {
    return <VehicleSettingsScreen vehicleId={Route.useParams().id} />;
  },
});
