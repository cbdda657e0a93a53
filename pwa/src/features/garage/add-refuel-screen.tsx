import { Trans, useLingui } from "@lingui/react/macro";
import {
  canRefuel,
  type FieldError,
  type GasStationOption,
  gasStationsFor,
  isImplausibleJump,
  type RefuelCreate,
  refuelCreateSchemaFor,
  toFieldErrors,
  type User,
} from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { fromLocalDateTime, km, localDateTimeValue } from "../../shared/i18n/format.js";
import { messageText } from "../../shared/i18n/messages.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { inputDateTime, inputText, nestedArgs } from "../../shared/sync/retry-draft.js";
import { useRetryFill } from "../../shared/sync/use-refusals.js";
import { ConfirmReading } from "../../shared/ui/confirm-reading.js";
import { FormError, TextField } from "../../shared/ui/field.js";
import { Icon } from "../../shared/ui/icons.js";
import { Modal } from "../../shared/ui/modal.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { useOdometer, useVehicle } from "./garage-data.js";
import { addRefuel } from "./garage-mutations.js";
import { StationPicker } from "./station-picker.js";
import { VehicleMissing } from "./vehicle-missing.js";

const emptyForm = () => ({
  date: localDateTimeValue(new Date()),
  location: "",
  displacement: "",
  quantity: "",
  amount: "",
});

/**
 * `/refuel/add/{id}` (SPEC §2 "Add-refuel screen"): saved on the device, synced later. With
 * `retryId` it opens filled with a refused refuel.
 */
export function AddRefuelScreen({
  vehicleId,
  user,
  retryId,
}: {
  vehicleId: string;
  user: User;
  retryId?: number | undefined;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const me = useMe(user);
  const vehicle = useVehicle(vehicleId);
  const odometer = useOdometer(vehicle);
  const [form, setForm] = useState(emptyForm);
  const [station, setStation] = useState<GasStationOption | null>(null);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [formError, setFormError] = useState("");
  const [done, setDone] = useState(false);
  const [unsure, setUnsure] = useState<RefuelCreate | null>(null);
  useRetryFill(retryId, "refuel.create", (args) => {
    const refuel = nestedArgs(args, "refuel");
    const gasStation = nestedArgs(refuel, "gasStation");
    setForm({
      date: inputDateTime(refuel.date),
      location: inputText(gasStation.location),
      displacement: refuel.displacement === 0 ? "" : inputText(refuel.displacement),
      quantity: inputText(refuel.quantity),
      amount: inputText(refuel.amount),
    });
    setStation(gasStationsFor(me.country).find((option) => option.name === gasStation.name) ?? null);
  });
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || odometer === undefined) return <Spinner label={t`Loading…`} />;

  const back = () => void navigate({ to: "/vehicle/$id", params: { id: vehicle._id } });
  const set = (field: keyof ReturnType<typeof emptyForm>) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });
  const clear = () => {
    setForm(emptyForm());
    setStation(null);
    setErrors({});
    setFormError("");
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError("");
    const parsed = refuelCreateSchemaFor({ vehicleType: vehicle.vehicleType, country: me.country }).safeParse({
      date: fromLocalDateTime(form.date) ?? new Date().toISOString(),
      quantity: form.quantity,
      amount: form.amount,
      displacement: form.displacement,
      gasStation: { name: station?.name ?? "", location: form.location },
    });
    if (!parsed.success) {
      const fieldErrors = toFieldErrors(parsed.error);
      setErrors(fieldErrors);
      if (fieldErrors._form) setFormError(messageText(fieldErrors._form.key));
      return;
    }
    setErrors({});
    if (isImplausibleJump(parsed.data.displacement, odometer)) {
      setUnsure(parsed.data);
      return;
    }
    await save(parsed.data);
  };
  const save = async (refuel: RefuelCreate) => {
    setUnsure(null);
    await addRefuel(db, vehicle, user._id, refuel, { resolves: retryId });
    setDone(true);
  };

  if (!canRefuel(vehicle.vehicleType)) {
    return (
      <main id="main" className="page narrow">
        <PageHeader
          title={t`Add a refuel`}
          back={`/vehicle/${vehicle._id}`}
          backLabel={t`Back`}
          subtitle={vehicle.fullname}
        />
        <p className="card">{messageText("refuelNotAllowed")}</p>
      </main>
    );
  }

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Add a refuel`}
        back={`/vehicle/${vehicle._id}`}
        backLabel={t`Back`}
        subtitle={t`${vehicle.fullname}, now at ${km(odometer)}`}
      />
      <form className="card form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t`Date and time`}
          name="date"
          type="datetime-local"
          value={form.date}
          error={errors.date}
          onChange={set("date")}
        />
        <StationPicker
          label={t`Gas station`}
          stations={gasStationsFor(me.country)}
          value={station}
          onChange={setStation}
        />
        <TextField
          label={t`Location (optional)`}
          name="location"
          value={form.location}
          error={errors["gasStation.location"]}
          onChange={set("location")}
        />
        <TextField
          label={t`Kilometres (optional)`}
          name="displacement"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          value={form.displacement}
          error={errors.displacement}
          onChange={set("displacement")}
        />
        <div className="grid-2">
          <TextField
            label={t`Litres`}
            name="quantity"
            type="number"
            inputMode="decimal"
            step="0.001"
            min="0"
            value={form.quantity}
            error={errors.quantity}
            onChange={set("quantity")}
          />
          <TextField
            label={t`Amount in dollars`}
            name="amount"
            type="number"
            inputMode="decimal"
            step="0.001"
            min="0"
            value={form.amount}
            error={errors.amount}
            onChange={set("amount")}
          />
        </div>
        <FormError>{formError}</FormError>
        <div className="row spread">
          <button type="button" className="button secondary" onClick={clear}>
            <Trans>Clear</Trans>
          </button>
          <button type="submit" className="button">
            <Trans>Save refuel</Trans>
          </button>
        </div>
      </form>
      <ConfirmReading
        reading={unsure?.displacement ?? null}
        currentKm={odometer}
        onConfirm={() => unsure && void save(unsure)}
        onCancel={() => setUnsure(null)}
      />
      <Modal
        open={done}
        tone="success"
        icon={<Icon name="fuel" size={28} />}
        title={t`Refuel saved`}
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
