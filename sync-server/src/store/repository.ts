import {
  type AuthorSettings,
  type Country,
  legacyCurrency,
  type Plan,
  preferredUnits,
  type ShareRole,
  type UnitPreferences,
} from "@odo/domain";
import { eq, getTableColumns, type Table } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { firstRow } from "../db/first-row.js";
import { chunked, rowsOf } from "../db/many-rows.js";
import { maintenances, refuels, shops, vehicles } from "../db/schema.js";
import { statement } from "../db/statements.js";
import { ApiError } from "../errors.js";

type VehicleRow = typeof vehicles.$inferSelect;
type MaintenanceRow = typeof maintenances.$inferSelect;
type RefuelRow = typeof refuels.$inferSelect;

/**
 * The sync hot path's reads and writes as prepared SQL: the same tables drizzle describes, without
 * rebuilding each query on every mutation (that building was most of a mutation's cost).
 */
/** Each field's column as the schema names it ("from" quoted: it is a keyword in SQL). */
function columnsOf<T extends Table>(table: T): Record<keyof T["$inferSelect"], string> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([field, column]) => [
      field,
      column.name === "from" ? '"from"' : column.name,
    ]),
  ) as Record<keyof T["$inferSelect"], string>;
}

const vehicleColumns = columnsOf(vehicles);
const maintenanceColumns = columnsOf(maintenances);
const refuelColumns = columnsOf(refuels);

const selectList = (columns: Record<string, string>) =>
  Object.entries(columns)
    .map(([field, column]) => `${column} AS "${field}"`)
    .join(", ");
const insertInto = (table: string, columns: Record<string, string>) =>
  `INSERT INTO ${table} (${Object.values(columns).join(", ")}) VALUES (${Object.keys(columns)
    .map((field) => `@${field}`)
    .join(", ")})`;

type Raw<Row> = { [K in keyof Row]: unknown };

const vehicleSelect = `SELECT ${selectList(vehicleColumns)} FROM vehicles`;

/** The hot path's statements, one text for both engines. */
const sql = {
  vehicle: `${vehicleSelect} WHERE id = ?`,
  vehiclesOf: `${vehicleSelect} WHERE owner_id = ? ORDER BY created_at, id`,
  insertVehicle: insertInto("vehicles", vehicleColumns),
  updateVehicle: `UPDATE vehicles SET ${Object.entries(vehicleColumns)
    .filter(([field]) => field !== "id")
    .map(([field, column]) => `${column} = @${field}`)
    .join(", ")} WHERE id = @id`,
  account: "SELECT plan, country, units FROM users WHERE id = ?",
  sharedWith: `SELECT ${selectList(vehicleColumns).replaceAll(/(^|, )(\w+|"from") AS/g, "$1v.$2 AS")}, s.role AS "shareRole"
    FROM vehicle_shares s JOIN vehicles v ON v.id = s.vehicle_id WHERE s.grantee_id = ? ORDER BY s.created_at, v.id`,
  sharesOf: 'SELECT grantee_id AS "userId", role FROM vehicle_shares WHERE vehicle_id = ?',
  shareOf: "SELECT role FROM vehicle_shares WHERE vehicle_id = ? AND grantee_id = ?",
  fullName: "SELECT name, lastname FROM users WHERE id = ?",
  vehicleTypesOf: "SELECT vehicle_type AS type FROM vehicles WHERE owner_id = ?",
} as const;

type AccountRow = { plan: Plan; country: Country; units: string | null };

function toVehicleRow(raw: Raw<VehicleRow>): VehicleRow {
  return {
    ...raw,
    integrations: JSON.parse(String(raw.integrations)),
    workshopVisit: raw.workshopVisit === null ? null : JSON.parse(String(raw.workshopVisit)),
  } as VehicleRow;
}

/** The JSON columns as SQLite stores them. */
const storedVehicle = (row: VehicleRow) => ({
  ...row,
  integrations: JSON.stringify(row.integrations),
  workshopVisit: row.workshopVisit === null ? null : JSON.stringify(row.workshopVisit),
});

export async function findVehicle(db: Db, id: string): Promise<VehicleRow | undefined> {
  const raw = await statement<Raw<VehicleRow>>(db, sql.vehicle).get([id]);
  return raw && toVehicleRow(raw);
}

export async function vehiclesOwnedBy(db: Db, ownerId: string): Promise<VehicleRow[]> {
  return (await statement<Raw<VehicleRow>>(db, sql.vehiclesOf).all([ownerId])).map(toVehicleRow);
}

