import { useLingui } from "@lingui/react/macro";
import { type ExpenseCategory, expenseCategories, occurrenceDate, type User } from "@odo/domain";
import { useState } from "react";
import { useSeriesWithLatest } from "../../data/garage.js";
import { AddEntryFrame } from "../../shared/entry-kit/add-entry-frame.js";
import { addExpense } from "../../shared/garage/expense-mutations.js";
import { useDatabase } from "../../shared/sync/context.js";
import { Icon } from "../../shared/ui/icons.js";
import { Spinner } from "../../shared/ui/page.js";
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
  // The series and its latest payment, whose amount the next one is offered at.
  const found = useSeriesWithLatest(vehicleId, seriesId);
  const series = found?.series ?? (found === undefined ? undefined : null);
  const [values, setValues] = useState<ExpenseFormValues | null>(null);
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
  return (
    <AddEntryFrame
      vehicleId={vehicleId}
      user={user}
      kind="expense"
      retryId={retryId}
      onRetry={(fields) => setValues(expenseFormValues(fields))}
      words={() => ({
        title: t`Add expense`,
        notAllowed: t`Only the vehicle's owner and their household log its expenses.`,
        notKept: t`This device could not keep the expense. What you typed is still here: try again.`,
        saved: t`Expense saved`,
      })}
      icon={() => <Icon name="wallet" size={28} />}
      back={(vehicle) => ({ to: "/vehicle/$id", params: { id: vehicle._id } })}
    >
      {({ vehicle, odometer, me, files, save }) =>
        series === undefined ? (
          <Spinner label={t`Loading…`} />
        ) : (
          <ExpenseForm
            vehicle={vehicle}
            odometer={odometer}
            values={values ?? initial}
            onChange={setValues}
            submitLabel={t`Save expense`}
            extra={files}
            onSave={(expense, moveDueDate) =>
              save(
                async () =>
                  (
                    await addExpense(
                      db,
                      vehicle,
                      me,
                      series && occurrence
                        ? {
                            ...expense,
                            recurrence: null,
                            occurrenceOf: { series: series._id, index: occurrence.index },
                          }
                        : expense,
                      moveDueDate,
                      { resolves: retryId },
                    )
                  )._id,
              )
            }
          />
        )
      }
    </AddEntryFrame>
  );
}
