import { createFileRoute } from "@tanstack/react-router";
import { ImportScreen } from "../../../features/import/import-screen.js";
import { stringParams } from "../../../shared/routing/search.js";

export const Route = createFileRoute("/_app/user/import")({
  validateSearch: (search: Record<string, unknown>) => stringParams(search, ["vehicle"]),
  component: function ImportRoute() {
    return <ImportScreen vehicleId={Route.useSearch().vehicle} />;
  },
});
