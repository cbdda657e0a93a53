import { Trans, useLingui } from "@lingui/react/macro";
import {
  type FieldError,
  type Fitment,
  rotationMoves,
  rotationsFor,
  type TyreEvent,
  type TyreMove,
  type TyrePosition,
  type TyreRotation,
  type TyreSet,
  toFieldErrors,
  tyreEventConflicts,
  tyreEventCreateSchema,
  tyreIdOf,
  tyrePositionsFor,
  tyresInSet,
  type Vehicle,
} from "@odo/domain";
import { type FormEvent, useState } from "react";
import { entryDate, localDateTimeValue } from "../../shared/i18n/format.js";
import { setWithSize } from "../../shared/i18n/tyre-labels.js";
import { distanceField, distanceFromField } from "../../shared/i18n/unit-fields.js";
import { withDistanceUnit } from "../../shared/i18n/unit-labels.js";
import { useDatabase } from "../../shared/sync/context.js";
import { DateTimeField } from "../../shared/ui/date-time-field.js";
import { SelectField, TextField } from "../../shared/ui/field.js";
import { Modal } from "../../shared/ui/modal.js";
import { rotationName } from "./rotation-names.js";
import { logTyreChange } from "./tyre-mutations.js";
import { RefusedNote, useTyreSave } from "./tyre-save.js";

export type ChangeKind = "mount" | "dismount" | "rotate";

/** A change to offer as it happened elsewhere (a tyres maintenance): the set, its date and km. */
export interface ChangePreset {
  set: string;
  date: string;
  km: number | undefined;
}

/**
 * Where each tyre of `set` goes: back to the corner it last held when that is free, else the
 * vehicle's positions in order, the spare last.
 */
function placesFor(set: TyreSet, fitment: Fitment, free: readonly TyrePosition[]): TyreMove[] {
  const open = [...free];
  const tyres = tyresInSet(set);
  const placed = new Map<string, TyrePosition>();
  for (const tyre of tyres) {
    const last = fitment.stints.get(tyreIdOf({ set: set._id, tyre: tyre.key }))?.at(-1)?.position;
    if (last && open.includes(last)) {
      placed.set(tyre.key, last);
      open.splice(open.indexOf(last), 1);
    }
  }
  return tyres.flatMap((tyre) => {
    const to = placed.get(tyre.key) ?? open.shift();
    return to ? [{ set: set._id, tyre: tyre.key, to }] : [];
  });
}

function movesOf(
  kind: ChangeKind,
  vehicle: Vehicle,
  sets: readonly TyreSet[],
  fitment: Fitment,
  chosenSet: string,
  rotation: TyreRotation,
): TyreMove[] {
  const mounted = [...fitment.mounted.entries()];
  const off = mounted.map(([, tyre]) => {
    const [set = "", key = ""] = tyre.split("/");
    return { set, tyre: key, to: null };
  });
  if (kind === "dismount") return off;
  if (kind === "rotate") return rotationMoves(rotation, fitment.mounted);
  const set = sets.find((each) => each._id === chosenSet);
  if (!set) return [];
  return [...off, ...placesFor(set, fitment, tyrePositionsFor(vehicle.vehicleType))];
}

/**
 * Tyres on, off or moved at one reading of the odometer, as one action: a set put on (the set
 * that was on comes off in the same change: a seasonal swap), the set taken off, or a rotation.
 * Each tyre keeps its own km; the form refuses a change that does not fit the tyres' places then.
 */