export async function insertVehicle(db: Db, row: VehicleRow): Promise<void> {
  await statement(db, sql.insertVehicle).run(storedVehicle(row));
}

/**
 * Writes a changed vehicle. A vehicle deleted meanwhile by another device's push (read before that
 * delete committed, written after) is refused, not published: its audience would be sent it again
 * and keep a vehicle the server no longer has.
 */
export async function writeVehicle(db: Db, row: VehicleRow): Promise<void> {
  if ((await statement(db, sql.updateVehicle).run(storedVehicle(row))) === 0) throw new ApiError("VEHICLE_NOT_FOUND");
}

/** Each history table's columns, and its row's values as the driver binds them, in that order. */
const entryTables = {
  maintenances: {
    columns: maintenanceColumns,
    values: (row: MaintenanceRow) =>
      Object.keys(maintenanceColumns).map((field) => {
        const value = row[field as keyof MaintenanceRow];
        // JSON columns are bound as their text; a column the row leaves out is NULL.
        if (field === "adjustments" || field === "seal") return value == null ? null : JSON.stringify(value);
        return typeof value === "boolean" ? Number(value) : (value ?? null);
      }),
  },
  refuels: {
    columns: refuelColumns,
    // SQLite keeps booleans as 0 and 1, and the driver binds no booleans.
    values: (row: RefuelRow) =>
      Object.keys(refuelColumns).map((field) => {
        const value = row[field as keyof RefuelRow];
        return typeof value === "boolean" ? Number(value) : value;
      }),
  },
} as const;

/**
 * New rows of a history table, a chunk a statement; the number stored. An id a device made may
 * already be taken: that row is skipped, and no id comes back for it.
 */
async function insertEntryRows<T extends keyof typeof entryTables>(
  db: Db,
  table: T,
  rows: readonly Parameters<(typeof entryTables)[T]["values"]>[0][],
): Promise<number> {
  const { columns, values } = entryTables[table];
  const row = `(${Object.keys(columns)
    .map(() => "?")
    .join(", ")})`;
  const stored = await Promise.all(
    chunked(rows).map((chunk) =>
      statement<{ id: string }>(
        db,
        `INSERT INTO ${table} (${Object.values(columns).join(", ")}) VALUES ${rowsOf(row, chunk.length)}
          ON CONFLICT (id) DO NOTHING RETURNING id`,
      ).all(chunk.flatMap((one) => (values as (row: unknown) => unknown[])(one))),
    ),
  );
  return stored.reduce((sum, ids) => sum + ids.length, 0);
}

/** Inserts a new maintenance; false, writing nothing, when its id is taken. */
export async function insertMaintenance(db: Db, row: MaintenanceRow): Promise<boolean> {
  return (await insertEntryRows(db, "maintenances", [row])) === 1;
}

/** Inserts a new refuel; false, writing nothing, when its id is taken. */
export async function insertRefuel(db: Db, row: RefuelRow): Promise<boolean> {
  return (await insertEntryRows(db, "refuels", [row])) === 1;
}

/** What a user's new entries take when they name none: their currency, and their country's stations. */
export async function authorSettingsOf(db: Db, userId: string): Promise<AuthorSettings> {
  const row = await statement<AccountRow>(db, sql.account).get([userId]);
  if (!row) return { currency: legacyCurrency, country: "none" };
  const units: UnitPreferences | null = row.units === null ? null : JSON.parse(row.units);
  return { currency: preferredUnits({ units, country: row.country }).currency, country: row.country };
}

/** The name of the shop a user runs, if any: a workshop's maintenances carry it. */
export async function shopNameOf(db: Db, userId: string): Promise<string | null> {
  return firstRow(await db.select({ name: shops.name }).from(shops).where(eq(shops.ownerId, userId)))?.name ?? null;
}

/** The plan and country that decide a user's limits and gas stations (and the stored units). */
export async function accountSettings(db: Db, userId: string) {
  return statement<AccountRow>(db, sql.account).get([userId]);
}

export async function vehicleTypesOwnedBy(db: Db, ownerId: string): Promise<VehicleRow["vehicleType"][]> {
  const rows = await statement<{ type: VehicleRow["vehicleType"] }>(db, sql.vehicleTypesOf).all([ownerId]);
  return rows.map((row) => row.type);
}

