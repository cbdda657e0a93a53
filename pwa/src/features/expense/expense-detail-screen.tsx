import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Expense, User, Vehicle } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { useEntry } from "../../data/garage.js";
import { EntryAuthorLine } from "../../shared/entry-kit/entry-author.js";
import { EntryDetailFrame } from "../../shared/entry-kit/entry-detail-frame.js";
import { deleteExpense } from "../../shared/garage/expense-mutations.js";
import { day, distance, money } from "../../shared/i18n/format.js";
import { expenseCategoryName } from "../../shared/i18n/garage-labels.js";
import { useDatabase } from "../../shared/sync/context.js";
import { Fact, Facts } from "../../shared/ui/facts.js";
import { repeatText } from "./repeat-text.js";

/** `/expense/detail/{id}/{eid}`: one expense; whoever wrote it (or the owner) edits or deletes it. */
export function ExpenseDetailScreen({
  vehicleId,
  expenseId,
  user,
}: {
  vehicleId: string;
  expenseId: string;
  user: User;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const expense = useEntry("expenses", vehicleId, expenseId);
  const series = useEntry("expenses", vehicleId, expense?.occurrenceOf?.series);
  return (
    <EntryDetailFrame
      vehicleId={vehicleId}
      row={expense}
      user={user}
      kind="expense"
      noun={t`Expense`}
      notFound={t`Expense not found`}
      deleted={t`Expense deleted`}
      title={(row) => expenseCategoryName(row.category)}
      editTo={{ to: "/expense/edit/$id/$eid", params: { id: vehicleId, eid: expenseId } }}
      confirmTitle={(row) =>
        row.recurrence ? t`Delete this expense? The payments already logged stay.` : t`Delete this expense?`
      }
      onDelete={(row) => deleteExpense(db, row)}
    >
      {({ vehicle, row }) => <ExpenseFacts vehicle={vehicle} row={row} series={series ?? null} />}
    </EntryDetailFrame>
  );
}

/** What an expense says: how much, when, where, what it pays for and how it repeats. */
function ExpenseFacts({ vehicle, row, series }: { vehicle: Vehicle; row: Expense; series: Expense | null }) {
  const { t } = useLingui();
  const vehicleId = vehicle._id;
  const repeats = row.recurrence ? repeatText(row.recurrence) : null;
  return (
    <section className="card stack">
      <h2>{money(row.amount, row.currency)}</h2>
      <EntryAuthorLine vehicle={vehicle} createdBy={row.createdBy} />
      <Facts>
        <Fact label={t`Date`}>{day(row.date)}</Fact>
        <Fact label={t`Odometer`}>{row.km === null ? "—" : distance(row.km)}</Fact>
        {row.place && (
          <Fact label={t`Where`} wide>
            {row.place}
          </Fact>
        )}
        {row.notes && (
          <Fact label={t`Notes`} wide>
            {row.notes}
          </Fact>
        )}
        {row.coversMonths !== null && (
          <Fact label={t`Pays for`}>{plural(row.coversMonths, { one: "# month", other: "# months" })}</Fact>
        )}
        {repeats && (
          <Fact label={t`Repeats`} wide>
            {repeats}
          </Fact>
        )}
        {series && (
          <Fact label={t`Repeats`} wide>
            <Link to="/expense/detail/$id/$eid" params={{ id: vehicleId, eid: series._id }} className="text-link">
              {t`Payment ${row.occurrenceOf?.index ?? 0} of a series started ${day(series.date)}`}
            </Link>
          </Fact>
        )}
      </Facts>
    </section>
  );
}
