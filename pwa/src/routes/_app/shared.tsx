import { createFileRoute } from "@tanstack/react-router";
import { SharedFileScreen } from "../../features/maintenance/shared-file-screen.js";
import { sharedSearch } from "../../shared/routing/search.js";

export const Route = createFileRoute("/_app/shared")({
  validateSearch: sharedSearch,
  component: function SharedRoute() {
    return <SharedFileScreen batch={Route.useSearch().batch} />;
  },
});