/**
 * New maintenances and refuels, a few many-row statements sent together; the number stored. An id
 * already taken (or twice among them) is skipped, so fewer than given tells the caller one was refused.
 */
export async function insertEntries(
  db: Db,
  entries: { maintenances: readonly MaintenanceRow[]; refuels: readonly RefuelRow[] },
): Promise<number> {
  const stored = await Promise.all([
    insertEntryRows(db, "maintenances", entries.maintenances),
    insertEntryRows(db, "refuels", entries.refuels),
  ]);
  return stored[0] + stored[1];
}

/** Several vehicles' moved odometers, in a few many-row statements. */
export async function writeOdometers(
  db: Db,
  moves: readonly { vehicleId: string; km: number; updatedAt: string }[],
): Promise<void> {
  const changed = await Promise.all(
    chunked(moves).map((chunk) =>
      statement(
        db,
        `WITH moved (id, km, updated_at) AS (VALUES ${rowsOf("(?, CAST(? AS DOUBLE PRECISION), ?)", chunk.length)})
          UPDATE vehicles SET displacement = moved.km, updated_at = moved.updated_at FROM moved WHERE vehicles.id = moved.id`,
      ).run(chunk.flatMap((move) => [move.vehicleId, move.km, move.updatedAt])),
    ),
  );
  // As `writeVehicle`: an odometer of a vehicle deleted meanwhile is not published.
  if (changed.reduce((sum, count) => sum + count, 0) < moves.length) throw new ApiError("VEHICLE_NOT_FOUND");
}

/** Vehicles other owners shared with `userId`, with the role each was shared as. */
export async function vehiclesSharedWith(db: Db, userId: string): Promise<{ row: VehicleRow; role: ShareRole }[]> {
  const rows = await statement<Raw<VehicleRow> & { shareRole: ShareRole }>(db, sql.sharedWith).all([userId]);
  return rows.map(({ shareRole, ...raw }) => ({ row: toVehicleRow(raw), role: shareRole }));
}

/** Everyone the owner shared this vehicle with, and as what. */
export async function sharesOf(db: Db, vehicleId: string): Promise<{ userId: string; role: ShareRole }[]> {
  return statement<{ userId: string; role: ShareRole }>(db, sql.sharesOf).all([vehicleId]);
}

/** The vehicles of these ids that exist (a pushed batch's, read at once). */
export async function vehiclesById(db: Db, ids: readonly string[]): Promise<VehicleRow[]> {
  const chunks = chunked(ids).map((chunk) =>
    statement<Raw<VehicleRow>>(db, `${vehicleSelect} WHERE id IN (${rowsOf("?", chunk.length)})`).all(chunk),
  );
  return (await Promise.all(chunks)).flat().map(toVehicleRow);
}

/** Everyone these vehicles are shared with, and as what. */
export async function sharesOfVehicles(
  db: Db,
  ids: readonly string[],
): Promise<{ vehicleId: string; userId: string; role: ShareRole }[]> {
  const chunks = chunked(ids).map((chunk) =>
    statement<{ vehicleId: string; userId: string; role: ShareRole }>(
      db,
      `SELECT vehicle_id AS "vehicleId", grantee_id AS "userId", role FROM vehicle_shares
        WHERE vehicle_id IN (${rowsOf("?", chunk.length)})`,
    ).all(chunk),
  );
  return (await Promise.all(chunks)).flat();
}

export async function shareRoleOf(db: Db, vehicleId: string, userId: string): Promise<ShareRole | undefined> {
  return (await statement<{ role: ShareRole }>(db, sql.shareOf).get([vehicleId, userId]))?.role;
}

/** "Name Lastname" of a user, or "" when there is no such user. */
export async function fullNameOf(db: Db, userId: string): Promise<string> {
  const row = await statement<{ name: string; lastname: string }>(db, sql.fullName).get([userId]);
  return row ? joinName(row.name, row.lastname) : "";
}

/** These people's names, as others see them; one read for all. */
export async function namesOf(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await statement<{ id: string; name: string; lastname: string }>(
    db,
    `SELECT id, name, lastname FROM users WHERE id IN (${rowsOf("?", userIds.length)})`,
  ).all([...userIds]);
  return new Map(rows.map((row) => [row.id, joinName(row.name, row.lastname)]));
}

/** How a person's name reads wherever others see it. */
export function joinName(name: string, lastname: string): string {
  return `${name} ${lastname}`.trim();
}
