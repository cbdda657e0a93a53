import { createFileRoute } from "@tanstack/react-router";
import { ExpenseDetailScreen } from "../../../features/expense/expense-detail-screen.js";
import { useSignedInUser } from "../../../shared/session/session-store.js";

export const Route = createFileRoute("/_app/expense/detail/$id/$eid")({
  component: function ExpenseDetailRoute() {
    const { id, eid } = Route.useParams();
    return <ExpenseDetailScreen vehicleId={id} expenseId={eid} user={useSignedInUser()} />;
  },
});
