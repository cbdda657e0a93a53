import { createFileRoute } from "@tanstack/react-router";
import { AvailableIntegrationsScreen } from "../../features/integrations/available-integrations-screen.js";
import { stringParams } from "../../shared/routing/search.js";

export const Route = createFileRoute("/_app/available-integrations")({
  validateSearch: (search: Record<string, unknown>) => stringParams(search, ["vehicleId"]),
  component: function AvailableIntegrationsRoute() {
    return <AvailableIntegrationsScreen vehicleId={Route.useSearch().vehicleId} />;
  },
});
