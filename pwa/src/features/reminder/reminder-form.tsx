import { Trans, useLingui } from "@lingui/react/macro";
import {
  type AdjustmentKey,
  adjustmentKeysFor,
  type FieldError,
  type MaintenanceType,
  otherAdjustmentKeys,
  type Reminder,
  type ReminderCreate,
  reminderCreateSchema,
  toFieldErrors,
  type VehiclePower,
  type VehicleType,
} from "@odo/domain";
import { type FormEvent, useState } from "react";
import { adjustmentName, maintenanceTypeName } from "../../shared/i18n/garage-labels.js";
import { distanceField, distanceFromField } from "../../shared/i18n/unit-fields.js";
import { distanceWords } from "../../shared/i18n/unit-labels.js";
import { SelectField, TextField } from "../../shared/ui/field.js";
import { Modal } from "../../shared/ui/modal.js";

export interface ReminderFormValues {
  /** "" for a reminder with only a title, "adjustment:changeOil", or "type:tires". */
  what: string;
  title: string;
  dueKm: string;
  dueDate: string;
  everyKm: string;
  everyMonths: string;
}

const blank: ReminderFormValues = { what: "", title: "", dueKm: "", dueDate: "", everyKm: "", everyMonths: "" };
const text = (value: number | string | null) => (value === null ? "" : String(value));

/** What a stored reminder puts in the form. */
export function reminderFormValues(reminder: Reminder | null): ReminderFormValues {
  if (!reminder) return blank;
  return {
    what: reminder.adjustment
      ? `adjustment:${reminder.adjustment}`
      : reminder.maintenanceType
        ? `type:${reminder.maintenanceType}`
        : "",
    title: text(reminder.title),
    dueKm: distanceField(reminder.dueKm),
    dueDate: reminder.dueDate?.slice(0, 10) ?? "",
    everyKm: distanceField(reminder.everyKm),
    everyMonths: text(reminder.everyMonths),
  };
}

/** What the form sends: km typed in the user's unit, converted back (untouched fields as stored). */
function asInput(values: ReminderFormValues, editing: Reminder | null) {
  const [kind, key] = values.what.split(":");
  return {
    title: values.title,
    ...(kind === "adjustment" ? { adjustment: key } : {}),
    ...(kind === "type" ? { maintenanceType: key } : {}),
    dueKm: distanceFromField(values.dueKm, editing?.dueKm),
    dueDate: values.dueDate,
    everyKm: distanceFromField(values.everyKm, editing?.everyKm),
    everyMonths: values.everyMonths,
  };
}

/**
 * A reminder's fields in a dialog: what (a maintenance from the vehicle's list, or a title of one's
 * own) and when (a km, a date, or every so many km and/or months, whichever comes first).
 */
export function ReminderFormDialog({
  open,
  vehicleType,
  power,
  editing,
  nextService = false,
  onSave,
  onClose,
}: {
  open: boolean;
  vehicleType: VehicleType;
  /** What the vehicle runs on: an electric car is offered no oil change. */
  power: VehiclePower | null;
  editing: Reminder | null;
  /** A workshop handing the vehicle back sets the owner's next service: titled and said so. */
  nextService?: boolean;
  onSave: (reminder: ReminderCreate) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const startingValues = (reminder: Reminder | null) =>
    reminder === null && nextService
      ? { ...reminderFormValues(null), title: t`Next service` }
      : reminderFormValues(reminder);
  const [values, setValues] = useState(() => startingValues(editing));
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [opened, setOpened] = useState<Reminder | null | undefined>(undefined);
  // Each opening starts from the reminder being edited, or blank.
  if (open && opened !== editing) {
    setOpened(editing);
    setValues(startingValues(editing));
    setErrors({});
  }
  const adjustments = adjustmentKeysFor("general", vehicleType, power).filter(
    (key) => !otherAdjustmentKeys.includes(key),
  );
  const types: MaintenanceType[] = ["tires", "battery"];
  const words = distanceWords();
  const set = (field: keyof ReminderFormValues) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reminderCreateSchema.safeParse(asInput(values, editing));
    setErrors(parsed.success ? {} : toFieldErrors(parsed.error));
    if (!parsed.success) return;
    await onSave(parsed.data);
    setOpened(undefined);
  };

  return (
    <Modal
      open={open}
      title={editing ? t`Edit reminder` : nextService ? t`The owner's next service` : t`New reminder`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" form="reminder-form" className="button">
            <Trans>Save</Trans>
          </button>
        </>
      }
    >
      <form id="reminder-form" className="form left" onSubmit={(event) => void submit(event)} noValidate>
        {nextService && !editing && (
          <p className="muted">
            <Trans>
              The vehicle is handed back. Say when the owner should come back: it lands in their reminders. Cancel if
              there is nothing to set.
            </Trans>
          </p>
        )}
        <SelectField label={t`Remind me of`} name="what" value={values.what} onChange={set("what")}>
          <option value="">{t`Something else (write it below)`}</option>
          {adjustments.map((key: AdjustmentKey) => (
            <option key={key} value={`adjustment:${key}`}>
              {adjustmentName(key)}
            </option>
          ))}
          {vehicleType !== "bicycle" &&
            types.map((type) => (
              <option key={type} value={`type:${type}`}>
                {maintenanceTypeName(type)}
              </option>
            ))}
        </SelectField>
        <TextField
          label={values.what ? t`Title (optional)` : t`Title`}
          name="title"
          value={values.title}
          error={errors.title}
          onChange={set("title")}
        />
        <fieldset className="reminder-when">
          <legend>
            <Trans>When</Trans>
          </legend>
          <div className="grid-2">
            <TextField
              label={words.at}
              name="dueKm"
              type="number"
              inputMode="numeric"
              min="0"
              value={values.dueKm}
              error={errors.dueKm}
              onChange={set("dueKm")}
            />
            <TextField
              label={t`On`}
              name="dueDate"
              type="date"
              value={values.dueDate}
              error={errors.dueDate}
              onChange={set("dueDate")}
            />
          </div>
        </fieldset>
        <fieldset className="reminder-when">
          <legend>
            <Trans>Repeat, whichever comes first</Trans>
          </legend>
          <div className="grid-2">
            <TextField
              label={words.every}
              name="everyKm"
              type="number"
              inputMode="numeric"
              min="1"
              value={values.everyKm}
              error={errors.everyKm}
              onChange={set("everyKm")}
            />
            <TextField
              label={t`Every … months`}
              name="everyMonths"
              type="number"
              inputMode="numeric"
              min="1"
              value={values.everyMonths}
              error={errors.everyMonths}
              onChange={set("everyMonths")}
            />
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
