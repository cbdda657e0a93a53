import { useLingui } from "@lingui/react/macro";
import { type Currency, displayNames, offeredCurrencies } from "@odo/domain";
import { currentLanguage } from "../i18n/i18n.js";
import { currentCountry } from "../i18n/region.js";
import { SelectField } from "./field.js";

/** "USD · US dollar", in the user's language. */
export function currencyName(code: Currency): string {
  const name = displayNames(currentLanguage(), { type: "currency" }).of(code);
  return name && name !== code ? `${code} · ${name}` : code;
}

/** The currency an amount was paid in: the country's usual ones first; null asks for one, with no preset. */
export function CurrencyField({
  id,
  label,
  value,
  onChange,
}: {
  id?: string;
  label?: string;
  value: Currency | null;
  onChange: (currency: Currency) => void;
}) {
  const { t } = useLingui();
  return (
    <SelectField
      id={id}
      label={label ?? t`Currency`}
      name="currency"
      value={value ?? ""}
      required={value === null}
      onChange={(event) => onChange(event.target.value as Currency)}
    >
      {value === null && (
        <option value="" disabled>
          {t`Choose…`}
        </option>
      )}
      {offeredCurrencies(currentCountry()).map((code) => (
        <option key={code} value={code}>
          {currencyName(code)}
        </option>
      ))}
    </SelectField>
  );
}
