import { z } from "zod";
import type { Attachment } from "../attachment/attachment.js";
import type { VehiclePower } from "../energy/power.js";
import { addMonths, calendarDaysBetween } from "../format/calendar.js";
import { adjustmentKeySchema, maintenanceTypeSchema } from "../maintenance/adjustment-schemas.js";
import {
  type AdjustmentKey,
  adjustmentKeysFor,
  batteryKeys,
  fourWheelTireKeys,
  type MaintenanceType,
  maintenanceTypes,
  type ResetMaintenanceType,
  resetGroupKeys,
  resetGroups,
  resetsCounter,
  twoWheelTireKeys,
} from "../maintenance/adjustments.js";
import { componentIntervalsFor, partReplacement, touchesPart } from "../maintenance/component-status.js";
import type { Maintenance } from "../maintenance/maintenance.js";
import { kmReadings, odometerAt, odometerKm } from "../maintenance/odometer.js";
import { drivingPace, type Pace, projectedDate } from "../maintenance/pace.js";
import {
  counterStartKm,
  type StatusVehicle,
  serviceStartKnown,
  statusThresholdsPercent,
} from "../maintenance/status.js";
import { creationReading } from "../maintenance/timeline.js";
import type { AccessRole } from "../share/roles.js";
import { isoDateTimeSchema, toTime } from "../shared/dates.js";
import { type VehicleType, wheelLayout } from "../vehicle/catalog.js";
import { isRecurring, type Reminder, reminderSchema } from "./reminder.js";
import { dueTyresSchema, knowsTyreSets, type TyreHistory, tyreDueItems } from "./tyre-due.js";

/** How close an item is: fine, coming up, due now, or past it. */
export const dueLevels = ["ok", "soon", "due", "overdue"] as const;
export type DueLevel = (typeof dueLevels)[number];

/**
 * When items turn soon and due. Counters use SPEC §4's thresholds (soon from 75 % of the
 * interval, due from 90 %, overdue at 100 %); dates are soon within 30 days, due within 7,
 * overdue once passed; a one-off reminder at a km is soon within 1,000 km and due within 250.
 */
export const dueThresholds = {
  soonPercent: statusThresholdsPercent.warning,
  duePercent: statusThresholdsPercent.urgent,
  soonDays: 30,
  dueDays: 7,
  soonKm: 1_000,
  dueKm: 250,
} as const;

/** What an item is about: the service interval, a part, a date, a reminder, a set's tread or its age. */
export const dueKinds = [
  "service",
  "part",
  "insurance",
  "taxes",
  "inspection",
  "reminder",
  "tyreTread",
  "tyreAge",
] as const;

const duePartKeys = ["brakes", "battery", "chain", ...fourWheelTireKeys, ...twoWheelTireKeys] as const;
/** A part followed on its own (the spare tyre is in the catalogue but never followed). */
export type DuePart = (typeof duePartKeys)[number];

const projectionSchema = z.union([
  z.object({ date: isoDateTimeSchema, kmPerDay: z.number() }),
  z.object({ reason: z.enum(["tooFewReadings", "notMoving"]) }),
]);
/** When a km-based item is reached at the vehicle's pace, or why that cannot be said. */
export type Projection = z.infer<typeof projectionSchema>;

/** One thing coming up for a vehicle (`GET /vehicles/{id}/due` returns a list of them). */
export const dueItemSchema = z.object({
  /** Stable per item: "service", "part:brakes", "insurance", "reminder:{id}". */
  id: z.string(),
  /** One cycle of the item (a new service interval, a new insurance date): notified once each. */
  occurrence: z.string(),
  kind: z.enum(dueKinds),
  part: z.enum(duePartKeys).optional(),
  /** A set's tyres that reach their minimum tread (an axle's) or their age limit. */
  tyres: dueTyresSchema.optional(),
  reminder: reminderSchema.pick({ _id: true, title: true, adjustment: true, maintenanceType: true }).optional(),
  level: z.enum(dueLevels),
  /** Km to go (negative once passed) and the reading it falls due at; null when not km-based. */
  kmLeft: z.number().nullable(),
  dueKm: z.number().nullable(),
  /** Calendar days to go (negative once passed) and the date; null when not date-based. */
  daysLeft: z.number().nullable(),
  dueDate: isoDateTimeSchema.nullable(),
  /** For a km-based item still ahead. */
  projection: projectionSchema.nullable(),
  /** A reminder put out of sight for now. */
  snoozed: z.boolean(),
  /** The maintenance that deals with it, to open its add form prefilled. */
  entry: z.object({ type: maintenanceTypeSchema, adjustments: z.array(adjustmentKeySchema) }).nullable(),
});
export type DueItem = z.infer<typeof dueItemSchema>;
export type DueEntry = NonNullable<DueItem["entry"]>;

