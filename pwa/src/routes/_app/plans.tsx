import { createFileRoute } from "@tanstack/react-router";
import { PlansScreen } from "../../features/plans/plans-screen.js";
import { stringParams } from "../../shared/routing/search.js";

export const Route = createFileRoute("/_app/plans")({
  // `return=add-vehicle|import|not-saved`: the screen that sent the user here; after a new plan they go back to it.
  // `checkout=done|cancelled`: back from the payment provider's checkout.
  validateSearch: (search) => stringParams(search, ["return", "checkout"]),
  component: function PlansRoute() {
    const search = Route.useSearch();
    return <PlansScreen returnTo={search.return} checkout={search.checkout} />;
  },
});
