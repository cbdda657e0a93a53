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

/** The currency an amount was paid in: the country's usual ones first. */
export function CurrencyField({
  label,
  value,
  onChange,
}: {
  label?: string;
  value: Currency;
  onChange: (currency: Currency) => void;
}) {
  const { t } = useLingui();
  return (
    <SelectField
      label={label ?? t`Currency`}
      name="currency"
      value={value}
      onChange={(event) => onChange(event.target.value as Currency)}
    >
      {offeredCurrencies(currentCountry()).map((code) => (
        <option key={code} value={code}>
          {currencyName(code)}
        </option>
      ))}
    </SelectField>
  );
}
