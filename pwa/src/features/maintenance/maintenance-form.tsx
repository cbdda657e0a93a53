import { Trans, useLingui } from "@lingui/react/macro";
import {
  type AdjustmentKey,
  adjustmentKeysFor,
  type Currency,
  currencySchema,
  type FieldError,
  isImplausibleJump,
  legacyCurrency,
  type Maintenance,
  type MaintenanceCreate,
  type MaintenanceType,
  maintenanceCreateSchemaFor,
  otherAdjustmentKeys,
  powerOf,
  type TimelineNeighbours,
  toFieldErrors,
  type Vehicle,
} from "@odo/domain";
import { type ReactNode, useState } from "react";
import { useSubmitWithNeighbours } from "../../shared/garage/timeline-data.js";
import { distance, entryDate } from "../../shared/i18n/format.js";
import { adjustmentName } from "../../shared/i18n/garage-labels.js";
import { fieldErrorText } from "../../shared/i18n/messages.js";
import { currentUnits } from "../../shared/i18n/region.js";
import { distanceField, distanceFromField } from "../../shared/i18n/unit-fields.js";
import { optionalOdometerLabel } from "../../shared/i18n/unit-labels.js";
import { RecallWorkChoice } from "../../shared/recall/recall-work-choice.js";
import { inputDateTime, inputText } from "../../shared/sync/retry-draft.js";
import { ConfirmReading } from "../../shared/ui/confirm-reading.js";
import { CurrencyField } from "../../shared/ui/currency-field.js";
import { DateTimeField } from "../../shared/ui/date-time-field.js";
import { TextField } from "../../shared/ui/field.js";
import { Icon } from "../../shared/ui/icons.js";

export interface MaintenanceFormValues {
  date: string;
  /** A replacement recorded by km alone, until its day is given. */
  dateUnknown?: boolean | undefined;
  adjustments: AdjustmentKey[];
  description: string;
  kms: string;
  amount: string;
  currency: Currency;
}

export const emptyMaintenanceForm = (): MaintenanceFormValues => ({
  // Left as "now" until the owner picks another date (`entryDate`).
  date: "",
  adjustments: [],
  description: "",
  kms: "",
  amount: "",
  currency: currentUnits().currency,
});

/** What a stored maintenance (or a refused one's args) puts in the form. */
export function maintenanceFormValues(maintenance: Partial<Record<keyof Maintenance, unknown>>): MaintenanceFormValues {
  return {
    date: maintenance.dateUnknown === true ? "" : inputDateTime(maintenance.date),
    dateUnknown: maintenance.dateUnknown === true,
    adjustments: Array.isArray(maintenance.adjustments) ? (maintenance.adjustments as AdjustmentKey[]) : [],
    description: inputText(maintenance.description),
    kms: distanceField(maintenance.kms),
    amount: inputText(maintenance.amount),
    currency: currencySchema.safeParse(maintenance.currency).data ?? legacyCurrency,
  };
}

/**
 * The fields of a maintenance (SPEC §5 "Add maintenance") for adding or editing one. Its reading
 * must fit the vehicle's timeline, so a past service can be backfilled between two readings; one
 * far above the odometer is confirmed first. Errors follow the fields once a save was tried.
 */
