import { refuelReading } from "../refuel/reading.js";
import { toTime } from "../shared/dates.js";
import type { DatedReading, MileageConflict } from "../shared/readings.js";
import { type KmReading, type OdometerVehicle, odometerKm } from "./odometer.js";

/** A dated km reading of a vehicle's history: a maintenance's `kms` or a refuel's `displacement`. */
export interface TimelineEntry {
  _id: string;
  date: string;
  km: number | null | undefined;
  /** A reading recorded without its day: it counts for the odometer but is no neighbour in time. */
  undated?: boolean | undefined;
}

export interface TimelineVehicle extends OdometerVehicle {
  /** When the vehicle was added: its own reading (`initialKm`) stands at that moment. */
  createdAt: string;
  updatedAt: string;
}

/**
 * What a new reading dated `date` is checked against (docs/architecture.md "Odometer timeline"):
 * the highest reading at or before it, the lowest after it, and, when nothing comes after it, the
 * odometer it must reach. Both apps find them with `timelineNeighbours` over the few readings
 * around that date (the device from its records, the server from indexed queries); `mileageConflict`
 * is the rule both apply.
 */
export interface TimelineNeighbours {
  before?: DatedReading | undefined;
  after?: DatedReading | undefined;
  /** Only for the newest reading: the odometer and the reading that holds it. */
  odometer?: DatedReading | undefined;
}

/**
 * The vehicle's own reading when it was added, at the start of that minute: forms date entries to
 * the minute, so a refuel logged right after adding the car counts as after it, not before it.
 * A car added without a reading has none: it is not "0 km then", which would refuse every earlier
 * entry with km and count every km since as driven after it was added.
 */
export function creationReading(vehicle: Pick<TimelineVehicle, "createdAt" | "initialKm">): DatedReading[] {
  if (!vehicle.initialKm) return [];
  const minute = new Date(toTime(vehicle.createdAt));
  minute.setUTCSeconds(0, 0);
  return [{ date: minute.toISOString(), km: vehicle.initialKm }];
}

/**
 * A reading dated after every other keeps SPEC §5's rule exactly: not below the odometer (which
 * also counts the km typed on the vehicle and a linked bike's distance). A past-dated one, which
 * backfills a used car's history, must not be below any earlier reading nor above any later one,
 * so the timeline never goes backwards.
 */
export function mileageConflict(
  km: number | null | undefined,
  neighbours: TimelineNeighbours,
): MileageConflict | undefined {
  if (km === null || km === undefined) return undefined;
  if (!neighbours.after) {
    const odometer = neighbours.odometer;
    return odometer && km < odometer.km ? { side: "odometer", ...odometer } : undefined;
  }
  if (neighbours.before && km < neighbours.before.km) return { side: "before", ...neighbours.before };
  if (km > neighbours.after.km) return { side: "after", ...neighbours.after };
  return undefined;
}

/** A reading with its instant parsed once, to compare many candidates against. */
export type TimedReading = DatedReading & { time: number };

/** The dated readings among `entries`: an undated one has a place, not a date, and dates nothing. */
export function readingsOf(entries: readonly KmReading[]): TimedReading[] {
  return entries.flatMap((entry) =>
    entry.km === null || entry.km === undefined || entry.undated
      ? []
      : [{ date: entry.date, km: entry.km, time: toTime(entry.date) }],
  );
}

/** The highest reading at or before `time` and the lowest after it (`TimelineNeighbours`). */
export function readingsAround(
  readings: readonly TimedReading[],
  time: number,
): { before: DatedReading | undefined; after: DatedReading | undefined } {
  let before: DatedReading | undefined;
  let after: DatedReading | undefined;
  for (const reading of readings) {
    if (reading.time <= time) {
      if (!before || reading.km > before.km) before = { date: reading.date, km: reading.km };
    } else if (!after || reading.km < after.km) after = { date: reading.date, km: reading.km };
  }
  return { before, after };
}

/**
 * The neighbours of a reading dated `candidate.date`, from the whole history in memory. The
 * vehicle's own reading at creation takes part; `candidate._id` leaves out the entry's stored
 * reading when that entry is being edited.
 */
