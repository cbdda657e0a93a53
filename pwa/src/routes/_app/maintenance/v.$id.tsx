import { createFileRoute } from "@tanstack/react-router";
import { SearchScreen } from "../../../features/history/search-screen.js";

export const Route = createFileRoute("/_app/maintenance/v/$id")({
  component: function MaintenanceSearchRoute() {
    return <SearchScreen vehicleId={Route.useParams().id} />;
  },
});
