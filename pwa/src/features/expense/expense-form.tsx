import { Trans, useLingui } from "@lingui/react/macro";
import {
  type Currency,
  currencySchema,
  dueDateAfterPayment,
  dueDateFieldOf,
  type Expense,
  type ExpenseCategory,
  type ExpenseCreate,
  expenseCategories,
  expenseCreateSchemaFor,
  type FieldError,
  isImplausibleJump,
  legacyCurrency,
  type TimelineNeighbours,
  toFieldErrors,
  type Vehicle,
} from "@odo/domain";
import { type ReactNode, useState } from "react";
import { useSubmitWithNeighbours } from "../../shared/garage/timeline-data.js";
import { day, distance } from "../../shared/i18n/format.js";
import { expenseCategoryName } from "../../shared/i18n/garage-labels.js";
import { messageText } from "../../shared/i18n/messages.js";
import { currentUnits } from "../../shared/i18n/region.js";
import { distanceField, distanceFromField } from "../../shared/i18n/unit-fields.js";
import { optionalOdometerLabel } from "../../shared/i18n/unit-labels.js";
import { ConfirmReading } from "../../shared/ui/confirm-reading.js";
import { CurrencyField } from "../../shared/ui/currency-field.js";
import { FormError, SelectField, TextField } from "../../shared/ui/field.js";
import { Switch } from "../../shared/ui/switch.js";

export interface ExpenseFormValues {
  category: ExpenseCategory | "";
  amount: string;
  currency: Currency;
  /** `yyyy-mm-dd` */
  date: string;
  km: string;
  place: string;
  notes: string;
  repeats: boolean;
  everyMonths: string;
  until: string;
  autoLog: boolean;
  coversMonths: string;
  /** Move the vehicle's insurance or tax date forward by the period paid. */
  moveDueDate: boolean;
}

const today = () => new Date().toISOString().slice(0, 10);
const text = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

export function newExpenseForm(category: ExpenseCategory | "" = ""): ExpenseFormValues {
  return {
    category,
    amount: "",
    currency: currentUnits().currency,
    date: today(),
    km: "",
    place: "",
    notes: "",
    repeats: false,
    everyMonths: "1",
    until: "",
    autoLog: false,
    coversMonths: "",
    moveDueDate: true,
  };
}

/** What a stored (or refused) expense puts in the form. */
export function expenseFormValues(expense: Partial<Expense> | Record<string, unknown>): ExpenseFormValues {
  const stored = expense as Partial<Expense>;
  const recurrence = stored.recurrence ?? null;
  return {
    ...newExpenseForm(),
    category: stored.category ?? "",
    amount: text(stored.amount),
    currency: currencySchema.safeParse(stored.currency).data ?? legacyCurrency,
    date: typeof stored.date === "string" ? stored.date.slice(0, 10) : today(),
    km: distanceField(stored.km),
    place: stored.place ?? "",
    notes: stored.notes ?? "",
    repeats: recurrence !== null,
    everyMonths: text(recurrence?.everyMonths ?? 1),
    until: recurrence?.until?.slice(0, 10) ?? "",
    autoLog: recurrence?.autoLog ?? false,
    coversMonths: text(stored.coversMonths),
    moveDueDate: false,
  };
}

/**
 * An expense's fields (issue "Every cost"): what it was, what it cost and in what, when, and
 * optionally the km, where and a note; whether it repeats every N months; and, for insurance or
 * tax, the months it pays for and whether the vehicle's due date moves forward.
 */
