import { createFileRoute } from "@tanstack/react-router";
import { MaintenanceHomeScreen } from "../../../features/garage/maintenance-home-screen.js";

export const Route = createFileRoute("/_app/vehicle/maintenance/$id")({
  component: function MaintenanceHomeRoute() {
    return <MaintenanceHomeScreen vehicleId={Route.useParams().id} />;
  },
});
