import {
  creationReading,
  type DatedReading,
  odometerAfterChange,
  odometerKm,
  type TimelineNeighbours,
  type Vehicle,
} from "@odo/domain";
import type { Db } from "../db/open.js";
import { historyIndexes } from "../db/schema.js";
import { type StatementText, statement } from "../db/statements.js";

type Reading = { date: string; km: number };
type Params = { vehicle: string; exclude: string; date: string };
type Pair = readonly [StatementText, StatementText];

/**
 * One reading of one table, leaving out the entry being edited; dates are UTC ISO text. Each table
 * is asked on its own, through the index named, so SQLite walks it and stops early: a reading
 * dated now finds an empty (vehicle, date) range after it, and the odometer is the last entry of
 * the (vehicle, km) index. Left to choose, SQLite's planner walks the km index for the date tests
 * too, reading the vehicle's whole history on every write. PostgreSQL's planner needs no naming.
 */
const reading = (
  table: "maintenances" | "refuels",
  by: "date" | "km",
  dateTest: string | null,
  order: "ASC" | "DESC",
): StatementText => {
  const km = table === "maintenances" ? "kms" : "displacement";
  const present = table === "maintenances" ? "kms IS NOT NULL" : "displacement > 0";
  const text = (indexed: string, test: string) => `SELECT date, ${km} AS km FROM ${table}${indexed}
    WHERE vehicle_id = @vehicle AND id <> @exclude AND ${present} AND ${test}
    ORDER BY ${km} ${order} LIMIT 1`;
  return {
    // Any date: the same parameters, with the date test always true.
    sqlite: text(` INDEXED BY ${historyIndexes[table][by]}`, dateTest ?? "@date = @date"),
    postgres: text("", dateTest ?? "TRUE"),
  };
};

const pair = (by: "date" | "km", dateTest: string | null, order: "ASC" | "DESC"): Pair => [
  reading("maintenances", by, dateTest, order),
  reading("refuels", by, dateTest, order),
];
const readings = {
  before: pair("date", "date <= @date", "DESC"),
  after: pair("date", "date > @date", "ASC"),
  highest: pair("km", null, "DESC"),
};

const higher = (a: DatedReading | undefined, b: DatedReading | undefined) => (!a || (b && b.km > a.km) ? b : a);
const lower = (a: DatedReading | undefined, b: DatedReading | undefined) => (!a || (b && b.km < a.km) ? b : a);

/**
 * The neighbours of a reading dated `date` in a vehicle's stored history (see the domain's
 * `timelineNeighbours`, which finds the same in memory): the lowest later reading first, and only
 * for a backfill the highest earlier one, so logging today's reading reads an empty index range
 * and one maximum. `edited` leaves out the entry being edited (its stored reading was its old km).
 */
export async function neighboursAt(
  db: Db,
  vehicle: Vehicle,
  date: string,
  edited?: { _id: string; km: number | null },
): Promise<TimelineNeighbours> {
  const params: Params = { vehicle: vehicle._id, exclude: edited?._id ?? "", date };
  const read = (texts: Pair) => Promise.all(texts.map((text) => statement<Reading>(db, text).get(params)));
  const creation = creationReading(vehicle);
  const createdBefore = creation.date <= date;
  // Asked together (PostgreSQL pipelines them): a reading dated now, the usual case, needs both.
  const [[afterMaintenance, afterRefuel], [highestMaintenance, highestRefuel]] = await Promise.all([
    read(readings.after),
    read(readings.highest),
  ]);
  const after = lower(lower(afterMaintenance, afterRefuel), createdBefore ? undefined : creation);
  if (after) {
    const [beforeMaintenance, beforeRefuel] = await read(readings.before);
    return { before: higher(higher(beforeMaintenance, beforeRefuel), createdBefore ? creation : undefined), after };
  }
  const highest = higher(highestMaintenance, highestRefuel);
  const remaining = highest ? [highest] : [];
  const km = odometerKm({ ...vehicle, displacement: odometerAfterChange(vehicle, edited?.km, remaining) }, remaining);
  // Named as the domain names it: the vehicle's own reading first, then the history's.
  const holder = km === creation.km ? creation.date : highest?.km === km ? highest.date : vehicle.updatedAt;
  return { odometer: { date: holder, km } };
}
