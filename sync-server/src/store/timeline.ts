import {
  type EntryKind,
  entryKinds,
  type TableOf,
  type TimelineEntry,
  type TimelineNeighbours,
  tableOfKind,
  timelineNeighbours,
  type Vehicle,
} from "@odo/domain";
import { getTableName } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { historyIndexes } from "../db/schema.js";
import { isPostgres, type StatementText, statement } from "../db/statements.js";
import { historyTables } from "./row-kinds.js";

/** Where a reading dated `date` would go in a vehicle's stored history; `exclude` is an entry being edited. */
export interface ReadingPlace {
  vehicleId: string;
  date: string;
  exclude?: string | undefined;
}

type Reading = { id: string; date: string; km: number };
type Texts = readonly StatementText[];
type Side = "before" | "after" | "highest";

const tests: Record<Side, { date: string | null; order: "ASC" | "DESC"; by: "date" | "km" }> = {
  before: { date: "date <= @date", order: "DESC", by: "date" },
  after: { date: "date > @date", order: "ASC", by: "date" },
  highest: { date: null, order: "DESC", by: "km" },
};
/** The tables whose rows carry km readings: the registry's history entries (an expense's km is one too). */
const readingTables = entryKinds.map((kind) => tableOfKind[kind]);
type ReadingTable = TableOf<EntryKind>;
/** Each entry's reading in SQL, as the domain's `readingOfEntry` reads it. */
const kmOf = {
  maintenances: "kms",
  refuels: "displacement",
  expenses: "km",
  tyreEvents: "km",
  treadReadings: "km",
} as const satisfies Record<ReadingTable, string>;
const presentIn = {
  maintenances: "kms IS NOT NULL",
  refuels: "displacement > 0",
  expenses: "km IS NOT NULL",
  tyreEvents: "km IS NOT NULL",
  treadReadings: "km IS NOT NULL",
} as const satisfies Record<ReadingTable, string>;
/** A maintenance recorded without its day counts for the odometer (the highest) but is no neighbour in time. */
const datedIn = {
  maintenances: " AND date_unknown = 0",
  refuels: "",
  expenses: "",
  tyreEvents: "",
  treadReadings: "",
} as const satisfies Record<ReadingTable, string>;
/** The database's name of each table ("tyreEvents" is kept as tyre_events). */
const sqlName = (table: ReadingTable) => getTableName(historyTables[table]);

/** One side's reading of one table, leaving out the entry being edited (`@exclude`). */
const sideOf = (table: ReadingTable, side: Side, names: { vehicle: string; date: string }) => {
  const { date, order } = tests[side];
  const dateTest = date ? `${date.replace("@date", names.date)}${datedIn[table]}` : "TRUE";
  return `SELECT id, date, ${kmOf[table]} AS km FROM ${sqlName(table)}
    WHERE vehicle_id = ${names.vehicle} AND id <> @exclude AND ${presentIn[table]} AND ${dateTest}
    ORDER BY ${kmOf[table]} ${order} LIMIT 1`;
};

/**
 * SQLite, one place at a time, each table's side a subquery through the index named, so SQLite
 * walks it and stops early: a reading dated now finds an empty (vehicle, date) range after it, and
 * the highest reading is the last entry of the (vehicle, km) index. Left to choose, SQLite's
 * planner walks the km index for the date tests too, reading the vehicle's whole history. The
 * sides asked together are one statement (a push asks two sides of three tables per mutation:
 * one call instead of six).
 */
const sqliteSide = (side: Side): Texts => {
  const text = (table: ReadingTable) =>
    sideOf(table, side, { vehicle: "@vehicle", date: "@date" })
      .replace(` FROM ${sqlName(table)}`, ` FROM ${sqlName(table)} INDEXED BY ${historyIndexes[table][tests[side].by]}`)
      // Any date: the same parameters, with the date test always true.
      .replace("AND TRUE", "AND @date = @date");
  return readingTables.map(text);
};
const sqliteSides = (sides: readonly Side[]) =>
  sides
    .flatMap(sqliteSide)
    .map((text) => `SELECT id, date, km FROM (${text})`)
    .join(" UNION ALL ");
