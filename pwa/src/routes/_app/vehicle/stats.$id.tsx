import { createFileRoute } from "@tanstack/react-router";
import { StatisticsScreen } from "../../../features/vehicle/statistics-screen.js";

/** Charts load with this route only, so the first screen stays small. */
export const Route = createFileRoute("/_app/vehicle/stats/$id")({
  component: function StatisticsRoute() {
    return <StatisticsScreen vehicleId={Route.useParams().id} />;
  },
});
