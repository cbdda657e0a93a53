import { Trans, useLingui } from "@lingui/react/macro";
import { type FieldError, readVin } from "@odo/domain";
import { regionName } from "../../shared/i18n/unit-labels.js";
import { TextField } from "../../shared/ui/field.js";

/**
 * The VIN (stored as the body serial), read on this phone as it is typed, offline: the maker and
 * the country from its first characters, the model year from its tenth, and a North American
 * check digit that does not add up said at once. The owner confirms the make and year by tapping.
 */
export function VinField({
  value,
  error,
  onChange,
  make,
  year,
  onUse,
}: {
  value: string;
  error?: FieldError | undefined;
  onChange: (event: { target: { value: string } }) => void;
  /** The form's make and year now: the offer to use the VIN's goes once they match. */
  make: string;
  year: string;
  onUse: (read: { make: string | null; year: number | null }) => void;
}) {
  const { t } = useLingui();
  const reading = value.trim() === "" ? null : readVin(value, new Date());
  const country = reading?.country ? regionName(reading.country) : null;
  const said = reading && [reading.make, reading.modelYear, country].filter((part) => part !== null).join(" · ");
  const differs =
    reading &&
    reading.checkDigit !== "wrong" &&
    ((reading.make !== null && reading.make.toLocaleLowerCase() !== make.trim().toLocaleLowerCase()) ||
      (reading.modelYear !== null && String(reading.modelYear) !== year.trim()));
  const makeAndYear = reading ? [reading.make, reading.modelYear].filter((part) => part !== null).join(" ") : "";
  const hint =
    reading === null ? (
      <Trans>17 characters, on the windscreen's corner, the door frame or the registration.</Trans>
    ) : reading.checkDigit === "wrong" ? (
      <strong>
        <Trans>This VIN does not add up: a character is likely misread. Check it against the car.</Trans>
      </strong>
    ) : (
      <span>
        {said ? <Trans>Read from the VIN: {said}</Trans> : <Trans>A VIN of a maker this phone does not know.</Trans>}
      </span>
    );
  return (
    <div className="stack tight">
      <TextField
        label={t`VIN (optional)`}
        name="bodySerial"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        value={value}
        error={error}
        hint={hint}
        onChange={onChange}
      />
      {reading && differs && makeAndYear && (
        <button
          type="button"
          className="button secondary small"
          onClick={() => onUse({ make: reading.make, year: reading.modelYear })}
        >
          <Trans>Use {makeAndYear}</Trans>
        </button>
      )}
    </div>
  );
}
