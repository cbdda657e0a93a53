import { useLingui } from "@lingui/react/macro";
import {
  addableVehicleTypes,
  allowedPower,
  hasEngine,
  type ImportOutline,
  limitRefusal,
  type MessageKey,
  powersFor,
  type User,
  type Vehicle,
  type VehicleCreateInput,
  type VehicleLimits,
  type VehiclePower,
  type VehicleTarget,
  type VehicleType,
  vehiclePowers,
} from "@odo/domain";
import { useVehicleLimits } from "../../data/garage.js";
import { powerName } from "../../shared/i18n/garage-labels.js";
import { vehicleTypeName } from "../../shared/i18n/labels.js";
import { isKnownKey, messageText } from "../../shared/i18n/messages.js";
import { usePlanAppliedOnDevice } from "../../shared/plan/plan-on-device.js";
import { SelectField, TextField } from "../../shared/ui/field.js";
import { entryCounts } from "./import-labels.js";
import { vehicleFieldId } from "./import-needs.js";

type FoundVehicle = ImportOutline["vehicles"][number];

/**
 * New vehicles an import would add past the plan's limit, checked one after another as the
 * add form checks one (SPEC §5's pre-check, from the limits cached on the device).
 */
export function useLimitProblems(
  me: User,
  targets: Record<string, VehicleTarget> | undefined,
): { key: string; message: string }[] {
  const limits = useVehicleLimits(me._id, usePlanAppliedOnDevice(me));
  if (!limits || !targets) return [];
  let running: VehicleLimits = limits;
  const problems: { key: string; message: string }[] = [];
  for (const [key, target] of Object.entries(targets)) {
    if (target.kind !== "new") continue;
    const type = target.vehicle.vehicleType as VehicleType;
    const refusal = limitRefusal(running, type);
    if (refusal) {
      problems.push({ key, message: isKnownKey(refusal) ? messageText(refusal) : refusal });
      continue;
    }
    running = {
      ...running,
      currentCounts: { ...running.currentCounts, [type]: running.currentCounts[type] + 1 },
      totalVehicles: running.totalVehicles + 1,
    };
  }
  return problems;
}

/** Where one of the file's vehicles goes: a new vehicle (its type, make and model), one of the user's, or nowhere. */
export function VehicleTargetField({
  place,
  found,
  suggestion,
  owned,
  target,
  error,
  limitProblem,
  onChange,
}: {
  /** The vehicle's place in the file, for its fields' ids. */
  place: number;
  found: FoundVehicle;
  /** The new vehicle the file suggests, for when the user picks "A new vehicle". */
  suggestion: VehicleCreateInput;
  owned: readonly Vehicle[];
  target: VehicleTarget;
  error: { field: string; message: MessageKey } | undefined;
  limitProblem: string | undefined;
  onChange: (target: VehicleTarget) => void;
}) {
  const { t } = useLingui();
  const name = found.name || t`The file's vehicle`;
  const selected = target.kind === "existing" ? target.vehicleId : target.kind;
  const newVehicle = target.kind === "new" ? target.vehicle : suggestion;
  const fieldError = (field: string) => (error?.field === field ? { key: error.message } : undefined);
  return (
    <fieldset className="import-vehicle">
      <legend>
        {name} <span className="muted">({entryCounts(found)})</span>
      </legend>
      <SelectField
        label={t`Import into`}
        name={`target-${found.key}`}
        value={selected}
        onChange={(event) => {
          const value = event.target.value;
          if (value === "new") onChange({ kind: "new", vehicle: newVehicle });
          else if (value === "skip") onChange({ kind: "skip" });
          else onChange({ kind: "existing", vehicleId: value });
        }}
      >
        <option value="new">{t`A new vehicle`}</option>
        {owned.map((vehicle) => (
          <option key={vehicle._id} value={vehicle._id}>
            {vehicle.fullname}
            {vehicle.plateNumber ? ` · ${vehicle.plateNumber}` : ""}
          </option>
        ))}
        <option value="skip">{t`Don't import this vehicle`}</option>
      </SelectField>
      {target.kind === "new" && (
        <div className="grid-2">
          <SelectField
            label={t`Type`}
            name={`type-${found.key}`}
            value={target.vehicle.vehicleType}
            onChange={(event) =>
              onChange({ kind: "new", vehicle: { ...target.vehicle, vehicleType: event.target.value as VehicleType } })
            }
          >
            {addableVehicleTypes.map((type) => (
              <option key={type} value={type}>
                {vehicleTypeName(type)}
              </option>
            ))}
          </SelectField>
          <NewVehiclePower
            name={`power-${found.key}`}
            vehicleType={target.vehicle.vehicleType}
            power={target.vehicle.power}
            onChange={(power) => onChange({ kind: "new", vehicle: { ...target.vehicle, power } })}
          />
          <TextField
            label={t`Manufacturer`}
            id={vehicleFieldId(place, "manufacture")}
            name={`manufacture-${found.key}`}
            value={String(target.vehicle.manufacture ?? "")}
            error={fieldError("manufacture")}
            onChange={(event) =>
              onChange({ kind: "new", vehicle: { ...target.vehicle, manufacture: event.target.value } })
            }
          />
          <TextField
            label={t`Model`}
            id={vehicleFieldId(place, "model")}
            name={`model-${found.key}`}
            value={String(target.vehicle.model ?? "")}
            error={fieldError("model")}
            onChange={(event) => onChange({ kind: "new", vehicle: { ...target.vehicle, model: event.target.value } })}
          />
        </div>
      )}
      {limitProblem && (
        <p className="field-error" role="alert">
          {limitProblem}
        </p>
      )}
    </fieldset>
  );
}

/** What a new vehicle runs on, as the file suggests it: its charges and fills land where they belong. */
function NewVehiclePower({
  name,
  vehicleType,
  power,
  onChange,
}: {
  name: string;
  vehicleType: VehicleType;
  power: VehiclePower | undefined;
  onChange: (power: VehiclePower | undefined) => void;
}) {
  const { t } = useLingui();
  const engine = hasEngine(vehicleType);
  return (
    <SelectField
      label={engine ? t`Energy` : t`Battery`}
      name={name}
      value={allowedPower(vehicleType, power) ?? ""}
      onChange={(event) => onChange(vehiclePowers.find((option) => option === event.target.value))}
    >
      {!engine && <option value="">{t`None`}</option>}
      {powersFor(vehicleType).map((option) => (
        <option key={option} value={option}>
          {powerName(option)}
        </option>
      ))}
    </SelectField>
  );
}
