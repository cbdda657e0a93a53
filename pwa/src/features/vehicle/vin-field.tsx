import { Trans, useLingui } from "@lingui/react/macro";
import { type FieldError, readVin } from "@odo/domain";
import { useId, useState } from "react";
import { regionName } from "../../shared/i18n/unit-labels.js";
import { TextField } from "../../shared/ui/field.js";
import { Icon } from "../../shared/ui/icons.js";
import { vinFromPhoto } from "./vin-barcode.js";
import { VinDecodeOffer } from "./vin-decode-offer.js";

/**
 * The VIN (stored as the body serial), read on this phone as it is typed, offline: the maker and
 * the country from its first characters, the model year from its tenth, and a North American
 * check digit that does not add up said at once. The owner confirms the make and year by tapping.
 */
export function VinField({
  label,
  value,
  error,
  onChange,
  make,
  year,
  onUse,
}: {
  /** The add flow says "VIN (optional)"; Information, where papers call it so, "Body serial (VIN)". */
  label?: string;
  value: string;
  error?: FieldError | undefined;
  onChange: (event: { target: { value: string } }) => void;
  /** The form's make and year now: the offer to use the VIN's goes once they match. */
  make: string;
  year: string;
  /** The form's make and year (and model, from the full decode) with the VIN's put in; the rest stays as typed. */
  onUse: (filled: { manufacture: string; year: string; model?: string }) => void;
}) {
  const { t } = useLingui();
  const photoId = useId();
  const [scan, setScan] = useState<"idle" | "reading" | "none" | "unavailable">("idle");
  // Once the server named the model, its offer stands for the phone's make and year.
  const [decodedVin, setDecodedVin] = useState<string | null>(null);
  const scanPhoto = async (photo: File | undefined) => {
    if (!photo) return;
    setScan("reading");
    try {
      const vin = await vinFromPhoto(photo);
      if (vin) onChange({ target: { value: vin } });
      setScan(vin ? "idle" : "none");
    } catch {
      // The reader's one download failed: offline before it was ever used.
      setScan("unavailable");
    }
  };
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
        label={label ?? t`VIN (optional)`}
        name="bodySerial"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        value={value}
        error={error}
        hint={hint}
        onChange={onChange}
      />
      <label htmlFor={photoId} className={`button secondary small${scan === "reading" ? " disabled" : ""}`}>
        <Icon name="qr" size={18} />
        {scan === "reading" ? <Trans>Reading the barcode…</Trans> : <Trans>Scan the VIN's barcode</Trans>}
      </label>
      <input
        id={photoId}
        type="file"
        accept="image/*"
        capture="environment"
        className="visually-hidden"
        disabled={scan === "reading"}
        onChange={(event) => {
          void scanPhoto(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      {scan === "none" && (
        <p className="field-error" role="alert">
          <Trans>No VIN barcode in that photo: take it closer, square to the label, or type the VIN.</Trans>
        </p>
      )}
      {scan === "unavailable" && (
        <p className="field-error" role="alert">
          <Trans>The barcode reader downloads the first time it is used: connect once, or type the VIN.</Trans>
        </p>
      )}
      {reading && differs && makeAndYear && decodedVin !== reading.vin && (
        <button
          type="button"
          className="button small"
          onClick={() =>
            onUse({
              manufacture: reading.make ?? make,
              year: reading.modelYear === null ? year : String(reading.modelYear),
            })
          }
        >
          <Trans>Use {makeAndYear}</Trans>
        </button>
      )}
      {reading && reading.checkDigit !== "wrong" && (
        <VinDecodeOffer
          vin={reading.vin}
          onDecoded={setDecodedVin}
          onUse={(filled) => onUse({ ...filled, year: filled.year || year })}
        />
      )}
    </div>
  );
}
