/** A zone the runtime knows, else UTC: a bad `tz` must not break the page. */
export function timeZone(zone: string | undefined): string {
  if (!zone) return "UTC";
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}
