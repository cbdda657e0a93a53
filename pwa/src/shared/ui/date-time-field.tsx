import { datePicker, type FieldError } from "@odo/domain";
import { useEffect, useRef } from "react";
import { dateFieldValue, entryDate, pickerDate, pickerYearRange, unreadableDate } from "../i18n/format.js";
import { TextField } from "./field.js";

/** The day's last time slot, `hh:mm` (23:30 with 30-minute slots). */
const lastSlotOfDay = (() => {
  const minutes = 24 * 60 - datePicker.slotMinutes;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
})();

/**
 * The phone's own date-and-time picker (the better control on a phone), in 30-minute steps over
 * twelve years (SPEC §9), with the chosen moment spelled out under it in the spec's format: the
 * native field writes dates as the browser's locale does, which need not be the app's language.
 *
 * The input is left to the browser while the person types: a half-typed date reads as empty, and
 * writing a value back then would wipe what they typed. Only a value set from outside (Clear, a
 * refused entry filled back in) is written into it. A date the browser cannot read is kept as
 * `unreadableDate`, which the rules refuse as "Date input not valid.".
 */
export function DateTimeField({
  label,
  value,
  original,
  error,
  onChange,
}: {
  label: string;
  /** "" is now; otherwise `yyyy-mm-ddThh:mm` in local time, or `unreadableDate`. */
  value: string;
  /** The edited entry's own instant, so an untouched field reads as that instant. */
  original?: string | undefined;
  error?: FieldError | undefined;
  onChange: (value: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const emitted = useRef(value);
  useEffect(() => {
    if (value === emitted.current || !input.current) return;
    emitted.current = value;
    input.current.value = dateFieldValue(value);
  }, [value]);
  const years = pickerYearRange();
  const instant = entryDate(value, original);
  return (
    <TextField
      ref={input}
      label={label}
      name="date"
      type="datetime-local"
      step={datePicker.slotMinutes * 60}
      min={`${years.first}-01-01T00:00`}
      max={`${years.last}-12-31T${lastSlotOfDay}`}
      defaultValue={dateFieldValue(value)}
      hint={Number.isNaN(Date.parse(instant)) ? undefined : pickerDate(instant)}
      error={error}
      onChange={(event) => {
        const next = event.target.value === "" ? unreadableDate : event.target.value;
        emitted.current = next;
        onChange(next);
      }}
    />
  );
}
