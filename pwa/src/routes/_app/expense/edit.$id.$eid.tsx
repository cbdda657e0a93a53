import { createFileRoute } from "@tanstack/react-router";
import { EditExpenseScreen } from "../../../features/expense/edit-expense-screen.js";
import { retrySearch } from "../../../shared/routing/search.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/expense/edit/$id/$eid")({
  validateSearch: retrySearch,
  component: function EditExpenseRoute() {
    const { id, eid } = Route.useParams();
    return (
      <EditExpenseScreen vehicleId={id} expenseId={eid} user={useSignedInUser()} retryId={Route.useSearch().retry} />
    );
  },
});
