import { z } from "zod";

/** Lower case and without accents ("Batería" → "bateria"): how text is compared when searched or matched. */
export function foldedText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Folded text whose punctuation is single spaces (`Odo (mi)` → `odo mi`): names compared word by word. */
export function comparableWords(text: string): string {
  return foldedText(text)
    .replaceAll(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Upper-cases the first character and keeps the rest ("bMW x5" stays "BMW x5", "toyota" → "Toyota"). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Cuts a text to `max` characters, ending in an ellipsis when something was cut. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}

/**
 * Names, plates and labels end up in mail subjects, notifications and CSV cells, where a line break
 * or a control character starts a new header or row: a single-line text refuses them all. A
 * multi-line text (a description, an address) keeps line breaks and tabs and refuses the rest.
 * Both refuse the invisible marks that reorder text as it is shown (bidi embeddings, overrides
 * and isolates, U+202A–U+202E, U+2066–U+2069, and the direction marks), with which a name can
 * display as something other than what it is. A single line, where names are shown, also refuses
 * the invisible spaces (U+200B, U+2060, U+FEFF), with which two names that look the same are not;
 * the joiners (U+200C, U+200D) stay, as emoji and some scripts need them.
 */
export const controlInLine = /[\p{Cc}\u2028\u2029\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;
const controlInBlock = /(?![\t\n\r])\p{Cc}|[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

export type TextLines = "single" | "multi";

function withoutControls<S extends z.ZodString>(schema: S, lines: TextLines) {
  return schema.refine((text) => !(lines === "single" ? controlInLine : controlInBlock).test(text), {
    error: "invalidCharacters",
  });
}

/** A trimmed text that must not be empty. */
export function requiredText(max = 200, lines: TextLines = "single") {
  return withoutControls(
    z.string({ error: "required" }).trim().min(1, { error: "required" }).max(max, { error: "maxLength" }),
    lines,
  );
}

/** A trimmed text of at least `min` characters ("required" when empty, "minLength" when short). */
export function textOfLength(min: number, max = 200, lines: TextLines = "single") {
  return withoutControls(
    z
      .string({ error: "required" })
      .trim()
      .min(1, { error: "required" })
      .min(min, { error: "minLength" })
      .max(max, { error: "maxLength" }),
    lines,
  );
}

/** A trimmed optional text; blank becomes undefined. */
export function optionalText(max = 200, lines: TextLines = "single") {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    withoutControls(z.string({ error: "invalidOption" }).trim().max(max, { error: "maxLength" }), lines).optional(),
  );
}

/** As `optionalText`, and null clears the stored text (an edit's patch). */
export function clearableText(max = 200, lines: TextLines = "single") {
  return z.preprocess(
    (value) => (value === null ? null : typeof value === "string" && value.trim() === "" ? undefined : value),
    withoutControls(z.string({ error: "invalidOption" }).trim().max(max, { error: "maxLength" }), lines)
      .nullable()
      .optional(),
  );
}

/** A trimmed text that may be empty (a station's name and place default to "", an expense's notes). */
export function blankableText(max: number, lines: TextLines = "single") {
  return withoutControls(z.string({ error: "invalidOption" }).trim().max(max, { error: "maxLength" }), lines);
}
