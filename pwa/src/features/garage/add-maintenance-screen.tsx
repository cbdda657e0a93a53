import { Trans, useLingui } from "@lingui/react/macro";
import {
  type AdjustmentKey,
  adjustmentKeysFor,
  type FieldError,
  isImplausibleJump,
  type MaintenanceCreate,
  type MaintenanceType,
  maintenanceCreateSchemaFor,
  otherAdjustmentKeys,
  toFieldErrors,
  type User,
} from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { fromLocalDateTime, km, localDateTimeValue } from "../../shared/i18n/format.js";
import { adjustmentName, maintenanceTypeName } from "../../shared/i18n/garage-labels.js";
import { fieldErrorText } from "../../shared/i18n/messages.js";
import { useDatabase } from "../../shared/sync/context.js";
import { inputDateTime, inputText, nestedArgs } from "../../shared/sync/retry-draft.js";
import { useRetryFill } from "../../shared/sync/use-refusals.js";
import { ConfirmReading } from "../../shared/ui/confirm-reading.js";
import { TextField } from "../../shared/ui/field.js";
import { Icon } from "../../shared/ui/icons.js";
import { Modal } from "../../shared/ui/modal.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { useOdometer, useVehicle } from "./garage-data.js";
import { addMaintenance } from "./garage-mutations.js";
import { VehicleMissing } from "./vehicle-missing.js";

/**
 * `/maintenance/add/{type}/{id}`: tires, battery or general, with SPEC §5's rules. With `retryId`
 * it opens filled with a refused maintenance.
 */
export function AddMaintenanceScreen({
  vehicleId,
  type,
  user,
  retryId,
}: {
  vehicleId: string;
  type: MaintenanceType;
  user: User;
  retryId?: number | undefined;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const vehicle = useVehicle(vehicleId);
  const odometer = useOdometer(vehicle);
  const [date, setDate] = useState(() => localDateTimeValue(new Date()));
  const [chosen, setChosen] = useState<AdjustmentKey[]>([]);
  const [description, setDescription] = useState("");
  const [kms, setKms] = useState("");
  const [amount, setAmount] = useState("");
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [done, setDone] = useState(false);
  const [unsure, setUnsure] = useState<MaintenanceCreate | null>(null);
  useRetryFill(retryId, "maintenance.create", (args) => {
    const maintenance = nestedArgs(args, "maintenance");
    setDate(inputDateTime(maintenance.date));
    setChosen(Array.isArray(maintenance.adjustments) ? (maintenance.adjustments as AdjustmentKey[]) : []);
    setDescription(inputText(maintenance.description));
    setKms(inputText(maintenance.kms));
    setAmount(inputText(maintenance.amount));
  });
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || odometer === undefined) return <Spinner label={t`Loading…`} />;

  const options = adjustmentKeysFor(type, vehicle.vehicleType);
  const needsDescription = chosen.some((key) => otherAdjustmentKeys.includes(key));
  const back = () => void navigate({ to: "/vehicle/$id", params: { id: vehicle._id } });

  const toggle = (key: AdjustmentKey) =>
    setChosen((current) => (current.includes(key) ? current.filter((k) => k !== key) : [...current, key]));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = maintenanceCreateSchemaFor({ vehicleType: vehicle.vehicleType, currentKm: odometer }).safeParse({
      type,
      adjustments: chosen,
      description,
      kms,
      amount,
      date: fromLocalDateTime(date),
    });
    setErrors(parsed.success ? {} : toFieldErrors(parsed.error));
    if (!parsed.success) return;
    if (isImplausibleJump(parsed.data.kms, odometer)) {
      setUnsure(parsed.data);
      return;
    }
    await save(parsed.data);
  };
  const save = async (maintenance: MaintenanceCreate) => {
    setUnsure(null);
    await addMaintenance(db, vehicle, user._id, maintenance, { resolves: retryId });
    setDone(true);
  };

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`${maintenanceTypeName(type)} maintenance`}
        back={`/vehicle/maintenance/${vehicle._id}`}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      <form className="card form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t`Date and time`}
          name="date"
          type="datetime-local"
          value={date}
          error={errors.date}
          onChange={(event) => setDate(event.target.value)}
        />
        {type === "battery" ? (
          <p className="fixed-option">
            <Icon name="check" size={18} />
            {adjustmentName("changeBattery")}
          </p>
        ) : (
          <fieldset className="choices" aria-describedby={errors.adjustments ? "adjustments-error" : undefined}>
            <legend>{type === "tires" ? t`Which tires?` : t`What was done?`}</legend>
            {options.map((key) => (
              <label key={key} className={`choice ${chosen.includes(key) ? "selected" : ""}`}>
                <input
                  type="checkbox"
                  name="adjustments"
                  value={key}
                  checked={chosen.includes(key)}
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
        {(needsDescription || type === "general") && (
          <div className="field">
            <label htmlFor="description">{needsDescription ? t`Description` : t`Description (optional)`}</label>
            <textarea
              id="description"
              name="description"
              rows={3}
              maxLength={500}
              value={description}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? "description-error" : undefined}
              onChange={(event) => setDescription(event.target.value)}
            />
            {errors.description && (
              <div id="description-error" className="field-error" role="alert">
                {fieldErrorText(errors.description)}
              </div>
            )}
          </div>
        )}
        <div className="grid-2">
          <TextField
            label={t`Kilometres (optional)`}
            name="kms"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={kms}
            error={errors.kms}
            hint={t`Now at ${km(odometer)}`}
            onChange={(event) => setKms(event.target.value)}
          />
          <TextField
            label={t`Amount in dollars (optional)`}
            name="amount"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={amount}
            error={errors.amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        <button type="submit" className="button block">
          <Trans>Save maintenance</Trans>
        </button>
      </form>
      <ConfirmReading
        reading={unsure?.kms ?? null}
        currentKm={odometer}
        onConfirm={() => unsure && void save(unsure)}
        onCancel={() => setUnsure(null)}
      />
      <Modal
        open={done}
        tone="success"
        icon={<Icon name="check" size={28} />}
        title={t`Maintenance saved`}
        onClose={back}
        actions={
          <button type="button" className="button" onClick={back}>
            <Trans>Accept</Trans>
          </button>
        }
      >
        <Trans>It's on this device now and reaches the server as soon as there is a connection.</Trans>
      </Modal>
    </main>
  );
}