export function timelineNeighbours(
  candidate: { _id?: string | undefined; date: string },
  vehicle: TimelineVehicle,
  entries: readonly TimelineEntry[],
): TimelineNeighbours {
  const others = entries.filter((entry) => entry._id !== candidate._id);
  const time = toTime(candidate.date);
  const readings = readingsOf([...creationReading(vehicle), ...others]);
  const { before, after } = readingsAround(readings, time);
  if (after) return { before, after };
  const edited = entries.find((entry) => entry._id === candidate._id);
  const km = odometerKm({ ...vehicle, displacement: odometerAfterChange(vehicle, edited?.km, others) }, others);
  const holder = readings.find((reading) => reading.km === km);
  return { before, odometer: { date: holder?.date ?? vehicle.updatedAt, km } };
}

/**
 * The stored odometer after an entry changed or left. It moves back only when it was that entry's
 * reading (a typo of 900,000 deleted): a km typed on the vehicle itself is kept otherwise.
 */
export function odometerAfterChange(
  vehicle: OdometerVehicle,
  changedFromKm: number | null | undefined,
  remaining: readonly KmReading[],
): number {
  const start = vehicle.initialKm ?? 0;
  const highestLeft = odometerKm({ displacement: start, initialKm: start }, remaining);
  if (changedFromKm === null || changedFromKm === undefined || changedFromKm < vehicle.displacement) {
    return Math.max(vehicle.displacement, highestLeft);
  }
  return highestLeft;
}

/**
 * Every reading of a history as timeline entries: maintenances' km, refuels' odometer (0 is none),
 * and the km of every other entry that carries one (expenses, tyre moves, tread readings).
 */
export function timelineEntries(
  maintenances: readonly { _id: string; date: string; kms: number | null; dateUnknown?: boolean | undefined }[],
  refuels: readonly { _id: string; date: string; displacement: number }[],
  kmEntries: readonly { _id: string; date: string; km: number | null }[] = [],
): TimelineEntry[] {
  return [
    ...maintenances.map((maintenance) => ({
      _id: maintenance._id,
      date: maintenance.date,
      km: maintenance.kms,
      ...(maintenance.dateUnknown ? { undated: true } : {}),
    })),
    ...refuels.map((refuel) => ({
      _id: refuel._id,
      date: refuel.date,
      km: refuelReading(refuel),
    })),
    ...kmEntries.map((entry) => ({ _id: entry._id, date: entry.date, km: entry.km })),
  ];
}

type KmEntries = Parameters<typeof timelineEntries>[2];

/** The readings of a history held as lists by table (a device's records, a vehicle's history). */
export function historyTimeline(history: {
  maintenances: Parameters<typeof timelineEntries>[0];
  refuels: Parameters<typeof timelineEntries>[1];
  expenses?: KmEntries;
  tyreEvents?: KmEntries;
  treadReadings?: KmEntries;
}): TimelineEntry[] {
  const kmEntries = [...(history.expenses ?? []), ...(history.tyreEvents ?? []), ...(history.treadReadings ?? [])];
  return timelineEntries(history.maintenances, history.refuels, kmEntries);
}

const minute = 60_000;

/**
 * Where a reading recorded by km alone goes on the timeline (docs/architecture.md "Odometer
 * timeline"): before the first dated reading that reaches its km, dated between that one and the
 * reading before it in proportion to the km (a car's model year counts as a reading of 0 km on its
 * 1 January), and never after a later reading nor at now below the odometer. Above every reading,
 * it is the newest: now. The date is a place, shown as "date unknown"; the entry stays undated, so
 * it never blocks a dated entry logged later.
 */
export function undatedReadingDate(
  km: number,
  vehicle: Pick<TimelineVehicle, "createdAt" | "initialKm"> & { year?: number | null | undefined },
  entries: readonly KmReading[],
  now: Date,
): string {
  const readings = readingsOf([...creationReading(vehicle), ...entries]).sort((a, b) => a.time - b.time);
  const laterIndex = readings.findIndex((reading) => reading.km >= km);
  const later = readings[laterIndex];
  if (!later) return now.toISOString();
  const modelYear =
    vehicle.year && vehicle.year > 1900 ? { km: 0, time: Date.UTC(vehicle.year, 0, 1), date: "" } : undefined;
  const earlier = readings[laterIndex - 1] ?? (modelYear && modelYear.time < later.time ? modelYear : undefined);
  if (!earlier || later.km <= earlier.km) return new Date(later.time - minute).toISOString();
  const share = (km - earlier.km) / (later.km - earlier.km);
  const time = earlier.time + share * (later.time - earlier.time);
  return new Date(Math.min(Math.max(time, earlier.time + minute), later.time - minute)).toISOString();
}
