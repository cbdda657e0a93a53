import { z } from "zod";

/** Rounds to the number of decimals a field's step allows (0.01 → 2). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * A number written in decimal, with a point or a comma: `Number()` alone would also read
 * "0x10" as 16, "1e3" as 1000 and "0b11" as 3, which no one typing a price means.
 */
const decimalText = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** Form inputs send strings; blank means "not given", anything else must read as a decimal number. */
function fromInput(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string") {
    const trimmed = value.trim();
    if (trimmed === "") return undefined;
    return decimalText.test(trimmed) ? Number(trimmed.replace(",", ".")) : value;
  }
  return value;
}

const finiteNumber = z.number({ error: "invalidNumber" }).finite({ error: "invalidNumber" });

/**
 * An optional number in [0, max] from a form or a request, rounded to `decimals` (its input step).
 * The bound is checked before rounding, so no accepted value can round to Infinity.
 */
export function optionalAmount(decimals: number, max: number) {
  return z.preprocess(
    fromInput,
    finiteNumber
      .min(0, { error: "negativeNumber" })
      .max(max, { error: "numberTooLarge" })
      .transform((value) => roundTo(value, decimals))
      .optional(),
  );
}

/** A required number in [0, max] with its own message key when missing. */
export function requiredAmount(decimals: number, requiredKey: string, max: number) {
  return z.preprocess(
    fromInput,
    z
      .number({ error: requiredKey })
      .finite({ error: "invalidNumber" })
      .min(0, { error: "negativeNumber" })
      .max(max, { error: "numberTooLarge" })
      .transform((value) => roundTo(value, decimals)),
  );
}

/** As `optionalAmount`, and null clears the stored value (an edit's patch). */
export function clearableAmount(decimals: number, max: number) {
  return z.preprocess(
    (value) => (value === null ? null : fromInput(value)),
    finiteNumber
      .min(0, { error: "negativeNumber" })
      .max(max, { error: "numberTooLarge" })
      .transform((value) => roundTo(value, decimals))
      .nullable()
      .optional(),
  );
}

/** A stored number in [0, max], as the server sends it and the device keeps it. */
export function storedNumber(max: number) {
  return z.number().min(0).max(max);
}

/** An optional whole number within [min, max], with `key` when out of range. */
export function optionalInteger(min: number, max: number, key: string) {
  return z.preprocess(
    fromInput,
    finiteNumber.int({ error: "invalidNumber" }).min(min, { error: key }).max(max, { error: key }).optional(),
  );
}

/** A required whole number (for "sent as an integer" inputs). */
export function requiredInteger(min: number, max: number, key: string) {
  return z.preprocess(
    fromInput,
    z
      .number({ error: "required" })
      .finite({ error: "invalidNumber" })
      .int({ error: "invalidNumber" })
      .min(min, { error: key })
      .max(max, { error: key }),
  );
}
