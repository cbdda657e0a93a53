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

/** Text as UTF-8 bytes (lone surrogates as U+FFFD, as TextEncoder does). */
export function utf8Bytes(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const character of text) {
    let code = character.codePointAt(0) ?? 0xfffd;
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
  }
  return Uint8Array.from(bytes);
}

/** The UTF-8 bytes a signature covers. */
export function canonicalBytes(value: unknown): Uint8Array {
  return utf8Bytes(canonicalJson(value));
}
