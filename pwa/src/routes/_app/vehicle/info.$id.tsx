import { createFileRoute } from "@tanstack/react-router";
import { VehicleInfoScreen } from "../../../features/vehicle/vehicle-info-screen.js";
import { retrySearch } from "../../../shared/routing/search.js";

export const Route = createFileRoute("/_app/vehicle/info/$id")({
  validateSearch: retrySearch,
  component: function VehicleInfoRoute() {
    return <VehicleInfoScreen vehicleId={Route.useParams().id} retryId={Route.useSearch().retry} />;
  },
});
