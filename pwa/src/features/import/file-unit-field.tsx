import { useLingui } from "@lingui/react/macro";
import { SelectField } from "../../shared/ui/field.js";

/**
 * A unit of the file: stated by the file (then only said), or asked for, with the other app's
 * units to choose from.
 */
export function FileUnitField<Unit extends string>({
  label,
  stated,
  statedText,
  name,
  units,
  unitName,
  value,
  onChange,
}: {
  label: string;
  stated: Unit | undefined;
  statedText: (unit: string) => string;
  name: string;
  units: readonly Unit[];
  unitName: Record<Unit, string>;
  value: Unit;
  onChange: (unit: Unit) => void;
}) {
  const { t } = useLingui();
  if (stated) return <p className="muted">{statedText(unitName[stated])}</p>;
  return (
    <SelectField
      label={label}
      name={name}
      value={value}
      hint={t`The file does not say. Choose what the other app showed.`}
      onChange={(event) => onChange(event.target.value as Unit)}
    >
      {units.map((unit) => (
        <option key={unit} value={unit}>
          {unitName[unit]}
        </option>
      ))}
    </SelectField>
  );
}