export function ExpenseForm({
  vehicle,
  odometer,
  values,
  onChange,
  editing,
  submitLabel,
  onSave,
  extra,
}: {
  vehicle: Vehicle;
  odometer: number;
  values: ExpenseFormValues;
  onChange: (values: ExpenseFormValues) => void;
  /** The stored expense being edited; its due date is not moved again. */
  editing?: Expense | undefined;
  submitLabel: string;
  onSave: (expense: ExpenseCreate, moveDueDate: boolean) => void;
  extra?: ReactNode;
}) {
  const { t } = useLingui();
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [tried, setTried] = useState<TimelineNeighbours | null>(null);
  const [unsure, setUnsure] = useState<ExpenseCreate | null>(null);
  const occurrence = editing?.occurrenceOf ?? null;
  const dueField = values.category ? dueDateFieldOf(values.category) : null;

  const check = (next: ExpenseFormValues, neighbours: TimelineNeighbours) =>
    expenseCreateSchemaFor(neighbours).safeParse({
      category: next.category,
      amount: next.amount,
      currency: next.currency,
      date: next.date,
      km: distanceFromField(next.km, editing?.km),
      place: next.place,
      notes: next.notes,
      recurrence:
        next.repeats && !occurrence
          ? { everyMonths: next.everyMonths, until: next.until, autoLog: next.autoLog }
          : null,
      coversMonths: dueDateFieldOf(next.category || "other") ? next.coversMonths : "",
    });
  const change = (next: ExpenseFormValues) => {
    onChange(next);
    if (tried) {
      const result = check(next, tried);
      setErrors(result.success ? {} : toFieldErrors(result.error));
    }
  };
  const set =
    (field: "amount" | "date" | "km" | "place" | "notes" | "everyMonths" | "until" | "coversMonths") =>
    (event: { target: { value: string } }) =>
      change({ ...values, [field]: event.target.value });

  const moves = dueField !== null && !editing && values.moveDueDate;
  const submit = useSubmitWithNeighbours(vehicle, `${values.date}T12:00:00.000Z`, editing, (neighbours) => {
    const parsed = check(values, neighbours);
    if (!parsed.success) {
      setTried(neighbours);
      setErrors(toFieldErrors(parsed.error));
      return;
    }
    if (Object.keys(errors).length > 0) setErrors({});
    if (isImplausibleJump(parsed.data.km ?? null, odometer)) {
      setUnsure(parsed.data);
      return;
    }
    onSave(parsed.data, moves);
  });

  // What the due date becomes, said before saving.
  const preview =
    dueField && !editing
      ? dueDateAfterPayment(vehicle, {
          category: values.category || "other",
          date: `${values.date || today()}T12:00:00.000Z`,
          coversMonths: Number(values.coversMonths) || null,
          recurrence: values.repeats ? { everyMonths: Number(values.everyMonths) || 1 } : null,
        })
      : null;

  return (
    <>
      <form className="card form" onSubmit={submit} noValidate>
        <SelectField
          label={t`What was it`}
          name="category"
          value={values.category}
          error={errors.category}
          onChange={(event) => change({ ...values, category: event.target.value as ExpenseCategory })}
        >
          <option value="">{t`Choose…`}</option>
          {expenseCategories.map((category) => (
            <option key={category} value={category}>
              {expenseCategoryName(category)}
            </option>
          ))}
        </SelectField>
        <div className="grid-2">
          <TextField
            label={t`Amount`}
            name="amount"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={values.amount}
            error={errors.amount}
            onChange={set("amount")}
          />
          <CurrencyField value={values.currency} onChange={(currency) => change({ ...values, currency })} />
        </div>
        <TextField
          label={t`Date`}
          name="date"
          type="date"
          value={values.date}
          error={errors.date}
          onChange={set("date")}
        />
        <TextField
          label={optionalOdometerLabel()}
          name="km"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          value={values.km}
          error={errors.km}
          hint={odometer > 0 ? t`Last reading ${distance(odometer)}.` : undefined}
          onChange={set("km")}
        />
        <TextField
          label={t`Where (optional)`}
          name="place"
          value={values.place}
          error={errors.place}
          onChange={set("place")}
        />
        <TextField
          label={t`Notes (optional)`}
          name="notes"
          value={values.notes}
          error={errors.notes}
          onChange={set("notes")}
        />
        {dueField && (
          <TextField
            label={t`Months it pays for (optional)`}
            name="coversMonths"
            type="number"
            inputMode="numeric"
            min="1"
            value={values.coversMonths}
            error={errors.coversMonths}
            hint={t`A year when left empty, or the period it repeats.`}
            onChange={set("coversMonths")}
          />
        )}
        {preview && (
          <Switch
            name="moveDueDate"
            checked={values.moveDueDate}
            onChange={(moveDueDate) => change({ ...values, moveDueDate })}
          >
            {preview.field === "insuranceDate" ? (
              <Trans>Move the insurance due date to {day(preview.date)}</Trans>
            ) : (
              <Trans>Move the tax due date to {day(preview.date)}</Trans>
            )}
          </Switch>
        )}
        {!occurrence && (
          <Switch name="repeats" checked={values.repeats} onChange={(repeats) => change({ ...values, repeats })}>
            <Trans>It repeats</Trans>
          </Switch>
        )}
        {values.repeats && !occurrence && (
          <fieldset className="expense-repeat">
            <legend>
              <Trans>Repeats</Trans>
            </legend>
            <div className="grid-2">
              <TextField
                label={t`Every … months`}
                name="everyMonths"
                type="number"
                inputMode="numeric"
                min="1"
                value={values.everyMonths}
                error={errors["recurrence.everyMonths"]}
                onChange={set("everyMonths")}
              />
              <TextField
                label={t`Until (optional)`}
                name="until"
                type="date"
                value={values.until}
                error={errors["recurrence.until"]}
                onChange={set("until")}
              />
            </div>
            <Switch name="autoLog" checked={values.autoLog} onChange={(autoLog) => change({ ...values, autoLog })}>
              <Trans>Log each one for me at the same amount</Trans>
            </Switch>
            <p className="field-hint">
              {values.autoLog ? (
                <Trans>Odo logs each payment on its day, when the app is opened. You can edit or delete any.</Trans>
              ) : (
                <Trans>Each payment waits on the vehicle's page for you to confirm it with one tap.</Trans>
              )}
            </p>
          </fieldset>
        )}
        {extra}
        <FormError>{errors._form ? messageText(errors._form.key) : ""}</FormError>
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </form>
      <ConfirmReading
        reading={unsure?.km ?? null}
        currentKm={odometer}
        onConfirm={() => {
          const confirmed = unsure;
          setUnsure(null);
          if (confirmed) onSave(confirmed, moves);
        }}
        onCancel={() => setUnsure(null)}
      />
    </>
  );
}
