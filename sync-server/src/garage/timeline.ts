import {
  creationReading,
  type DatedReading,
  odometerAfterChange,
  odometerKm,
  type TimelineNeighbours,
  type Vehicle,
} from "@odo/domain";
import type { Db } from "../db/open.js";

type Reading = { date: string; km: number };
type Query = { get(params: { vehicle: string; exclude: string; date: string }): Reading | undefined };

/** One side of the timeline, both tables, leaving out the entry being edited; dates are UTC ISO text. */
const readings = (dateTest: string) => `
  SELECT date, kms AS km FROM maintenances
    WHERE vehicle_id = @vehicle AND id <> @exclude AND kms IS NOT NULL AND ${dateTest}
  UNION ALL
  SELECT date, displacement AS km FROM refuels
    WHERE vehicle_id = @vehicle AND id <> @exclude AND displacement > 0 AND ${dateTest}`;

const prepared = new WeakMap<Db, { before: Query; after: Query; highest: Query }>();

function statements(db: Db) {
  let cached = prepared.get(db);
  if (!cached) {
    const sqlite = db.$client;
    cached = {
      before: sqlite.prepare(`SELECT date, km FROM (${readings("date <= @date")}) ORDER BY km DESC LIMIT 1`) as Query,
      after: sqlite.prepare(`SELECT date, km FROM (${readings("date > @date")}) ORDER BY km ASC LIMIT 1`) as Query,
      // Any date: the same parameters, with the date test always true.
      highest: sqlite.prepare(`SELECT date, km FROM (${readings("@date = @date")}) ORDER BY km DESC LIMIT 1`) as Query,
    };
    prepared.set(db, cached);
  }
  return cached;
}

const higher = (a: DatedReading | undefined, b: DatedReading | undefined) => (!a || (b && b.km > a.km) ? b : a);
const lower = (a: DatedReading | undefined, b: DatedReading | undefined) => (!a || (b && b.km < a.km) ? b : a);

/**
 * The neighbours of a reading dated `date` in a vehicle's stored history (see the domain's
 * `timelineNeighbours`, which finds the same in memory): the lowest later reading first, and only
 * for a backfill the highest earlier one, so logging today's reading reads an empty index range
 * and one maximum. `edited` leaves out the entry being edited (its stored reading was its old km).
 */
export function neighboursAt(
  db: Db,
  vehicle: Vehicle,
  date: string,
  edited?: { _id: string; km: number | null },
): TimelineNeighbours {
  const sql = statements(db);
  const params = { vehicle: vehicle._id, exclude: edited?._id ?? "", date };
  const creation = creationReading(vehicle);
  const createdBefore = creation.date <= date;
  const after = lower(sql.after.get(params), createdBefore ? undefined : creation);
  if (after) return { before: higher(sql.before.get(params), createdBefore ? creation : undefined), after };
  const highest = sql.highest.get(params);
  const remaining = highest ? [highest] : [];
  const km = odometerKm({ ...vehicle, displacement: odometerAfterChange(vehicle, edited?.km, remaining) }, remaining);
  // Named as the domain names it: the vehicle's own reading first, then the history's.
  const holder = km === creation.km ? creation.date : highest?.km === km ? highest.date : vehicle.updatedAt;
  return { odometer: { date: holder, km } };
}
