import { useLingui } from "@lingui/react/macro";
import {
  type Country,
  defaultFuelType,
  type FuelType,
  hasEngine,
  powersFor,
  type VehiclePower,
  type VehicleType,
  vehicleGradesFor,
  vehiclePowers,
} from "@odo/domain";
import { fuelName, powerName } from "../../shared/i18n/garage-labels.js";
import { SelectField } from "../../shared/ui/field.js";

type Change = (event: { target: { value: string } }) => void;

/** The form's text for a power: "" for none (a bicycle without a battery). */
export const powerFromField = (text: string): VehiclePower | null =>
  vehiclePowers.find((power) => power === text) ?? null;

/** The grade the form sends: one the owner's pumps sell for this power, else the default. */
export function gradeFromField(text: string, country: Country, power: VehiclePower | null): FuelType | undefined {
  if (power === null) return undefined;
  const offered = vehicleGradesFor(country, power);
  return offered.find((grade) => grade === text) ?? (offered.length > 0 ? defaultFuelType : undefined);
}

/**
 * What the vehicle runs on and, where the owner's pumps sell octane grades, the grade it takes:
 * on the add and edit forms. A bicycle is asked only whether it has a battery (an e-bike's
 * charges are logged).
 */
export function EnergyFields({
  vehicleType,
  country,
  power,
  energyType,
  onPowerChange,
  onEnergyTypeChange,
}: {
  vehicleType: VehicleType;
  country: Country;
  power: string;
  energyType: string;
  onPowerChange: Change;
  onEnergyTypeChange: Change;
}) {
  const { t } = useLingui();
  const chosen = powerFromField(power);
  const grades = chosen ? vehicleGradesFor(country, chosen) : [];
  if (!hasEngine(vehicleType)) {
    return (
      <SelectField label={t`Battery`} name="power" value={power} onChange={onPowerChange}>
        <option value="">{t`None`}</option>
        <option value="electric">{t`Electric (e-bike)`}</option>
      </SelectField>
    );
  }
  return (
    <div className="grid-2">
      <SelectField label={t`Energy`} name="power" value={power} onChange={onPowerChange}>
        {powersFor(vehicleType).map((option) => (
          <option key={option} value={option}>
            {powerName(option)}
          </option>
        ))}
      </SelectField>
      {grades.length > 0 && (
        <SelectField label={t`Fuel`} name="energyType" value={energyType} onChange={onEnergyTypeChange}>
          {grades.map((grade) => (
            <option key={grade} value={grade}>
              {fuelName(grade)}
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}
