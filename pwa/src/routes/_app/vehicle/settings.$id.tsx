import { createFileRoute } from "@tanstack/react-router";
import { VehicleSettingsScreen } from "../../../features/vehicle/vehicle-settings-screen.js";
import { retrySearch } from "../../../shared/routing/search.js";

export const Route = createFileRoute("/_app/vehicle/settings/$id")({
  validateSearch: retrySearch,
  component: function VehicleSettingsRoute() {
    return <VehicleSettingsScreen vehicleId={Route.useParams().id} retryId={Route.useSearch().retry} />;
  },
});
