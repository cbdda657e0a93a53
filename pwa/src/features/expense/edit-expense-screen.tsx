import { useLingui } from "@lingui/react/macro";
import type { User } from "@odo/domain";
import { useState } from "react";
import { useEntry } from "../../data/garage.js";
import { EditEntryFrame } from "../../shared/entry-kit/edit-entry-frame.js";
import { updateExpense } from "../../shared/garage/expense-mutations.js";
import { useDatabase } from "../../shared/sync/context.js";
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
  const expense = useEntry("expenses", vehicleId, expenseId);
  const [values, setValues] = useState<ExpenseFormValues | null>(null);
  return (
    <EditEntryFrame
      vehicleId={vehicleId}
      row={expense}
      retryId={retryId}
      retryMutation="expense.update"
      notFound={t`Expense not found`}
      title={() => t`Edit expense`}
      detail={{ to: "/expense/detail/$id/$eid", params: { id: vehicleId, eid: expenseId } }}
    >
      {({ vehicle, odometer, row, refused, saved }) => (
        <ExpenseForm
          vehicle={vehicle}
          odometer={odometer}
          values={values ?? expenseFormValues({ ...row, ...refused })}
          onChange={setValues}
          editing={row}
          submitLabel={t`Save changes`}
          onSave={(edited) => {
            void updateExpense(db, row, edited, { resolves: retryId }).then(saved);
          }}
        />
      )}
    </EditEntryFrame>
  );
}
