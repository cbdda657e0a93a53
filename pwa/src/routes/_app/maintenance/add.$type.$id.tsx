import { type MaintenanceType, maintenanceTypes } from "@odo/domain";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { AddMaintenanceScreen } from "../../../features/maintenance/add-maintenance-screen.js";
import { addMaintenanceSearch } from "../../../shared/routing/search.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/maintenance/add/$type/$id")({
  params: {
    parse: (params) => {
      const type = maintenanceTypes.find((known): known is MaintenanceType => known === params.type);
      if (!type) throw notFound();
      return { type, id: params.id };
    },
    stringify: (params) => params,
  },
  validateSearch: addMaintenanceSearch,
  component: function AddMaintenanceRoute() {
    const { type, id } = Route.useParams();
    const search = Route.useSearch();
    return (
      <AddMaintenanceScreen
        vehicleId={id}
        type={type}
        user={useSignedInUser()}
        retryId={search.retry}
        prefill={search.for}
        sharedBatch={search.shared}
      />
    );
  },
});
