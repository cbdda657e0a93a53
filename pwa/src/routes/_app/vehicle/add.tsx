import { createFileRoute } from "@tanstack/react-router";
import { VehicleAddScreen } from "../../../features/vehicle/vehicle-add-screen.js";
import { retrySearch } from "../../../shared/routing/search.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/vehicle/add")({
  validateSearch: retrySearch,
  component: function VehicleAddRoute() {
    return <VehicleAddScreen user={useSignedInUser()} retryId={Route.useSearch().retry} />;
  },
});
