/**
 * The one text a value signs as: JSON Canonicalization Scheme (RFC 8785) for the values Odo signs
 * (objects, arrays, strings, finite numbers, booleans, null). Keys sorted by UTF-16 code units, no
 * whitespace, numbers and strings written as ECMAScript's JSON does, properties left undefined
 * dropped. Two writers that agree on the value agree byte for byte, whatever their key order.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError("canonicalJson: a number must be finite");
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(",")}]`;
  if (typeof value === "object") {
    const fields = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      // The default sort compares UTF-16 code units, which is what RFC 8785 asks for.
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`);
    return `{${fields.join(",")}}`;
  }
  throw new TypeError(`canonicalJson: cannot sign a ${typeof value}`);
}

/** The UTF-8 bytes a signature covers. */
export function canonicalBytes(value: unknown): Uint8Array {
  return new TextEncoder().encode(canonicalJson(value));
}
