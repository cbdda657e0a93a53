import { createFileRoute } from "@tanstack/react-router";
import { IntegrationCallbackScreen } from "../../../features/integrations/integration-callback-screen.js";
import { stringParams } from "../../../shared/routing/search.js";

const fields = ["code", "scope", "state", "vehicleId", "error"] as const;

/** Strava's redirect lands here; the screen checks every field with the domain's schema. */
export const Route = createFileRoute("/_app/integrations/callback")({
  validateSearch: (search: Record<string, unknown>) => stringParams(search, fields),
  component: function IntegrationCallbackRoute() {
    // Read as raw text: the router would turn a code made only of digits into a number.
    const raw = Object.fromEntries(new URLSearchParams(window.location.search));
    return <IntegrationCallbackScreen query={stringParams(raw, fields)} />;
  },
});
