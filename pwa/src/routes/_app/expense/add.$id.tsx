import { createFileRoute } from "@tanstack/react-router";
import { AddExpenseScreen } from "../../../features/expense/add-expense-screen.js";
import { addExpenseSearch } from "../../../shared/routing/search.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/expense/add/$id")({
  validateSearch: addExpenseSearch,
  component: function AddExpenseRoute() {
    const search = Route.useSearch();
    return (
      <AddExpenseScreen
        vehicleId={Route.useParams().id}
        user={useSignedInUser()}
        retryId={search.retry}
        category={search.category}
        series={search.series}
        index={search.index}
      />
    );
  },
});
