import { createFileRoute } from "@tanstack/react-router";
import { HistoryScreen } from "../../../features/history/history-screen.js";
import { historySearch } from "../../../shared/routing/search.js";

export const Route = createFileRoute("/_app/vehicle/history/$id")({
  validateSearch: historySearch,
  component: function HistoryRoute() {
    return <HistoryScreen vehicleId={Route.useParams().id} filter={Route.useSearch()} />;
  },
});
