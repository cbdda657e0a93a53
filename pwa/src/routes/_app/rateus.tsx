import { createFileRoute } from "@tanstack/react-router";
import { RateScreen } from "../../features/rating/rate-screen.js";
import { retrySearch } from "../../shared/routing/search.js";
import { useSignedInUser } from "../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/rateus")({
  validateSearch: retrySearch,
  component: function RateRoute() {
    return <RateScreen user={useSignedInUser()} retryId={Route.useSearch().retry} />;
  },
});