export function TyreChangeDialog({
  open,
  kind,
  vehicle,
  sets,
  events,
  fitment,
  odometer,
  preset = null,
  onClose,
  onSaved,
}: {
  open: boolean;
  kind: ChangeKind;
  preset?: ChangePreset | null;
  vehicle: Vehicle;
  sets: readonly TyreSet[];
  events: readonly TyreEvent[];
  fitment: Fitment;
  odometer: number;
  onClose: () => void;
  onSaved: (event: TyreEvent) => void;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const mountable = sets.filter(
    (set) => !set.retired && ![...fitment.mounted.values()].some((tyre) => tyre.startsWith(`${set._id}/`)),
  );
  // "" is now (DateTimeField); a preset's moment is shown in local time and kept as it is.
  const rotations = rotationsFor(vehicle.vehicleType, fitment.mounted);
  const [values, setValues] = useState({ date: "", km: distanceField(odometer), set: "", rotation: "" });
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const { saving, refused, save } = useTyreSave(setErrors);
  const [opened, setOpened] = useState<string | null>(null);
  const key = open ? `${kind} ${odometer} ${preset?.set ?? ""}` : null;
  if (key !== opened) {
    setOpened(key);
    setValues({
      date: preset ? localDateTimeValue(new Date(preset.date)) : "",
      km: distanceField(preset?.km ?? odometer),
      set: preset?.set ?? mountable[0]?._id ?? "",
      rotation: rotations[0] ?? "",
    });
    setErrors({});
  }
  const update = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rotation = rotations.find((each) => each === values.rotation) ?? "sides";
    const moves = movesOf(kind, vehicle, sets, fitment, values.set, rotation);
    // The day of the maintenance it comes from is that maintenance's moment: its reading's place.
    const date = entryDate(values.date, preset?.date);
    const parsed = tyreEventCreateSchema.safeParse({
      date,
      km: distanceFromField(values.km, odometer),
      moves,
      notes: "",
    });
    if (!parsed.success) {
      const found = toFieldErrors(parsed.error);
      setErrors(found.moves ? { ...found, set: found.moves } : found);
      return;
    }
    const placed: TyreEvent = {
      ...parsed.data,
      _id: "new",
      vehicle: vehicle._id,
      createdBy: null,
      createdAt: parsed.data.date,
      updatedAt: parsed.data.date,
    };
    const [conflict] = tyreEventConflicts(placed, events);
    if (conflict) {
      setErrors({ date: { key: conflict.key } });
      return;
    }
    await save(
      async () => onSaved(await logTyreChange(db, vehicle._id, parsed.data)),
      (key) => (key === "invalidMileage" ? "km" : "date"),
    );
  };

  const titles: Record<ChangeKind, string> = {
    mount: fitment.mounted.size > 0 ? t`Swap tyres` : t`Put a set on`,
    dismount: t`Take the tyres off`,
    rotate: t`Rotate the tyres`,
  };
  return (
    <Modal
      open={open}
      title={titles[kind]}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" form="tyre-change-form" className="button" disabled={saving}>
            <Trans>Save</Trans>
          </button>
        </>
      }
    >
      <form id="tyre-change-form" className="form left" onSubmit={(event) => void submit(event)} noValidate>
        <RefusedNote shown={refused} />
        {kind === "mount" && (
          <SelectField
            label={t`Set to put on`}
            name="set"
            value={values.set}
            error={errors.set}
            onChange={update("set")}
          >
            {mountable.map((set) => (
              <option key={set._id} value={set._id}>
                {setWithSize(set)}
              </option>
            ))}
          </SelectField>
        )}
        {kind === "mount" && fitment.mounted.size > 0 && (
          <p className="muted small-text">
            <Trans>The tyres on now come off in the same change and go into storage.</Trans>
          </p>
        )}
        {kind === "dismount" && (
          <p className="muted small-text">
            <Trans>
              The tyres on now go into storage: they keep their km and wear no more until they are on again.
            </Trans>
          </p>
        )}
        {kind === "rotate" && (
          <SelectField label={t`How`} name="rotation" value={values.rotation} onChange={update("rotation")}>
            {rotations.map((rotation) => (
              <option key={rotation} value={rotation}>
                {rotationName(rotation)}
              </option>
            ))}
          </SelectField>
        )}
        <DateTimeField
          label={t`Date and time`}
          value={values.date}
          original={preset?.date}
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
          onChange={update("km")}
        />
      </form>
    </Modal>
  );
}
