import { createFileRoute } from "@tanstack/react-router";
import { EditRefuelScreen } from "../../../features/refuel/edit-refuel-screen.js";
import { retrySearch } from "../../../shared/routing/search.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/refuel/edit/$id/$rid")({
  validateSearch: retrySearch,
  component: function EditRefuelRoute() {
    const { id, rid } = Route.useParams();
    return (
      <EditRefuelScreen vehicleId={id} refuelId={rid} user={useSignedInUser()} retryId={Route.useSearch().retry} />
    );
  },
});