export interface DueVehicle extends StatusVehicle {
  vehicleType: VehicleType;
  /** What it runs on (an electric car's parts last differently); absent on vehicles from before powers. */
  power?: VehiclePower | null | undefined;
  insuranceDate: string | null;
  taxesDate: string | null;
  createdAt: string;
}

type Entries = {
  maintenances: readonly Pick<Maintenance, "type" | "adjustments" | "kms" | "date">[];
  refuels: readonly { date: string; displacement: number }[];
  /** The vehicle's papers: the newest inspection certificate's expiry is its inspection date. */
  attachments?: readonly Pick<Attachment, "purpose" | "paper" | "expiresOn" | "createdAt">[];
} & TyreHistory;

/** When the vehicle's inspection runs out: the expiry of its newest inspection certificate. */
export function inspectionDateOf(attachments: Entries["attachments"]): string | null {
  const certificates = (attachments ?? []).filter(
    (attachment) => attachment.purpose === "paper" && attachment.paper === "inspection" && attachment.expiresOn,
  );
  const newest = [...certificates].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  return newest?.expiresOn ?? null;
}

const severity: Record<DueLevel, number> = { ok: 0, soon: 1, due: 2, overdue: 3 };
const worse = (a: DueLevel, b: DueLevel) => (severity[b] > severity[a] ? b : a);

function counterLevel(kmLeft: number, interval: number): DueLevel {
  if (kmLeft <= 0) return "overdue";
  const used = (interval - kmLeft) * 100;
  if (used >= interval * dueThresholds.duePercent) return "due";
  return used >= interval * dueThresholds.soonPercent ? "soon" : "ok";
}

function kmLevel(kmLeft: number): DueLevel {
  if (kmLeft <= 0) return "overdue";
  if (kmLeft <= dueThresholds.dueKm) return "due";
  return kmLeft <= dueThresholds.soonKm ? "soon" : "ok";
}

function dateLevel(date: string, daysLeft: number, now: Date): DueLevel {
  if (toTime(date) <= now.getTime()) return "overdue";
  if (daysLeft <= dueThresholds.dueDays) return "due";
  return daysLeft <= dueThresholds.soonDays ? "soon" : "ok";
}

function typeOfAdjustment(key: AdjustmentKey): MaintenanceType {
  if ((batteryKeys as readonly string[]).includes(key)) return "battery";
  const tires: readonly string[] = [...fourWheelTireKeys, ...twoWheelTireKeys];
  return tires.includes(key) ? "tires" : "general";
}

/** The entry that restarts a vehicle's service counter. */
function serviceEntry(resetType: ResetMaintenanceType | null, vehicleType: VehicleType): DueEntry {
  if (resetType === null) return { type: "general", adjustments: [] };
  if ((maintenanceTypes as readonly string[]).includes(resetType)) {
    const type = resetType as MaintenanceType;
    return { type, adjustments: type === "general" ? [] : [...adjustmentKeysFor(type, vehicleType)] };
  }
  const available: readonly string[] = adjustmentKeysFor("general", vehicleType);
  const keys: readonly AdjustmentKey[] = (resetGroups as readonly string[]).includes(resetType)
    ? resetGroupKeys[resetType as (typeof resetGroups)[number]]
    : [resetType as AdjustmentKey];
  return { type: "general", adjustments: keys.filter((key) => available.includes(key)).slice(0, 1) };
}

/**
 * The maintenance that records a vehicle's last service (a used car's, whose history is not in
 * Odo): the work that restarts its count, or "other" work when any general maintenance does.
 */
