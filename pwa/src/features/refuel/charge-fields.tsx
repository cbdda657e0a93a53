import { useLingui } from "@lingui/react/macro";
import { type ChargePlace, chargeLimits, chargePlaces, type FieldError } from "@odo/domain";
import { chargePlaceName } from "../../shared/i18n/garage-labels.js";
import { TextField } from "../../shared/ui/field.js";

/** A charge's own details, as the form holds them (text while typed). */
export interface ChargeFormValues {
  chargePlace: ChargePlace;
  socStart: string;
  socEnd: string;
  chargerKw: string;
  chargeMinutes: string;
}

export const newChargeValues = (): ChargeFormValues => ({
  chargePlace: "home",
  socStart: "",
  socEnd: "",
  chargerKw: "",
  chargeMinutes: "",
});

/**
 * Where the car was charged (home, work or a public charger, whose network goes in the station's
 * name), and what the owner may note: the battery's level before and after, the charger's power
 * and how long it took. All but the place are optional.
 */
export function ChargeFields({
  values,
  errors,
  onChange,
}: {
  values: ChargeFormValues;
  errors: Record<string, FieldError>;
  onChange: (values: ChargeFormValues) => void;
}) {
  const { t } = useLingui();
  const set = (field: Exclude<keyof ChargeFormValues, "chargePlace">) => (event: { target: { value: string } }) =>
    onChange({ ...values, [field]: event.target.value });
  const percent = { type: "number", inputMode: "numeric", step: "1", min: "0", max: "100" } as const;
  return (
    <>
      <fieldset className="segmented">
        <legend>{t`Where`}</legend>
        {chargePlaces.map((place) => (
          <label key={place} className={values.chargePlace === place ? "selected" : undefined}>
            <input
              type="radio"
              name="chargePlace"
              value={place}
              checked={values.chargePlace === place}
              onChange={() => onChange({ ...values, chargePlace: place })}
            />
            {chargePlaceName(place)}
          </label>
        ))}
      </fieldset>
      <div className="grid-2">
        <TextField
          label={t`Battery at start (%)`}
          name="socStart"
          {...percent}
          value={values.socStart}
          error={errors.socStart}
          onChange={set("socStart")}
        />
        <TextField
          label={t`Battery at end (%)`}
          name="socEnd"
          {...percent}
          value={values.socEnd}
          error={errors.socEnd}
          onChange={set("socEnd")}
        />
      </div>
      <div className="grid-2">
        <TextField
          label={t`Charger power (kW)`}
          name="chargerKw"
          type="number"
          inputMode="decimal"
          step="0.1"
          min="0"
          max={chargeLimits.chargerKw}
          value={values.chargerKw}
          error={errors.chargerKw}
          onChange={set("chargerKw")}
        />
        <TextField
          label={t`Duration (minutes)`}
          name="chargeMinutes"
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          value={values.chargeMinutes}
          error={errors.chargeMinutes}
          onChange={set("chargeMinutes")}
        />
      </div>
    </>
  );
}
