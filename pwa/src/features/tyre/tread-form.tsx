import { Trans, useLingui } from "@lingui/react/macro";
import {
  type FieldError,
  type Fitment,
  type TreadReading,
  type TyrePosition,
  toFieldErrors,
  treadReadingCreateSchema,
  tyrePositionsFor,
  type Vehicle,
} from "@odo/domain";
import { type FormEvent, useState } from "react";
import { entryDate } from "../../shared/i18n/format.js";
import { positionName } from "../../shared/i18n/tyre-labels.js";
import {
  distanceField,
  distanceFromField,
  pressureFromField,
  pressureUnit,
  treadFromField,
  treadUnit,
} from "../../shared/i18n/unit-fields.js";
import { withDistanceUnit } from "../../shared/i18n/unit-labels.js";
import { useDatabase } from "../../shared/sync/context.js";
import { DateTimeField } from "../../shared/ui/date-time-field.js";
import { TextField } from "../../shared/ui/field.js";
import { Modal } from "../../shared/ui/modal.js";
import { logTread } from "./tyre-mutations.js";
import { RefusedNote, useTyreSave } from "./tyre-save.js";

/**
 * Tread measured on the tyres that are on the vehicle, corner by corner (and their pressure, when
 * taken), in the user's unit. A corner left blank was not measured.
 */
export function TreadDialog({
  open,
  vehicle,
  fitment,
  odometer,
  onClose,
  onSaved,
}: {
  open: boolean;
  vehicle: Vehicle;
  fitment: Fitment;
  odometer: number;
  onClose: () => void;
  onSaved: (reading: TreadReading) => void;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const corners = tyrePositionsFor(vehicle.vehicleType).filter((position) => fitment.mounted.has(position));
  const blank = () => ({
    // "" is now (DateTimeField).
    date: "",
    km: distanceField(odometer),
    depth: {} as Partial<Record<TyrePosition, string>>,
    pressure: {} as Partial<Record<TyrePosition, string>>,
  });
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const { saving, refused, save } = useTyreSave(setErrors);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValues(blank());
      setErrors({});
    }
  }
  const depthUnit = treadUnit() === "mm" ? "mm" : t`32nds`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const measured = corners.filter((position) => (values.depth[position] ?? "").trim() !== "");
    const depths = measured.map((position) => {
      const [set = "", tyre = ""] = (fitment.mounted.get(position) ?? "").split("/");
      return {
        set,
        tyre,
        position,
        treadMm: treadFromField(values.depth[position] ?? ""),
        pressureKpa: pressureFromField(values.pressure[position] ?? ""),
      };
    });
    const parsed = treadReadingCreateSchema.safeParse({
      date: entryDate(values.date),
      km: distanceFromField(values.km, odometer),
      depths,
      notes: "",
    });
    if (!parsed.success) {
      const found = toFieldErrors(parsed.error);
      // "depths.2.treadMm" is the third measured corner's field.
      const byCorner = Object.fromEntries(
        Object.entries(found).map(([path, error]) => {
          const [, index, field] = /^depths\.(\d+)\.(\w+)/.exec(path) ?? [];
          const corner = index === undefined ? undefined : measured[Number(index)];
          return [corner ? `${field}.${corner}` : path === "depths" ? `treadMm.${corners[0]}` : path, error];
        }),
      );
      setErrors(byCorner);
      return;
    }
    await save(
      async () => onSaved(await logTread(db, vehicle._id, parsed.data)),
      () => "km",
    );
  };

  return (
    <Modal
      open={open}
      title={t`Log tread depth`}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" form="tread-form" className="button" disabled={saving}>
            <Trans>Save</Trans>
          </button>
        </>
      }
    >
      <form id="tread-form" className="form left" onSubmit={(event) => void submit(event)} noValidate>
        <RefusedNote shown={refused} />
        <DateTimeField
          label={t`Date and time`}
          value={values.date}
          error={errors.date}
          onChange={(date) => setValues({ ...values, date })}
        />
        <TextField
          label={withDistanceUnit(t`Odometer`)}
          name="km"
          type="number"
          inputMode="numeric"
          min="0"
          value={values.km}
          error={errors.km}
          onChange={(event) => setValues({ ...values, km: event.target.value })}
        />
        {corners.map((position) => (
          <fieldset key={position} className="tread-corner">
            <legend>{positionName(position)}</legend>
            <div className="grid-2">
              <TextField
                label={t`Tread (${depthUnit})`}
                name={`tread-${position}`}
                type="number"
                inputMode="decimal"
                step="0.1"
                min="0"
                value={values.depth[position] ?? ""}
                error={errors[`treadMm.${position}`]}
                onChange={(event) =>
                  setValues({ ...values, depth: { ...values.depth, [position]: event.target.value } })
                }
              />
              <TextField
                label={t`Pressure (${pressureUnit()}, optional)`}
                name={`pressure-${position}`}
                type="number"
                inputMode="numeric"
                min="0"
                value={values.pressure[position] ?? ""}
                error={errors[`pressureKpa.${position}`]}
                onChange={(event) =>
                  setValues({ ...values, pressure: { ...values.pressure, [position]: event.target.value } })
                }
              />
            </div>
          </fieldset>
        ))}
      </form>
    </Modal>
  );
}