export function MaintenanceForm({
  vehicle,
  odometer,
  type,
  values,
  onChange,
  editing,
  submitLabel,
  extra,
  onSave,
}: {
  vehicle: Vehicle;
  odometer: number;
  type: MaintenanceType;
  values: MaintenanceFormValues;
  onChange: (values: MaintenanceFormValues) => void;
  /** The maintenance being edited: its own reading is left out of the timeline. */
  editing?: Maintenance | undefined;
  submitLabel: string;
  /** Shown before the submit button: the files to attach on an add form. */
  extra?: ReactNode;
  /** Called in the tap's own event when the device's neighbours are already read. */
  onSave: (maintenance: MaintenanceCreate) => void | Promise<void>;
}) {
  const { t } = useLingui();
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [tried, setTried] = useState<TimelineNeighbours | null>(null);
  const [unsure, setUnsure] = useState<MaintenanceCreate | null>(null);
  // What the vehicle runs on decides the work offered; an entry's own work stays offered when edited.
  const offered = adjustmentKeysFor(type, vehicle.vehicleType, powerOf(vehicle));
  const options = [...offered, ...values.adjustments.filter((key) => !offered.includes(key))];
  const needsDescription = values.adjustments.some((key) => otherAdjustmentKeys.includes(key));

  const check = (next: MaintenanceFormValues, neighbours: TimelineNeighbours) =>
    maintenanceCreateSchemaFor({ vehicleType: vehicle.vehicleType, neighboursAt: () => neighbours }).safeParse({
      type,
      adjustments: next.adjustments,
      description: next.description,
      // Typed in the user's unit; stored in km (an untouched field as it was).
      kms: distanceFromField(next.kms, editing ? editing.kms : odometer),
      amount: next.amount,
      currency: next.currency,
      date: next.dateUnknown && editing ? editing.date : entryDate(next.date, editing?.date),
      dateUnknown: next.dateUnknown && editing ? true : undefined,
    });
  const change = (next: MaintenanceFormValues) => {
    onChange(next);
    // After a save was tried, each field's error goes as soon as the field is right.
    if (tried) {
      const result = check(next, tried);
      setErrors(result.success ? {} : toFieldErrors(result.error));
    }
  };
  const set = (field: "date" | "description" | "kms" | "amount") => (event: { target: { value: string } }) =>
    change({ ...values, [field]: event.target.value });
  const toggle = (key: AdjustmentKey) =>
    change({
      ...values,
      adjustments: values.adjustments.includes(key)
        ? values.adjustments.filter((chosen) => chosen !== key)
        : [...values.adjustments, key],
    });

  const when = values.dateUnknown && editing ? editing.date : entryDate(values.date, editing?.date);
  const submit = useSubmitWithNeighbours(vehicle, when, editing, (neighbours) => {
    const parsed = check(values, neighbours);
    if (!parsed.success) {
      setTried(neighbours);
      setErrors(toFieldErrors(parsed.error));
      return;
    }
    // A valid form sets no state of its own, so the tap's frame renders only the confirmation.
    if (Object.keys(errors).length > 0) setErrors({});
    if (isImplausibleJump(parsed.data.kms, odometer)) {
      setUnsure(parsed.data);
      return;
    }
    void onSave(parsed.data);
  });

  return (
    <>
      <form className="card form" onSubmit={submit} noValidate>
        {values.dateUnknown ? (
          <div className="field">
            <p className="notice">
              <Trans>Date unknown: it was recorded by its km, and sits in the history where its km belongs.</Trans>
            </p>
            <button
              type="button"
              className="button secondary"
              onClick={() => change({ ...values, dateUnknown: false, date: "" })}
            >
              <Trans>Give its date</Trans>
            </button>
          </div>
        ) : (
          <DateTimeField
            label={t`Date and time`}
            value={values.date}
            original={editing?.dateUnknown ? undefined : editing?.date}
            error={errors.date}
            onChange={(date) => change({ ...values, date })}
          />
        )}
        {type === "battery" ? (
          <p className="fixed-option">
            <Icon name="check" size={18} />
            {adjustmentName("changeBattery")}
          </p>
        ) : (
          <fieldset className="choices" aria-describedby={errors.adjustments ? "adjustments-error" : undefined}>
            <legend>{type === "tires" ? t`Which tires?` : t`What was done?`}</legend>
            {options.map((key) => (
              <label key={key} className={`choice ${values.adjustments.includes(key) ? "selected" : ""}`}>
                <input
                  type="checkbox"
                  name="adjustments"
                  value={key}
                  checked={values.adjustments.includes(key)}
                  onChange={() => toggle(key)}
                />
                <span>{adjustmentName(key)}</span>
              </label>
            ))}
            {errors.adjustments && (
              <div id="adjustments-error" className="field-error" role="alert">
                {fieldErrorText(errors.adjustments)}
              </div>
            )}
          </fieldset>
        )}
        {vehicle.access?.role === "workshop" && (
          <RecallWorkChoice
            vehicle={vehicle}
            description={values.description}
            onDescriptionChange={(description) => change({ ...values, description })}
          />
        )}
        <div className="field">
          <label htmlFor="description">{needsDescription ? t`Description` : t`Notes (optional)`}</label>
          <textarea
            id="description"
            name="description"
            rows={3}
            maxLength={500}
            value={values.description}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? "description-error" : undefined}
            onChange={set("description")}
          />
          {errors.description && (
            <div id="description-error" className="field-error" role="alert">
              {fieldErrorText(errors.description)}
            </div>
          )}
        </div>
        <div className="grid-2">
          <TextField
            label={optionalOdometerLabel()}
            name="kms"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={values.kms}
            error={errors.kms}
            hint={odometer > 0 ? t`Now at ${distance(odometer)}` : undefined}
            onChange={set("kms")}
          />
          <TextField
            label={t`Amount (optional)`}
            name="amount"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={values.amount}
            error={errors.amount}
            onChange={set("amount")}
          />
        </div>
        <CurrencyField value={values.currency} onChange={(currency) => change({ ...values, currency })} />
        {extra}
        <button type="submit" className="button block">
          {submitLabel}
        </button>
      </form>
      <ConfirmReading
        reading={unsure?.kms ?? null}
        currentKm={odometer}
        onConfirm={() => {
          const confirmed = unsure;
          setUnsure(null);
          if (confirmed) void onSave(confirmed);
        }}
        onCancel={() => setUnsure(null)}
      />
      <p className="muted small-text center">
        <Trans>Logging a past service? Pick its date: its km must fit between the readings before and after it.</Trans>
      </p>
    </>
  );
}
