import { createFileRoute } from "@tanstack/react-router";
import { MaintenanceSearchScreen } from "../../../features/garage/maintenance-search-screen.js";

export const Route = createFileRoute("/_app/maintenance/v/$id")({
  component: function MaintenanceSearchRoute() {
    return <MaintenanceSearchScreen vehicleId={Route.useParams().id} />;
  },
});
