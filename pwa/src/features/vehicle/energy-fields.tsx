import { useLingui } from "@lingui/react/macro";
import { fuelTypes, powerSources } from "@odo/domain";
import { fuelName, powerSourceName } from "../../shared/i18n/garage-labels.js";
import { SelectField } from "../../shared/ui/field.js";

type Change = (event: { target: { value: string } }) => void;

/** What moves the vehicle and, for gasoline, its fuel grade (SPEC §5): on the add and edit forms. */
export function EnergyFields({
  type,
  energyType,
  onTypeChange,
  onEnergyTypeChange,
}: {
  type: string;
  energyType: string;
  onTypeChange: Change;
  onEnergyTypeChange: Change;
}) {
  const { t } = useLingui();
  return (
    <div className="grid-2">
      <SelectField label={t`Energy`} name="type" value={type} onChange={onTypeChange}>
        {powerSources.map((source) => (
          <option key={source} value={source}>
            {powerSourceName(source)}
          </option>
        ))}
      </SelectField>
      {type === "gasoline" && (
        <SelectField label={t`Fuel`} name="energyType" value={energyType} onChange={onEnergyTypeChange}>
          {fuelTypes.map((fuel) => (
            <option key={fuel} value={fuel}>
              {fuelName(fuel)}
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}
