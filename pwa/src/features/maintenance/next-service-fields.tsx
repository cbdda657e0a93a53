import { Trans, useLingui } from "@lingui/react/macro";
import { type FieldError, type ReminderCreate, reminderCreateSchema, toFieldErrors } from "@odo/domain";
import { distanceFromField } from "../../shared/i18n/unit-fields.js";
import { distanceWords } from "../../shared/i18n/unit-labels.js";
import { TextField } from "../../shared/ui/field.js";

export interface NextServiceValues {
  title: string;
  dueKm: string;
  dueDate: string;
}
export const emptyNextService: NextServiceValues = { title: "", dueKm: "", dueDate: "" };

/**
 * The next service a workshop sets at handover, as a reminder for the owner: nothing when left
 * empty, the checked reminder, or the fields' errors (the same rules as the owner's reminders).
 */
export function nextServiceReminder(
  values: NextServiceValues,
  fallbackTitle: string,
): { reminder: ReminderCreate | null } | { errors: Record<string, FieldError> } {
  if (!values.title.trim() && !values.dueKm && !values.dueDate) return { reminder: null };
  const parsed = reminderCreateSchema.safeParse({
    // A general maintenance: the vehicle's service, which it stands in for (one item, not two).
    maintenanceType: "general",
    title: values.title.trim() || fallbackTitle,
    dueKm: distanceFromField(values.dueKm),
    dueDate: values.dueDate,
  });
  return parsed.success ? { reminder: parsed.data } : { errors: toFieldErrors(parsed.error) };
}

/** "Next service" on a workshop's maintenance form: what, at what km and/or on what day. */
export function NextServiceFields({
  values,
  errors,
  onChange,
}: {
  values: NextServiceValues;
  errors: Record<string, FieldError>;
  onChange: (values: NextServiceValues) => void;
}) {
  const { t } = useLingui();
  const words = distanceWords();
  const set = (field: keyof NextServiceValues) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...values, [field]: event.currentTarget.value });
  return (
    <fieldset className="card stack next-service">
      <legend>
        <Trans>Next service (optional)</Trans>
      </legend>
      <p className="muted small-text">
        <Trans>It lands in the owner's reminders, marked as set by your shop. They can change or remove it.</Trans>
      </p>
      <TextField label={t`What`} name="nextTitle" value={values.title} error={errors.title} onChange={set("title")} />
      <div className="grid-2">
        <TextField
          label={words.at}
          name="nextDueKm"
          type="number"
          inputMode="numeric"
          min="0"
          value={values.dueKm}
          error={errors.dueKm}
          onChange={set("dueKm")}
        />
        <TextField
          label={t`On`}
          name="nextDueDate"
          type="date"
          value={values.dueDate}
          error={errors.dueDate}
          onChange={set("dueDate")}
        />
      </div>
    </fieldset>
  );
}
