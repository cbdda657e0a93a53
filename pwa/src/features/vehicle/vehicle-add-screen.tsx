import { Trans, useLingui } from "@lingui/react/macro";
import {
  addableVehicleTypes,
  defaultFuelType,
  defaultPower,
  type FieldError,
  hasEngine,
  isModelYearAccepted,
  limitRefusal,
  planFull,
  toFieldErrors,
  type User,
  type Vehicle,
  type VehicleType,
  vehicleCreateSchema,
} from "@odo/domain";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { useVehicleLimits } from "../../data/garage.js";
import { addVehicle } from "../../shared/garage/vehicle-mutations.js";
import { vehicleTypeName } from "../../shared/i18n/labels.js";
import { messageText } from "../../shared/i18n/messages.js";
import { distanceField, distanceFromField } from "../../shared/i18n/unit-fields.js";
import { distanceWords } from "../../shared/i18n/unit-labels.js";
import { ConnectStravaButton } from "../../shared/integrations/connect-strava-button.js";
import { usePlanAppliedOnDevice } from "../../shared/plan/plan-on-device.js";
import { useRetryFill } from "../../shared/refusals/use-refusals.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { inputText } from "../../shared/sync/retry-draft.js";
import { TextField } from "../../shared/ui/field.js";
import { Icon } from "../../shared/ui/icons.js";
import { Modal } from "../../shared/ui/modal.js";
import { PageHeader } from "../../shared/ui/page.js";
import { EnergyFields, gradeFromField, powerFromField } from "./energy-fields.js";
import { vehicleIcon } from "./vehicle-card.js";
import { VinField } from "./vin-field.js";

const emptyForm: Record<
  "bodySerial" | "manufacture" | "model" | "plateNumber" | "year" | "displacement" | "power" | "energyType",
  string
> = {
  bodySerial: "",
  manufacture: "",
  model: "",
  plateNumber: "",
  year: "",
  displacement: "",
  power: "",
  energyType: defaultFuelType,
};

/**
 * `/vehicle/add`: the type, then the form of SPEC §5, checked against the plan before and after.
 * With `retryId` it opens filled with a refused add, which leaves the "Not saved" list once saved.
 */
