import { createFileRoute } from "@tanstack/react-router";
import { ExportScreen } from "../../../features/export/export-screen.js";
import { stringParams } from "../../../shared/routing/search.js";

export const Route = createFileRoute("/_app/user/export")({
  validateSearch: (search: Record<string, unknown>) => stringParams(search, ["vehicle"]),
  component: function ExportRoute() {
    return <ExportScreen vehicleId={Route.useSearch().vehicle} />;
  },
});
