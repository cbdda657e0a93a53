import { createFileRoute } from "@tanstack/react-router";
import { MaintenanceDetailScreen } from "../../../features/maintenance/maintenance-detail-screen.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/maintenance/detail/$id/$mid")({
  component: function MaintenanceDetailRoute() {
    const { id, mid } = Route.useParams();
    return <MaintenanceDetailScreen vehicleId={id} maintenanceId={mid} user={useSignedInUser()} />;
  },
});