const sqliteTexts = { laterAndHighest: sqliteSides(["after", "highest"]), before: sqliteSides(["before"]) };

/**
 * PostgreSQL, every place in one statement (a pushed batch's readings in one round trip), the same
 * sides of each table as SQLite's, each a LIMIT 1 its planner answers from an index.
 */
const postgresSides = (sides: readonly Side[]) => `SELECT place.i, around.id, around.date, around.km
  FROM unnest(@vehicles::text[], @dates::text[], @excludes::text[]) WITH ORDINALITY AS place(vehicle, date, exclude, i)
  CROSS JOIN LATERAL (${sides
    .flatMap((side) =>
      readingTables.map(
        (table) =>
          `(${sideOf(table, side, { vehicle: "place.vehicle", date: "place.date" }).replace("@exclude", "place.exclude")})`,
      ),
    )
    .join(" UNION ALL ")}) AS around`;
const postgresTexts = { laterAndHighest: postgresSides(["after", "highest"]), before: postgresSides(["before"]) };

/** Each place's readings from `sides`, in the places' order. */
async function readSides(db: Db, places: readonly ReadingPlace[], sides: readonly Side[]): Promise<Reading[][]> {
  if (places.length === 0) return [];
  if (!isPostgres(db)) {
    const text = sides.includes("before") ? sqliteTexts.before : sqliteTexts.laterAndHighest;
    return Promise.all(
      places.map((place) =>
        statement<Reading>(db, text).all({ vehicle: place.vehicleId, date: place.date, exclude: place.exclude ?? "" }),
      ),
    );
  }
  const text = sides.includes("before") ? postgresTexts.before : postgresTexts.laterAndHighest;
  const rows = await statement<Reading & { i: number }>(db, text).all({
    vehicles: places.map((place) => place.vehicleId),
    dates: places.map((place) => place.date),
    excludes: places.map((place) => place.exclude ?? ""),
  });
  const byPlace = places.map((): Reading[] => []);
  for (const { i, ...reading } of rows) byPlace[Number(i) - 1]?.push(reading);
  return byPlace;
}

/**
 * For each place, the few stored readings its neighbours are found among: the lowest later reading
 * and the highest of each table, and only when something comes later, the highest at or before it
 * (with nothing later, that is the highest). The domain's `timelineNeighbours` over these and the
 * vehicle finds what it finds over the whole history, so a reading dated now, the usual case, reads
 * an empty index range and one maximum a table.
 */
export async function readingsAround(db: Db, places: readonly ReadingPlace[]): Promise<TimelineEntry[][]> {
  const around = await readSides(db, places, ["after", "highest"]);
  const backfills = places.flatMap((place, index) =>
    around[index]?.some((reading) => reading.date > place.date) ? [index] : [],
  );
  const before = await readSides(
    db,
    backfills.map((index) => places[index] as ReadingPlace),
    ["before"],
  );
  for (const [position, index] of backfills.entries()) around[index]?.push(...(before[position] ?? []));
  return around.map((readings) => readings.map(({ id, date, km }) => ({ _id: id, date, km: Number(km) })));
}

/** The neighbours of a reading among the stored ones around it (and a unit's own newer ones). */
export function neighboursAmong(
  vehicle: Vehicle,
  date: string,
  edited: { _id: string; km: number | null } | undefined,
  readings: readonly TimelineEntry[],
): TimelineNeighbours {
  // The edited entry's old reading decides whether the odometer it held moves back.
  const entries = edited ? [...readings, { _id: edited._id, date, km: edited.km }] : readings;
  return timelineNeighbours({ _id: edited?._id, date }, vehicle, entries);
}

/** The neighbours of a reading dated `date` in the vehicle's stored history. */
export async function neighboursAt(
  db: Db,
  vehicle: Vehicle,
  date: string,
  edited?: { _id: string; km: number | null },
): Promise<TimelineNeighbours> {
  const [readings = []] = await readingsAround(db, [{ vehicleId: vehicle._id, date, exclude: edited?._id }]);
  return neighboursAmong(vehicle, date, edited, readings);
}
