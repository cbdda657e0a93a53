import { createFileRoute } from "@tanstack/react-router";
import { MaintenanceHomeScreen } from "../../../features/maintenance/maintenance-home-screen.js";

export const Route = createFileRoute("/_app/vehicle/maintenance/$id")({
  component: function MaintenanceHomeRoute() {
    return <MaintenanceHomeScreen vehicleId={Route.useParams().id} />;
  },
});
