import { useLingui } from "@lingui/react/macro";
import { type ExpenseCategory, expenseCategories, mayRun, occurrenceDate, type User } from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useOdometer, useSeriesWithLatest, useVehicle } from "../../data/garage.js";
import { FilesToAttach, useFilesToAttach } from "../../shared/files/files-to-attach.js";
import { addExpense } from "../../shared/garage/expense-mutations.js";
import { VehicleMissing } from "../../shared/garage/vehicle-missing.js";
import { useRetryFill } from "../../shared/refusals/use-refusals.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { nestedArgs } from "../../shared/sync/retry-draft.js";
import { Icon } from "../../shared/ui/icons.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { SavedOnDeviceModal } from "../../shared/ui/saved-modal.js";
import { useConfirmedSave } from "../../shared/ui/use-confirmed-save.js";
import { ExpenseForm, type ExpenseFormValues, expenseFormValues, newExpenseForm } from "./expense-form.js";

/**
 * `/expense/add/{id}`: an expense saved on the device, synced later. `category` opens it on a kind
 * (an insurance payment); `series` and `index` log one occurrence of a recurring expense with an
 * amount of the owner's; `retryId` opens it filled with a refused one.
 */
export function AddExpenseScreen({
  vehicleId,
  user,
  retryId,
  category,
  series: seriesId,
  index,
}: {
  vehicleId: string;
  user: User;
  retryId?: number | undefined;
  category?: string | undefined;
  series?: string | undefined;
  index?: string | undefined;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const me = useMe(user);
  const vehicle = useVehicle(vehicleId);
  const odometer = useOdometer(vehicle);
  // The series and its latest payment, whose amount the next one is offered at.
  const found = useSeriesWithLatest(seriesId);
  const series = found?.series ?? (found === undefined ? undefined : null);
  const [values, setValues] = useState<ExpenseFormValues | null>(null);
  const files = useFilesToAttach(retryId);
  const { confirmation, save, whenWritten } = useConfirmedSave(
    t`This device could not keep the expense. What you typed is still here: try again.`,
  );
  useRetryFill(retryId, "expense.create", (args) => setValues(expenseFormValues(nestedArgs(args, "expense"))));
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || odometer === undefined || series === undefined) return <Spinner label={t`Loading…`} />;
  const occurrenceIndex = Number(index);
  const occurrence =
    series?.recurrence && Number.isSafeInteger(occurrenceIndex) && occurrenceIndex > 0
      ? { index: occurrenceIndex, date: occurrenceDate(series.date, series.recurrence, occurrenceIndex) }
      : null;
  const asked = expenseCategories.find((known): known is ExpenseCategory => known === category) ?? "";
  const initial =
    series && occurrence
      ? {
          ...expenseFormValues({ ...series, ...found?.last, recurrence: null, date: occurrence.date }),
          km: "",
          notes: "",
        }
      : newExpenseForm(asked);
  const back = () => void navigate({ to: "/vehicle/$id", params: { id: vehicle._id } });
  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Add expense`}
        back={{ to: "/vehicle/$id", params: { id: vehicle._id } }}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      {mayRun(vehicle, "expense.create") ? (
        <ExpenseForm
          vehicle={vehicle}
          odometer={odometer}
          values={values ?? initial}
          onChange={setValues}
          submitLabel={t`Save expense`}
          extra={<FilesToAttach vehicleId={vehicle._id} files={files.files} onChange={files.setFiles} />}
          onSave={(expense, moveDueDate) =>
            save(() =>
              files.saveWithFiles(db, vehicle._id, async () => {
                const saved = await addExpense(
                  db,
                  vehicle,
                  me,
                  series && occurrence
                    ? { ...expense, recurrence: null, occurrenceOf: { series: series._id, index: occurrence.index } }
                    : expense,
                  moveDueDate,
                  { resolves: retryId },
                );
                return { purpose: "entry", recordKind: "expense", recordId: saved._id };
              }),
            )
          }
        />
      ) : (
        <p className="card">{t`Only the vehicle's owner and their household log its expenses.`}</p>
      )}
      <SavedOnDeviceModal
        confirmation={confirmation}
        title={t`Expense saved`}
        icon={<Icon name="wallet" size={28} />}
        onClose={() => whenWritten(back)}
      />
    </main>
  );
}
