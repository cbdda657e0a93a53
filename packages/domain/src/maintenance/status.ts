import { z } from "zod";
import { toTime } from "../shared/dates.js";
import type { ResetMaintenanceType } from "./adjustments.js";
import { resetsCounter } from "./adjustments.js";
import type { Maintenance } from "./maintenance.js";
import { type KmReading, kmReadings, type OdometerVehicle, odometerAt, odometerKm } from "./odometer.js";

export const maintenanceStatuses = ["good", "warning", "urgent"] as const;
export type MaintenanceStatus = (typeof maintenanceStatuses)[number];

/** SPEC §9: warning from 75 % of the interval, urgent from 90 %. */
export const statusThresholdsPercent = { warning: 75, urgent: 90 } as const;

/**
 * good below 75 %, warning from 75 % to below 90 %, urgent at 90 % or more; no interval (or 0) is
 * good. Compared in whole numbers so 7,500 of 10,000 km is exactly 75 %.
 */
export function statusForUsage(accumulatedKm: number, intervalKm: number | null | undefined): MaintenanceStatus {
  if (!intervalKm || intervalKm <= 0) return "good";
  const usage = accumulatedKm * 100;
  if (usage >= intervalKm * statusThresholdsPercent.urgent) return "urgent";
  if (usage >= intervalKm * statusThresholdsPercent.warning) return "warning";
  return "good";
}

const severity: Record<MaintenanceStatus, number> = { good: 0, warning: 1, urgent: 2 };

/** The most pressing of several statuses; good when there are none. */
export function worstStatus(statuses: readonly MaintenanceStatus[]): MaintenanceStatus {
  return statuses.reduce<MaintenanceStatus>(
    (worst, status) => (severity[status] > severity[worst] ? status : worst),
    "good",
  );
}

export const usageSchema = z.object({
  status: z.enum(maintenanceStatuses),
  accumulatedKm: z.number(),
  remainingKm: z.number(),
  maintenanceInterval: z.number(),
  progressPercentage: z.number(),
});
export type Usage = z.infer<typeof usageSchema>;

/** How far a counter has run through its interval. */
export function usage(accumulatedKm: number, intervalKm: number | null | undefined): Usage {
  const interval = intervalKm && intervalKm > 0 ? intervalKm : 0;
  const accumulated = Math.max(accumulatedKm, 0);
  return {
    status: statusForUsage(accumulated, interval),
    accumulatedKm: accumulated,
    remainingKm: Math.max(interval - accumulated, 0),
    maintenanceInterval: interval,
    progressPercentage: interval > 0 ? (accumulated / interval) * 100 : 0,
  };
}

/**
 * A counter's state: its status, or unknown while where it starts is not known (shown gray, SPEC
 * §4 "gray otherwise", and left out of the overall status).
 */
export const knownOrUnknownStatuses = [...maintenanceStatuses, "unknown"] as const;
export type KnownOrUnknownStatus = (typeof knownOrUnknownStatuses)[number];

/** SPEC §3 "Maintenance status" (summary); `unknown` until the vehicle's last service is known. */
export const maintenanceStatusSchema = usageSchema.extend({
  status: z.enum(knownOrUnknownStatuses),
  needsMaintenance: z.boolean(),
});
export type MaintenanceStatusSummary = z.infer<typeof maintenanceStatusSchema>;

export interface StatusVehicle extends OdometerVehicle {
  settings: {
    maintenanceInterval: number | null;
    resetMaintenanceType: ResetMaintenanceType | null;
  };
}

type MaintenanceRecord = Pick<Maintenance, "type" | "adjustments" | "kms" | "date" | "dateUnknown">;
type RefuelRecord = { date: string; displacement: number };

/**
 * Newest first; the same day falls back to the higher reading. An entry whose day is unknown is
 * placed by its km: the odometer only rises, so the higher reading is the later one.
 */
function newestFirst(a: MaintenanceRecord, b: MaintenanceRecord): number {
  if (a.dateUnknown || b.dateUnknown) return (b.kms ?? 0) - (a.kms ?? 0) || toTime(b.date) - toTime(a.date);
  return toTime(b.date) - toTime(a.date) || (b.kms ?? 0) - (a.kms ?? 0);
}

/**
 * Where a counter starts: the odometer at the latest maintenance that `matches`, else the
 * odometer when the vehicle was added.
 */
export function counterStartKm(
  vehicle: OdometerVehicle,
  maintenances: readonly MaintenanceRecord[],
  readings: readonly KmReading[],
  matches: (maintenance: MaintenanceRecord) => boolean,
): number {
  const latest = maintenances.filter(matches).sort(newestFirst)[0];
  if (latest === undefined) return vehicle.initialKm ?? 0;
  return latest.kms ?? odometerAt(latest.date, vehicle, readings);
}

/**
 * A new vehicle leaves the dealer with a few hundred km at most: added with no more, its service
 * counter starts where it was added. One added with more (a used car) has had services no one logged.
 */
export const newVehicleKm = 500;

/**
 * Whether the vehicle's service counter has a known start: a maintenance of its reset type was
 * logged, or it was added new. A used car added at 84,000 km with none logged is not at "0 of
 * 5,000 km": its last service is unknown until the owner records it.
 */
export function serviceStartKnown(
  vehicle: Pick<StatusVehicle, "initialKm" | "settings">,
  maintenances: readonly Pick<Maintenance, "type" | "adjustments">[],
): boolean {
  const resetType = vehicle.settings.resetMaintenanceType;
  if ((vehicle.initialKm ?? 0) <= newVehicleKm) return true;
  return resetType !== null && maintenances.some((maintenance) => resetsCounter(maintenance, resetType));
}

/**
 * The summary status (docs/architecture.md "Maintenance status"): the counter runs from the latest
 * maintenance of the vehicle's reset type to the odometer and is compared with its interval;
 * unknown (gray) while that start is not known (`serviceStartKnown`).
 */
export function maintenanceStatus(
  vehicle: StatusVehicle,
  maintenances: readonly MaintenanceRecord[],
  refuels: readonly RefuelRecord[],
): MaintenanceStatusSummary {
  const interval = vehicle.settings.maintenanceInterval ?? 0;
  if (interval > 0 && !serviceStartKnown(vehicle, maintenances)) {
    return { ...usage(0, interval), status: "unknown", needsMaintenance: false };
  }
  const readings = kmReadings(maintenances, refuels);
  const resetType = vehicle.settings.resetMaintenanceType;
  const start = counterStartKm(
    vehicle,
    maintenances,
    readings,
    (m) => resetType !== null && resetsCounter(m, resetType),
  );
  const result = usage(odometerKm(vehicle, readings) - start, vehicle.settings.maintenanceInterval);
  return { ...result, needsMaintenance: result.maintenanceInterval > 0 && result.remainingKm === 0 };
}
