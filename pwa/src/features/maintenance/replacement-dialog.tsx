import { Trans, useLingui } from "@lingui/react/macro";
import {
  creationReading,
  type FieldError,
  maintenanceCreateSchemaFor,
  partReplacement,
  type ReplaceablePart,
  toFieldErrors,
  type User,
  type Vehicle,
} from "@odo/domain";
import { type FormEvent, useState } from "react";
import { addMaintenance } from "../../shared/garage/maintenance-mutations.js";
import { distanceFromField } from "../../shared/i18n/unit-fields.js";
import { withDistanceUnit } from "../../shared/i18n/unit-labels.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { neighboursOnDevice } from "../../shared/sync/entry-reads.js";
import { TextField } from "../../shared/ui/field.js";
import { Modal } from "../../shared/ui/modal.js";

/**
 * Records when a part was last replaced, by km, by date or both: an ordinary maintenance entry,
 * backfilled into the timeline. With km alone it is dated just before the vehicle was added, the
 * last moment its km can have read that much. "I don't know" leaves the part unknown.
 */
export function ReplacementDialog({
  vehicle,
  user,
  part,
  label,
  onClose,
}: {
  vehicle: Vehicle;
  user: User;
  part: ReplaceablePart | null;
  label: string;
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
    if (!part) return;
    if (km.trim() === "" && date === "") {
      setErrors({ kms: { key: "required" } });
      return;
    }
    const when = date
      ? new Date(`${date}T12:00:00Z`).toISOString()
      : new Date(Date.parse(creationReading(vehicle).date) - 1).toISOString();
    const neighbours = await neighboursOnDevice(db, vehicle, when);
    const parsed = maintenanceCreateSchemaFor({
      vehicleType: vehicle.vehicleType,
      neighboursAt: () => neighbours,
    }).safeParse({ ...partReplacement(part, vehicle.vehicleType), kms: distanceFromField(km), date: when });
    setErrors(parsed.success ? {} : toFieldErrors(parsed.error));
    if (!parsed.success) return;
    await addMaintenance(db, vehicle, me, parsed.data);
    close();
  };

  return (
    <Modal
      open={part !== null}
      title={t`When was it last replaced?`}
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
