/**
 * Intl formatters cost far more to build than to use (a list of a thousand entries, or a form
 * re-rendered on a tap, would build hundreds), so each locale and options pair is built once.
 */
const built = new Map<string, unknown>();

function cached<T>(kind: string, locale: string, options: object, build: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = built.get(key) as T | undefined;
  if (format === undefined) {
    format = build();
    built.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached("number", locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached("date", locale, options, () => new Intl.DateTimeFormat(locale, options));

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat =>
  cached("relative", locale, options, () => new Intl.RelativeTimeFormat(locale, options));

/** One field of a `formatToParts` result, "" when the format has none. */
export function partValue(parts: readonly Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((part) => part.type === type)?.value ?? "";
}

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  cached("names", locale, options, () => new Intl.DisplayNames([locale], options));
