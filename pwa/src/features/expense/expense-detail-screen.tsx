import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { User } from "@odo/domain";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useExpense, useVehicle } from "../../data/garage.js";
import { EntryFiles } from "../../shared/files/entry-files.js";
import { DeletedModal, EntryActions } from "../../shared/garage/entry-actions.js";
import { EntryAuthorLine } from "../../shared/garage/entry-author.js";
import { deleteExpense } from "../../shared/garage/expense-mutations.js";
import { day, distance, money } from "../../shared/i18n/format.js";
import { expenseCategoryName } from "../../shared/i18n/garage-labels.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { Fact, Facts } from "../../shared/ui/facts.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
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
  const navigate = useNavigate();
  const me = useMe(user);
  const vehicle = useVehicle(vehicleId);
  const expense = useExpense(expenseId);
  const series = useExpense(expense?.occurrenceOf?.series);
  const [deleted, setDeleted] = useState(false);
  const toHistory = () => void navigate({ to: "/vehicle/history/$id", params: { id: vehicleId } });
  const back = { to: "/vehicle/history/$id", params: { id: vehicleId } } as const;
  if (deleted) {
    return (
      <main id="main" className="page narrow">
        <PageHeader title={t`Expense`} back={back} backLabel={t`Back`} />
        <DeletedModal title={t`Expense deleted`} onClose={toHistory} />
      </main>
    );
  }
  if (expense === undefined || vehicle === undefined) return <Spinner label={t`Loading…`} />;
  if (expense === null || vehicle === null || expense.vehicle !== vehicleId) {
    return (
      <main id="main" className="page narrow center">
        <h1>
          <Trans>Expense not found</Trans>
        </h1>
        <button type="button" className="button" onClick={toHistory}>
          <Trans>Back</Trans>
        </button>
      </main>
    );
  }
  const repeats = expense.recurrence ? repeatText(expense.recurrence) : null;
  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={expenseCategoryName(expense.category)}
        back={back}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      <section className="card stack">
        <h2>{money(expense.amount, expense.currency)}</h2>
        <EntryAuthorLine vehicle={vehicle} createdBy={expense.createdBy} />
        <Facts>
          <Fact label={t`Date`}>{day(expense.date)}</Fact>
          <Fact label={t`Odometer`}>{expense.km === null ? "—" : distance(expense.km)}</Fact>
          {expense.place && (
            <Fact label={t`Where`} wide>
              {expense.place}
            </Fact>
          )}
          {expense.notes && (
            <Fact label={t`Notes`} wide>
              {expense.notes}
            </Fact>
          )}
          {expense.coversMonths !== null && (
            <Fact label={t`Pays for`}>{plural(expense.coversMonths, { one: "# month", other: "# months" })}</Fact>
          )}
          {repeats && (
            <Fact label={t`Repeats`} wide>
              {repeats}
            </Fact>
          )}
          {series && (
            <Fact label={t`Repeats`} wide>
              <Link to="/expense/detail/$id/$eid" params={{ id: vehicleId, eid: series._id }} className="text-link">
                {t`Payment ${expense.occurrenceOf?.index ?? 0} of a series started ${day(series.date)}`}
              </Link>
            </Fact>
          )}
        </Facts>
      </section>
      <EntryFiles
        vehicleId={vehicleId}
        entry={expense}
        kind="expense"
        role={vehicle.access?.role ?? "owner"}
        meId={me._id}
      />
      <EntryActions
        me={me}
        vehicle={vehicle}
        entry={expense}
        editTo={{ to: "/expense/edit/$id/$eid", params: { id: vehicleId, eid: expenseId } }}
        confirmTitle={
          expense.recurrence ? t`Delete this expense? The payments already logged stay.` : t`Delete this expense?`
        }
        onDelete={() => deleteExpense(db, expense)}
        onDeleted={() => setDeleted(true)}
      />
    </main>
  );
}