export function lastServiceEntry(resetType: ResetMaintenanceType | null, vehicleType: VehicleType): DueEntry {
  const entry = serviceEntry(resetType, vehicleType);
  if (entry.type !== "general" || entry.adjustments.length > 0) return entry;
  return { type: "general", adjustments: [vehicleType === "bicycle" ? "bikeOther" : "changeOther"] };
}

function projectionOf(kmLeft: number | null, pace: Pace, now: Date): Projection | null {
  if (kmLeft === null || kmLeft <= 0) return null;
  return "kmPerDay" in pace ? { date: projectedDate(kmLeft, pace, now), kmPerDay: pace.kmPerDay } : pace;
}

/** A reminder's maintenance: the adjustment's, or the type's. */
function matchesReminder(
  reminder: Pick<Reminder, "adjustment" | "maintenanceType">,
  maintenance: Pick<Maintenance, "type" | "adjustments">,
): boolean {
  if (reminder.adjustment) return maintenance.adjustments.includes(reminder.adjustment);
  return reminder.maintenanceType !== null && maintenance.type === reminder.maintenanceType;
}

/**
 * Everything a vehicle has coming up, most pressing first (docs/architecture.md "Reminders"): its
 * service interval, each part with a known last replacement, its insurance and tax dates, and the
 * user's reminders. Each says how far it is in km and/or days and, when km-based, when the
 * vehicle reaches it at its recent pace. The same function serves the device, offline, and the
 * server's push and mail; `timeZone` counts calendar days as the reader sees them.
 */
export function dueItems(
  vehicle: DueVehicle,
  entries: Entries,
  reminders: readonly Reminder[],
  now: Date,
  timeZone = "UTC",
): DueItem[] {
  return dueItemsOver(vehicle, entries, reminders, timeZone)(now);
}

/** A km-counted item (the service interval, a part) as it stands whatever the time: all but its projection. */
type CountedItem = Omit<DueItem, "projection">;

/**
 * `dueItems` at any instant: what does not depend on the time (the readings, the odometer, each
 * counter's start, each reminder's due point) is worked out once, and each instant adds the pace,
 * the days and the levels dates give. The reminder run asks for a dozen instants per vehicle
 * (nextDueChange).
 */
