import { Trans, useLingui } from "@lingui/react/macro";
import {
  capabilitiesOf,
  defaultFuelType,
  type FieldError,
  hasEngine,
  isImplausibleJump,
  isModelYearAccepted,
  powerOf,
  toFieldErrors,
  type Vehicle,
  type VehicleUpdate,
  vehicleEditFormSchema,
  vehicleGradesFor,
  vehicleTypes,
} from "@odo/domain";
import { type FormEvent, useState } from "react";
import { useOdometer, useVehicle } from "../../data/garage.js";
import { VehicleMissing } from "../../shared/entry-kit/vehicle-missing.js";
import { updateVehicle } from "../../shared/garage/vehicle-mutations.js";
import { day, distance } from "../../shared/i18n/format.js";
import { fuelName, powerName } from "../../shared/i18n/garage-labels.js";
import { vehicleTypeName } from "../../shared/i18n/labels.js";
import { currentCountry } from "../../shared/i18n/region.js";
import { distanceField, distanceFromField } from "../../shared/i18n/unit-fields.js";
import { distanceWords } from "../../shared/i18n/unit-labels.js";
import { useRetryFill } from "../../shared/refusals/use-refusals.js";
import { useDatabase } from "../../shared/sync/context.js";
import { inputText, nestedArgs } from "../../shared/sync/retry-draft.js";
import { ConfirmReading } from "../../shared/ui/confirm-reading.js";
import { SelectField, TextField } from "../../shared/ui/field.js";
import { Icon } from "../../shared/ui/icons.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { showToast } from "../../shared/ui/toasts.js";
import { DeleteVehicleButton } from "./delete-vehicle.js";
import { EnergyFields, gradeFromField, powerFromField } from "./energy-fields.js";
import { TransferButton, useHandover } from "./transfer-button.js";
import { VinField } from "./vin-field.js";

type FormValues = Record<
  | "vehicleType"
  | "power"
  | "energyType"
  | "manufacture"
  | "model"
  | "plateNumber"
  | "year"
  | "displacement"
  | "color"
  | "passengers"
  | "bodySerial"
  | "boughtDate"
  | "insuranceDate"
  | "taxesDate",
  string
>;

const dateOnly = (iso: string | null) => (iso ? iso.slice(0, 10) : "");

function formOf(vehicle: Vehicle): FormValues {
  return {
    vehicleType: vehicle.vehicleType,
    power: powerOf(vehicle) ?? "",
    energyType: vehicle.energyType ?? defaultFuelType,
    manufacture: vehicle.manufacture,
    model: vehicle.model,
    plateNumber: vehicle.plateNumber ?? "",
    year: vehicle.year?.toString() ?? "",
    displacement: distanceField(vehicle.displacement),
    color: vehicle.color ?? "",
    passengers: vehicle.passengers?.toString() ?? "",
    bodySerial: vehicle.bodySerial ?? "",
    boughtDate: dateOnly(vehicle.boughtDate),
    insuranceDate: dateOnly(vehicle.insuranceDate),
    taxesDate: dateOnly(vehicle.taxesDate),
  };
}

/** A refused patch over the vehicle's current values, as the edit form shows it. */
function formWithPatch(vehicle: Vehicle, patch: Record<string, unknown>): FormValues {
  const form = formOf(vehicle);
  for (const key of Object.keys(form) as (keyof FormValues)[]) {
    if (!(key in patch)) continue;
    const value = patch[key];
    form[key] = key.endsWith("Date") ? dateOnly(typeof value === "string" ? value : null) : inputText(value);
  }
  return form;
}

/** The fields whose value the edit changed: the patch sent to the server. */
function changedFields(vehicle: Vehicle, edited: Record<string, unknown>): VehicleUpdate {
  const before = vehicle as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(edited).filter(([key, value]) => value !== undefined && value !== before[key]),
  ) as VehicleUpdate;
}

/**
 * `/vehicle/info/{id}`: read-only first; the pencil edits (SPEC §4 "Vehicle edit"); delete; transfer.
 * With `retryId` it opens in edit mode with a refused edit over the current values.
 */
