import { Trans, useLingui } from "@lingui/react/macro";
import {
  type FieldError,
  kmReadings,
  type MaintenanceCreateInput,
  maintenanceCreateSchemaFor,
  toFieldErrors,
  type User,
  undatedReadingDate,
  type Vehicle,
} from "@odo/domain";
import { type FormEvent, useState } from "react";
import { distanceFromField } from "../i18n/unit-fields.js";
import { withDistanceUnit } from "../i18n/unit-labels.js";
import { useDatabase, useMe } from "../sync/context.js";
import { historyOf, neighboursOnDevice } from "../sync/entry-reads.js";
import { TextField } from "../ui/field.js";
import { Modal } from "../ui/modal.js";
import { addMaintenance } from "./maintenance-mutations.js";

/**
 * Records when a part (or the last service) was last replaced, by km, by date or both: an ordinary
 * maintenance entry, backfilled into the timeline. With km alone its day is unknown: it is placed
 * where its km belongs (`undatedReadingDate`) and never blocks a dated entry logged later. "I don't
 * know" leaves the part unknown.
 */
export function ReplacementDialog({
  vehicle,
  user,
  entry,
  label,
  title,
  onClose,
}: {
  vehicle: Vehicle;
  user: User;
  /** The maintenance's type and work (`partReplacement`, or the service that restarts the count); null when closed. */
  entry: Pick<MaintenanceCreateInput, "type" | "adjustments" | "description"> | null;
  label: string;
  title?: string | undefined;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const me = useMe(user);
  const [km, setKm] = useState("");
  const [date, setDate] = useState("");
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const close = () => {
    setKm("");
    setDate("");
    setErrors({});
    onClose();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!entry) return;
    if (km.trim() === "" && date === "") {
      setErrors({ kms: { key: "required" } });
      return;
    }
    const kms = distanceFromField(km);
    const undated = date === "" && typeof kms === "number";
    const { maintenances, refuels, expenses } = await historyOf(db, vehicle._id);
    const when = undated
      ? undatedReadingDate(kms, vehicle, kmReadings(maintenances, refuels, expenses), new Date())
      : new Date(`${date}T12:00:00Z`).toISOString();
    const neighbours = await neighboursOnDevice(db, vehicle, when);
    const parsed = maintenanceCreateSchemaFor({
      vehicleType: vehicle.vehicleType,
      neighboursAt: () => neighbours,
    }).safeParse({ ...entry, kms, date: when, ...(undated ? { dateUnknown: true } : {}) });
    setErrors(parsed.success ? {} : toFieldErrors(parsed.error));
    if (!parsed.success) return;
    await addMaintenance(db, vehicle, me, parsed.data);
    close();
  };

  return (
    <Modal
      open={entry !== null}
      title={title ?? t`When was it last replaced?`}
      onClose={close}
      actions={
        <>
          <button type="button" className="button secondary" onClick={close}>
            <Trans>I don't know</Trans>
          </button>
          <button type="submit" form="replacement-form" className="button">
            <Trans>Save</Trans>
          </button>
        </>
      }
    >
      <form id="replacement-form" className="form left" onSubmit={(event) => void save(event)} noValidate>
        <p className="muted">{label}</p>
        <TextField
          label={withDistanceUnit(t`At the odometer reading`)}
          name="kms"
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          value={km}
          error={errors.kms}
          onChange={(event) => setKm(event.target.value)}
        />
        <TextField
          label={t`On (optional)`}
          name="date"
          type="date"
          value={date}
          error={errors.date}
          onChange={(event) => setDate(event.target.value)}
        />
      </form>
    </Modal>
  );
}
