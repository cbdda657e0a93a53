import { z } from "zod";

/** Upper-cases the first character and keeps the rest ("bMW x5" stays "BMW x5", "toyota" → "Toyota"). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Cuts a text to `max` characters, ending in an ellipsis when something was cut. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}

/** A trimmed text that must not be empty. */
export function requiredText(max = 200) {
  return z.string({ error: "required" }).trim().min(1, { error: "required" }).max(max, { error: "maxLength" });
}

/** A trimmed text of at least `min` characters ("required" when empty, "minLength" when short). */
export function textOfLength(min: number, max = 200) {
  return requiredText(max).min(min, { error: "minLength" });
}

/** A trimmed optional text; blank becomes undefined. */
export function optionalText(max = 200) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.string({ error: "invalidOption" }).trim().max(max, { error: "maxLength" }).optional(),
  );
}