export function dueItemsOver(
  vehicle: DueVehicle,
  entries: Entries,
  reminders: readonly Reminder[],
  timeZone = "UTC",
): (now: Date) => DueItem[] {
  // A tyre change or a tread reading at a km is a reading of the odometer like any other.
  const tyreReadings = [...(entries.tyreEvents ?? []), ...(entries.treadReadings ?? [])];
  const readings = [...creationReading(vehicle), ...kmReadings(entries.maintenances, entries.refuels, tyreReadings)];
  const odometer = odometerKm(vehicle, readings);
  // A reading without its day has a place, not a date: it says nothing of the pace.
  const datedReadings = readings.filter((reading) => !("undated" in reading && reading.undated));
  const nextServiceReminders = new Set(reminders.filter(isShopsNextService).map((reminder) => reminder._id));
  const base = { part: undefined, reminder: undefined, daysLeft: null, dueDate: null, snoozed: false };
  const counted: CountedItem[] = [];

  const interval = vehicle.settings.maintenanceInterval ?? 0;
  // A used car's last service never logged is unknown, not due: the vehicle page asks for it.
  if (interval > 0 && serviceStartKnown(vehicle, entries.maintenances)) {
    const resetType = vehicle.settings.resetMaintenanceType;
    const start = counterStartKm(vehicle, entries.maintenances, readings, (m) =>
      resetType !== null ? resetsCounter(m, resetType) : false,
    );
    const kmLeft = start + interval - odometer;
    counted.push({
      ...base,
      id: "service",
      occurrence: `service@${start}`,
      kind: "service",
      level: counterLevel(kmLeft, interval),
      kmLeft,
      dueKm: start + interval,
      entry: serviceEntry(resetType, vehicle.vehicleType),
    });
  }

  const intervals = componentIntervalsFor(vehicle);
  const tires = wheelLayout(vehicle.vehicleType) === "fourWheels" ? fourWheelTireKeys.slice(0, 4) : twoWheelTireKeys;
  const parts: [DuePart, number | null][] = [
    ...tires.map((key): [DuePart, number] => [key, intervals.tires]),
    ["brakes", intervals.brakes],
    ["battery", intervals.battery],
    ["chain", intervals.chain],
  ];
  const setsKnown = knowsTyreSets(entries);
  for (const [part, partInterval] of parts) {
    if (setsKnown && (tires as readonly string[]).includes(part)) continue;
    const touches = touchesPart(part);
    // A part never logged is unknown, not due: the detailed status asks for its last replacement.
    if (partInterval === null || !entries.maintenances.some(touches)) continue;
    const start = counterStartKm(vehicle, entries.maintenances, readings, touches);
    const kmLeft = start + partInterval - odometer;
    counted.push({
      ...base,
      id: `part:${part}`,
      occurrence: `part:${part}@${start}`,
      kind: "part",
      part,
      level: counterLevel(kmLeft, partInterval),
      kmLeft,
      dueKm: start + partInterval,
      entry: partReplacement(part, vehicle.vehicleType),
    });
  }

  const dates = {
    insurance: vehicle.insuranceDate,
    taxes: vehicle.taxesDate,
    inspection: inspectionDateOf(entries.attachments),
  };
  const datedKinds = (["insurance", "taxes", "inspection"] as const).flatMap((kind) => {
    const date = dates[kind];
    return date && !Number.isNaN(toTime(date)) ? [{ kind, date }] : [];
  });
  const duePoints = reminders.flatMap((reminder) => {
    const point = reminderDuePoint(reminder, vehicle, entries, readings, odometer);
    return point ? [point] : [];
  });

  return (now) => {
    const pace = drivingPace(datedReadings, now);
    const days = (date: string) => calendarDaysBetween(now, new Date(date), timeZone);
    const items: DueItem[] = counted.map((item) => ({ ...item, projection: projectionOf(item.kmLeft, pace, now) }));
    for (const { kind, date } of datedKinds) {
      const daysLeft = days(date);
      items.push({
        ...base,
        id: kind,
        occurrence: `${kind}@${date.slice(0, 10)}`,
        kind,
        level: dateLevel(date, daysLeft, now),
        kmLeft: null,
        dueKm: null,
        daysLeft,
        dueDate: date,
        projection: null,
        entry: null,
      });
    }
    for (const point of duePoints) items.push(reminderItem(point, pace, now, days));
    items.push(...tyreDueItems(vehicle.vehicleType, entries, odometer, pace, now, days));

    // The next service a workshop set at handover is the service: one item for one job, not two.
    const nextServiceSet = items.some(
      (item) => item.kind === "reminder" && nextServiceReminders.has(item.reminder?._id ?? ""),
    );
    const shown = nextServiceSet ? items.filter((item) => item.kind !== "service") : items;
    return shown.sort((a, b) => severity[b.level] - severity[a.level] || soonness(a, now) - soonness(b, now));
  };
}

/** Days until an item, by its date or its projected date; far away when neither is known. */
function soonness(item: DueItem, now: Date): number {
  const byDate = item.daysLeft ?? Number.POSITIVE_INFINITY;
  const projected =
    item.projection && "date" in item.projection
      ? (toTime(item.projection.date) - now.getTime()) / 86_400_000
      : Number.POSITIVE_INFINITY;
  const byKm = item.kmLeft !== null && item.kmLeft <= 0 ? item.kmLeft : projected;
  return Math.min(byDate, byKm);
}

/** A reminder still open, with where it falls due, whatever the time. */
interface DuePoint {
  reminder: Reminder;
  dueKm: number | null;
  dueDate: string | null;
  kmLeft: number | null;
  entry: DueEntry | null;
}

