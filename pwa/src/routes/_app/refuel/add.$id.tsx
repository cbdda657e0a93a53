import { createFileRoute } from "@tanstack/react-router";
import { AddRefuelScreen } from "../../../features/refuel/add-refuel-screen.js";
import { addRefuelSearch } from "../../../shared/routing/search.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/refuel/add/$id")({
  validateSearch: addRefuelSearch,
  component: function AddRefuelRoute() {
    const search = Route.useSearch();
    return (
      <AddRefuelScreen
        vehicleId={Route.useParams().id}
        user={useSignedInUser()}
        retryId={search.retry}
        energy={search.energy}
      />
    );
  },
});
