import { Trans, useLingui } from "@lingui/react/macro";
import type { User } from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useExpense, useOdometer, useVehicle } from "../../data/garage.js";
import { updateExpense } from "../../shared/garage/expense-mutations.js";
import { VehicleMissing } from "../../shared/garage/vehicle-missing.js";
import { useRetryFill } from "../../shared/refusals/use-refusals.js";
import { useDatabase } from "../../shared/sync/context.js";
import { nestedArgs } from "../../shared/sync/retry-draft.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { showToast } from "../../shared/ui/toasts.js";
import { ExpenseForm, type ExpenseFormValues, expenseFormValues } from "./expense-form.js";

/** `/expense/edit/{id}/{eid}`: the expense's form, filled; only the changed fields are sent. */
export function EditExpenseScreen({
  vehicleId,
  expenseId,
  retryId,
}: {
  vehicleId: string;
  expenseId: string;
  user: User;
  retryId?: number | undefined;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const vehicle = useVehicle(vehicleId);
  const odometer = useOdometer(vehicle);
  const expense = useExpense(expenseId);
  const [values, setValues] = useState<ExpenseFormValues | null>(null);
  const [refused, setRefused] = useState<Record<string, unknown> | null>(null);
  useRetryFill(retryId, "expense.update", (args) => setRefused(nestedArgs(args, "patch")));
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || odometer === undefined || expense === undefined) return <Spinner label={t`Loading…`} />;
  if (expense === null || expense.vehicle !== vehicleId) {
    return (
      <main id="main" className="page narrow center">
        <h1>
          <Trans>Expense not found</Trans>
        </h1>
      </main>
    );
  }
  const detail = { to: "/expense/detail/$id/$eid", params: { id: vehicleId, eid: expenseId } } as const;
  return (
    <main id="main" className="page narrow">
      <PageHeader title={t`Edit expense`} back={detail} backLabel={t`Back`} subtitle={vehicle.fullname} />
      <ExpenseForm
        vehicle={vehicle}
        odometer={odometer}
        values={values ?? expenseFormValues({ ...expense, ...refused })}
        onChange={setValues}
        editing={expense}
        submitLabel={t`Save changes`}
        onSave={(edited) => {
          void updateExpense(db, expense, edited, { resolves: retryId }).then(() => {
            showToast(t`Changes saved`, "success");
            void navigate(detail);
          });
        }}
      />
    </main>
  );
}