function reminderDuePoint(
  reminder: Reminder,
  vehicle: DueVehicle,
  entries: Entries,
  readings: ReturnType<typeof kmReadings>,
  odometer: number,
): DuePoint | null {
  if (reminder.dismissed || reminder.doneAt !== null) return null;
  const matching = entries.maintenances
    .filter((maintenance) => matchesReminder(reminder, maintenance))
    .sort((a, b) => toTime(b.date) - toTime(a.date))[0];
  const recurring = isRecurring(reminder);
  // A one-off reminder ends with the first matching maintenance logged after it was set.
  if (!recurring && matching && toTime(matching.date) >= toTime(reminder.createdAt)) return null;

  let dueKm = reminder.dueKm;
  let dueDate = reminder.dueDate;
  if (recurring) {
    const done = [
      ...(reminder.lastDoneDate ? [{ date: reminder.lastDoneDate, km: reminder.lastDoneKm }] : []),
      ...(matching ? [{ date: matching.date, km: matching.kms ?? odometerAt(matching.date, vehicle, readings) }] : []),
    ].sort((a, b) => toTime(b.date) - toTime(a.date))[0];
    const from = done ?? { date: reminder.createdAt, km: odometerAt(reminder.createdAt, vehicle, readings) };
    if (done || dueKm === null) dueKm = reminder.everyKm && from.km !== null ? from.km + reminder.everyKm : dueKm;
    if (done || dueDate === null) dueDate = reminder.everyMonths ? addMonths(from.date, reminder.everyMonths) : dueDate;
  }
  const entry: DueEntry | null = reminder.adjustment
    ? { type: typeOfAdjustment(reminder.adjustment), adjustments: [reminder.adjustment] }
    : reminder.maintenanceType
      ? { type: reminder.maintenanceType, adjustments: [] }
      : null;
  return { reminder, dueKm, dueDate, kmLeft: dueKm === null ? null : dueKm - odometer, entry };
}

function reminderItem(
  { reminder, dueKm, dueDate, kmLeft, entry }: DuePoint,
  pace: Pace,
  now: Date,
  days: (date: string) => number,
): DueItem {
  const daysLeft = dueDate === null ? null : days(dueDate);
  let level: DueLevel = "ok";
  if (kmLeft !== null) {
    level = reminder.everyKm ? counterLevel(kmLeft, reminder.everyKm) : kmLevel(kmLeft);
  }
  if (dueDate !== null && daysLeft !== null) level = worse(level, dateLevel(dueDate, daysLeft, now));
  // With a date to go by, "no date yet at your pace" would contradict it: only a projected date is said.
  const projected = projectionOf(kmLeft, pace, now);
  return {
    id: `reminder:${reminder._id}`,
    occurrence: `reminder:${reminder._id}@${dueKm ?? ""}|${dueDate?.slice(0, 10) ?? ""}`,
    kind: "reminder",
    reminder: {
      _id: reminder._id,
      title: reminder.title,
      adjustment: reminder.adjustment,
      maintenanceType: reminder.maintenanceType,
    },
    level,
    kmLeft,
    dueKm,
    daysLeft,
    dueDate,
    projection: projected && dueDate !== null && !("date" in projected) ? null : projected,
    snoozed: reminder.snoozedUntil !== null && toTime(reminder.snoozedUntil) > now.getTime(),
    entry,
  };
}

/** A workshop's "next service" for the owner: a general maintenance it set (see the maintenance form). */
export const isShopsNextService = (reminder: Pick<Reminder, "setByShop" | "maintenanceType" | "adjustment">) =>
  Boolean(reminder.setByShop) && reminder.maintenanceType === "general" && reminder.adjustment === null;

/** What each role sees (SPEC §6): a broker the insurance; a customer the status; a workshop also reminders. */
export function dueItemsFor(role: AccessRole, items: readonly DueItem[]): DueItem[] {
  switch (role) {
    case "owner":
    case "household":
      return [...items];
    case "insuranceBroker":
      return items.filter((item) => item.kind === "insurance");
    case "customer":
      return items.filter((item) => ["service", "part", "tyreTread", "tyreAge"].includes(item.kind));
    case "workshop":
      return items.filter((item) => ["service", "part", "reminder", "tyreTread", "tyreAge"].includes(item.kind));
  }
}

/** Items worth a look now: soon or worse, and not snoozed. */
export function pressingItems(items: readonly DueItem[]): DueItem[] {
  return items.filter((item) => item.level !== "ok" && !item.snoozed);
}
