import { timeZoneSchema } from "@odo/domain";

/** A zone the runtime knows, else UTC: a bad `tz` must not break the page. */
export function timeZone(zone: string | undefined): string {
  return zone && timeZoneSchema.safeParse(zone).success ? zone : "UTC";
}
