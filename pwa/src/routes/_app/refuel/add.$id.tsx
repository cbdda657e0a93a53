import { createFileRoute } from "@tanstack/react-router";
import { AddRefuelScreen } from "../../../features/refuel/add-refuel-screen.js";
import { retrySearch } from "../../../shared/routing/search.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/refuel/add/$id")({
  validateSearch: retrySearch,
  component: function AddRefuelRoute() {
    return (
      <AddRefuelScreen vehicleId={Route.useParams().id} user={useSignedInUser()} retryId={Route.useSearch().retry} />
    );
  },
});