export function VehicleAddScreen({ user, retryId }: { user: User; retryId?: number | undefined }) {
  const { t } = useLingui();
  const db = useDatabase();
  const navigate = useNavigate();
  const me = useMe(user);
  const limits = useVehicleLimits(me._id, usePlanAppliedOnDevice(me));
  const [vehicleType, setVehicleType] = useState<VehicleType | null>(null);
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [added, setAdded] = useState<Vehicle | null>(null);
  const refusal = vehicleType && limits ? limitRefusal(limits, vehicleType) : undefined;
  // The plan's total shows before a type is even chosen (a third vehicle on the free plan).
  const full = limits ? planFull(limits) : undefined;
  const draft = useRetryFill(retryId, "vehicle.create", (draft) => {
    const type = addableVehicleTypes.find((known) => known === draft.vehicleType);
    if (type) setVehicleType(type);
    setForm({
      bodySerial: inputText(draft.bodySerial),
      manufacture: inputText(draft.manufacture),
      model: inputText(draft.model),
      plateNumber: inputText(draft.plateNumber),
      year: inputText(draft.year),
      displacement: distanceField(draft.displacement),
      power: inputText(draft.power ?? (type ? defaultPower(type) : null)),
      energyType: inputText(draft.energyType) || defaultFuelType,
    });
  });

  // Each type starts with its own power: gasoline for an engine, no battery for a bicycle.
  const chooseType = (type: VehicleType) => {
    setVehicleType(type);
    setForm((current) => ({ ...current, power: defaultPower(type) ?? "" }));
  };
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!vehicleType || refusal) return;
    // A retried bike imported from Strava keeps its link.
    const source = draft?.from === "strava" ? { from: "strava", extId: draft.extId } : { from: "manual" };
    // The km typed in the user's unit; stored in km.
    const power = powerFromField(form.power);
    const parsed = vehicleCreateSchema.safeParse({
      ...form,
      power: power ?? undefined,
      energyType: gradeFromField(form.energyType, me.country, power),
      displacement: distanceFromField(form.displacement),
      vehicleType,
      ...source,
    });
    const yearError = parsed.success && !isModelYearAccepted(parsed.data.year, new Date());
    setErrors(parsed.success ? (yearError ? { year: { key: "yearRange" } } : {}) : toFieldErrors(parsed.error));
    if (!parsed.success || yearError) return;
    const retried = typeof draft?._id === "string" ? draft._id : undefined;
    setAdded(await addVehicle(db, parsed.data, { id: retried, resolves: retryId }));
  };

  const planPrompt = (message: string) => (
    <section className="card empty" role="alert">
      <Icon name="crown" size={36} />
      <p>{message}</p>
      <Link to="/plans" search={{ return: "add-vehicle" }} className="button">
        <Trans>See the plans</Trans>
      </Link>
    </section>
  );

  if (!vehicleType) {
    return (
      <main id="main" className="page narrow">
        <PageHeader
          title={t`Add a vehicle`}
          back={{ to: "/user" }}
          backLabel={t`Back`}
          subtitle={full ? undefined : t`What kind of vehicle is it?`}
        />
        {full ? (
          planPrompt(messageText(full))
        ) : (
          <div className="type-choices">
            {addableVehicleTypes.map((type) => (
              <button key={type} type="button" className="card type-choice" onClick={() => chooseType(type)}>
                <Icon name={vehicleIcon[type]} size={36} />
                <span>{vehicleTypeName(type)}</span>
              </button>
            ))}
          </div>
        )}
      </main>
    );
  }

  const engine = hasEngine(vehicleType);
  return (
    <main id="main" className="page narrow">
      <header className="page-header">
        <button type="button" className="icon-button back" aria-label={t`Back`} onClick={() => setVehicleType(null)}>
          <Icon name="back" />
        </button>
        <div>
          <h1>{t`Add a vehicle`}</h1>
          <p className="subtitle">{vehicleTypeName(vehicleType)}</p>
        </div>
      </header>
      {refusal ? (
        planPrompt(messageText(refusal))
      ) : (
        <>
          {vehicleType === "bicycle" && (
            <section className="card stack" aria-labelledby="strava-import-title">
              <h2 id="strava-import-title">
                <Trans>On Strava?</Trans>
              </h2>
              <p className="muted">
                <Trans>Import the bike with its name and kilometres, and keep them up to date.</Trans>
              </p>
              <ConnectStravaButton label={t`Import from Strava`} />
            </section>
          )}
          <form className="card form" onSubmit={(event) => void submit(event)} noValidate>
            {engine && (
              <VinField
                value={form.bodySerial}
                error={errors.bodySerial}
                onChange={set("bodySerial")}
                make={form.manufacture}
                year={form.year}
                onUse={(filled) => setForm({ ...form, ...filled })}
              />
            )}
            <TextField
              label={t`Brand`}
              name="manufacture"
              value={form.manufacture}
              error={errors.manufacture}
              onChange={set("manufacture")}
            />
            <TextField label={t`Model`} name="model" value={form.model} error={errors.model} onChange={set("model")} />
            {engine && (
              <TextField
                label={t`Plate number (optional)`}
                name="plateNumber"
                autoCapitalize="characters"
                value={form.plateNumber}
                error={errors.plateNumber}
                onChange={set("plateNumber")}
              />
            )}
            <div className="grid-2">
              <TextField
                label={t`Year (optional)`}
                name="year"
                type="number"
                inputMode="numeric"
                value={form.year}
                error={errors.year}
                onChange={set("year")}
              />
              <TextField
                label={distanceWords().optional}
                name="displacement"
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                value={form.displacement}
                error={errors.displacement}
                onChange={set("displacement")}
              />
            </div>
            <EnergyFields
              vehicleType={vehicleType}
              country={me.country}
              power={form.power}
              energyType={form.energyType}
              onPowerChange={set("power")}
              onEnergyTypeChange={set("energyType")}
            />
            <div className="row spread">
              <button
                type="button"
                className="button secondary"
                onClick={() => {
                  setForm(emptyForm);
                  setErrors({});
                  setVehicleType(null);
                }}
              >
                <Trans>Clear</Trans>
              </button>
              <button type="submit" className="button">
                <Trans>Add vehicle</Trans>
              </button>
            </div>
          </form>
        </>
      )}
      <Modal
        open={added !== null}
        tone="success"
        icon={<Icon name="check" size={28} />}
        title={t`Vehicle added`}
        onClose={() => void navigate({ to: "/user" })}
        actions={
          <>
            {added && added.initialKm > 0 && (
              <button
                type="button"
                className="button secondary"
                onClick={() => void navigate({ to: "/vehicle/maintenance-status/$id", params: { id: added._id } })}
              >
                <Trans>Log its parts</Trans>
              </button>
            )}
            <button type="button" className="button" onClick={() => void navigate({ to: "/user" })}>
              <Trans>OK</Trans>
            </button>
          </>
        }
      >
        {added && added.initialKm > 0 ? (
          <Trans>
            It's in your garage. It has been driven already: log its last service and when its tires, brakes and battery
            were last replaced, so their status is not a guess.
          </Trans>
        ) : (
          <Trans>It's in your garage. Set its maintenance interval to follow its status.</Trans>
        )}
      </Modal>
      <p className="center">
        <Link to="/user" className="text-link">
          <Trans>Back to your garage</Trans>
        </Link>
      </p>
    </main>
  );
}