export function VehicleInfoScreen({ vehicleId, retryId }: { vehicleId: string; retryId?: number | undefined }) {
  const { t } = useLingui();
  const db = useDatabase();
  const vehicle = useVehicle(vehicleId);
  const odometer = useOdometer(vehicle);
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<FormValues | null>(null);
  const [refusedPatch, setRefusedPatch] = useState<Record<string, unknown> | null>(null);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [unsure, setUnsure] = useState<VehicleUpdate | null>(null);
  useRetryFill(retryId, "vehicle.update", (args) => {
    setRefusedPatch(nestedArgs(args, "patch"));
    setEditing(true);
  });
  const handover = useHandover(vehicle);
  // Handed over while its QR was on screen: the hand-over takes the owner home.
  if (vehicle === null && !handover.inProgress) return <VehicleMissing />;
  if (!vehicle || odometer === undefined) return <Spinner label={t`Loading…`} />;

  const values = form ?? (refusedPatch ? formWithPatch(vehicle, refusedPatch) : formOf(vehicle));
  const set = (field: keyof FormValues) => (event: { target: { value: string } }) =>
    setForm({ ...values, [field]: event.target.value });
  // A date can be removed as well as changed: a blank date is no date (no "taxes due today").
  const clearDate = (field: "boughtDate" | "insuranceDate" | "taxesDate", label: string) =>
    values[field] === ""
      ? undefined
      : (inputId: string) => (
          <button
            type="button"
            className="button secondary field-reveal"
            aria-controls={inputId}
            aria-label={t`Clear "${label}"`}
            onClick={() => setForm({ ...values, [field]: "" })}
          >
            {t`Clear`}
          </button>
        );
  const cancel = () => {
    setForm(null);
    setRefusedPatch(null);
    setErrors({});
    setEditing(false);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = vehicleEditFormSchema(vehicle).safeParse({
      ...values,
      power: powerFromField(values.power),
      energyType: gradeFromField(values.energyType, currentCountry(), powerFromField(values.power)) ?? null,
      // Typed in the user's unit; stored in km (untouched, exactly as it was).
      displacement: distanceFromField(values.displacement, vehicle.displacement),
    });
    const yearError = parsed.success && parsed.data.year !== null && !isModelYearAccepted(parsed.data.year, new Date());
    setErrors(parsed.success ? (yearError ? { year: { key: "yearRange" } } : {}) : toFieldErrors(parsed.error));
    if (!parsed.success || yearError) return;
    const patch = changedFields(vehicle, parsed.data);
    if (isImplausibleJump(patch.displacement, odometer)) {
      setUnsure(patch);
      return;
    }
    await apply(patch);
  };
  const apply = async (patch: VehicleUpdate) => {
    setUnsure(null);
    if (Object.keys(patch).length > 0) await updateVehicle(db, vehicle, patch, { resolves: retryId });
    showToast(t`Changes saved`, "success");
    cancel();
  };
  const engine = hasEngine(vehicle.vehicleType);
  // The form follows the type being chosen: a bicycle has no energy to pick.
  const editedType = vehicleTypes.find((type) => type === values.vehicleType) ?? vehicle.vehicleType;
  const power = powerOf(vehicle);
  // The grade is shown where the owner's pumps sell octane grades (in the USA each refuel names its own).
  const grade =
    power && vehicle.energyType && vehicleGradesFor(currentCountry(), power).includes(vehicle.energyType)
      ? vehicle.energyType
      : null;
  const can = capabilitiesOf(vehicle);

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Information`}
        back={{ to: "/vehicle/$id", params: { id: vehicle._id } }}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      {!editing ? (
        <section className="card">
          <div className="row spread">
            <h2>
              <Trans>Details</Trans>
            </h2>
            {can.editVehicle && (
              <button type="button" className="button secondary" onClick={() => setEditing(true)}>
                <Icon name="pencil" size={18} />
                <Trans>Edit</Trans>
              </button>
            )}
          </div>
          <dl className="facts">
            <div className="fact">
              <dt>{t`Type`}</dt>
              <dd>{vehicleTypeName(vehicle.vehicleType)}</dd>
            </div>
            <div className="fact">
              <dt>{t`Brand`}</dt>
              <dd>{vehicle.manufacture}</dd>
            </div>
            <div className="fact">
              <dt>{t`Model`}</dt>
              <dd>{vehicle.model}</dd>
            </div>
            {engine && (
              <div className="fact">
                <dt>{t`Plate`}</dt>
                <dd>{vehicle.plateNumber ?? "—"}</dd>
              </div>
            )}
            <div className="fact">
              <dt>{t`Year`}</dt>
              <dd>{vehicle.year ?? "—"}</dd>
            </div>
            {(engine || power) && (
              <div className="fact">
                <dt>{engine ? t`Energy` : t`Battery`}</dt>
                <dd>{power ? powerName(power) : "—"}</dd>
              </div>
            )}
            {grade && (
              <div className="fact">
                <dt>{t`Fuel`}</dt>
                <dd>{fuelName(grade)}</dd>
              </div>
            )}
            {can.viewKm && (
              <div className="fact">
                <dt>{t`Kilometres`}</dt>
                <dd>{distance(vehicle.displacement)}</dd>
              </div>
            )}
            <div className="fact">
              <dt>{t`Colour`}</dt>
              <dd>{vehicle.color ?? "—"}</dd>
            </div>
            <div className="fact">
              <dt>{t`Passengers`}</dt>
              <dd>{vehicle.passengers ?? "—"}</dd>
            </div>
            <div className="fact">
              <dt>{t`Body serial (VIN)`}</dt>
              <dd>{vehicle.bodySerial ?? "—"}</dd>
            </div>
            <div className="fact">
              <dt>{t`Bought`}</dt>
              <dd>{vehicle.boughtDate ? day(vehicle.boughtDate) : "—"}</dd>
            </div>
            <div className="fact">
              <dt>{t`Insurance due`}</dt>
              <dd>{vehicle.insuranceDate ? day(vehicle.insuranceDate) : "—"}</dd>
            </div>
            <div className="fact">
              <dt>{t`Taxes due`}</dt>
              <dd>{vehicle.taxesDate ? day(vehicle.taxesDate) : "—"}</dd>
            </div>
          </dl>
        </section>
      ) : (
        <form className="card form" onSubmit={(event) => void save(event)} noValidate>
          <h2>
            <Trans>Edit</Trans>
          </h2>
          <SelectField
            label={t`Type`}
            name="vehicleType"
            value={values.vehicleType}
            error={errors.vehicleType}
            onChange={set("vehicleType")}
          >
            {vehicleTypes.map((type) => (
              <option key={type} value={type}>
                {vehicleTypeName(type)}
              </option>
            ))}
          </SelectField>
          <p className="muted">
            <Trans>Only the brand and the model are needed; leave the rest blank if you don't know them.</Trans>
          </p>
          <TextField
            label={t`Brand`}
            name="manufacture"
            required
            value={values.manufacture}
            error={errors.manufacture}
            onChange={set("manufacture")}
          />
          <TextField
            label={t`Model`}
            name="model"
            required
            value={values.model}
            error={errors.model}
            onChange={set("model")}
          />
          {engine && (
            <TextField
              label={t`Plate`}
              name="plateNumber"
              value={values.plateNumber}
              error={errors.plateNumber}
              onChange={set("plateNumber")}
            />
          )}
          <div className="grid-2">
            <TextField
              label={t`Year`}
              name="year"
              type="number"
              inputMode="numeric"
              value={values.year}
              error={errors.year}
              onChange={set("year")}
            />
            <TextField
              label={distanceWords().required}
              name="displacement"
              type="number"
              inputMode="decimal"
              step="0.01"
              value={values.displacement}
              error={errors.displacement}
              onChange={set("displacement")}
            />
          </div>
          <EnergyFields
            vehicleType={editedType}
            country={currentCountry()}
            power={values.power}
            energyType={values.energyType}
            onPowerChange={set("power")}
            onEnergyTypeChange={set("energyType")}
          />
          <div className="grid-2">
            <TextField
              label={t`Colour`}
              name="color"
              value={values.color}
              error={errors.color}
              onChange={set("color")}
            />
            <TextField
              label={t`Passengers`}
              name="passengers"
              type="number"
              inputMode="numeric"
              value={values.passengers}
              error={errors.passengers}
              onChange={set("passengers")}
            />
          </div>
          {engine ? (
            <VinField
              label={t`Body serial (VIN)`}
              value={values.bodySerial}
              error={errors.bodySerial}
              onChange={set("bodySerial")}
              make={values.manufacture}
              year={values.year}
              onUse={(filled) => setForm({ ...values, ...filled })}
            />
          ) : (
            <TextField
              label={t`Frame number`}
              name="bodySerial"
              value={values.bodySerial}
              error={errors.bodySerial}
              onChange={set("bodySerial")}
            />
          )}
          <TextField
            label={t`Bought`}
            name="boughtDate"
            type="date"
            value={values.boughtDate}
            error={errors.boughtDate}
            onChange={set("boughtDate")}
            after={clearDate("boughtDate", t`Bought`)}
          />
          <TextField
            label={t`Insurance due`}
            name="insuranceDate"
            type="date"
            value={values.insuranceDate}
            error={errors.insuranceDate}
            onChange={set("insuranceDate")}
            after={clearDate("insuranceDate", t`Insurance due`)}
          />
          <TextField
            label={t`Taxes due`}
            name="taxesDate"
            type="date"
            value={values.taxesDate}
            error={errors.taxesDate}
            onChange={set("taxesDate")}
            after={clearDate("taxesDate", t`Taxes due`)}
          />
          <div className="row spread">
            <button type="button" className="button secondary" onClick={cancel}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className="button">
              <Trans>Save</Trans>
            </button>
          </div>
        </form>
      )}
      {can.transfer && (
        <section className="card stack">
          <h2>
            <Trans>Hand over or remove</Trans>
          </h2>
          <p className="muted">
            <Trans>Selling it? Show the new owner a QR code: the vehicle moves to their garage with its history.</Trans>
          </p>
          <div className="row wrap">
            <TransferButton vehicle={vehicle} handover={handover} />
            <DeleteVehicleButton vehicle={vehicle} />
          </div>
        </section>
      )}
      <ConfirmReading
        reading={unsure?.displacement ?? null}
        currentKm={odometer}
        onConfirm={() => unsure && void apply(unsure)}
        onCancel={() => setUnsure(null)}
      />
    </main>
  );
}
