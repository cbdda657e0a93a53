import { createFileRoute } from "@tanstack/react-router";
import { EditMaintenanceScreen } from "../../../features/maintenance/edit-maintenance-screen.js";
import { retrySearch } from "../../../shared/routing/search.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/maintenance/edit/$id/$mid")({
  validateSearch: retrySearch,
  component: function EditMaintenanceRoute() {
    const { id, mid } = Route.useParams();
    return (
      <EditMaintenanceScreen
        vehicleId={id}
        maintenanceId={mid}
        user={useSignedInUser()}
        retryId={Route.useSearch().retry}
      />
    );
  },
});
