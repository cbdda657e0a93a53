/**
 * Every kind of record that syncs, described once (STYLE.md "A synced kind is described once"):
 * its wire entity (the key), the table that holds it on every side, and what it is to a vehicle's
 * history. Plain data at the bottom of the domain, so the records themselves can name other kinds
 * (a file attaches to an entry) without importing them; `sync/kind-registry.ts` adds each kind's
 * row schema and km reading on top. Every list of kinds on the three sides is derived from here.
 *
 * - `history`: "entry" for a dated entry of the history (the odometer's and the access rules'
 *   kinds), "row" for another row held with the vehicle, absent for a row of the account.
 * - `attachable`: files (receipts, photos) attach to its rows.
 */
export const syncedKinds = {
  user: { table: "users" },
  vehicle: { table: "vehicles" },
  maintenance: { table: "maintenances", history: "entry", attachable: true },
  refuel: { table: "refuels", history: "entry", attachable: true },
  notification: { table: "notifications" },
  reminder: { table: "reminders", history: "row" },
  expense: { table: "expenses", history: "entry", attachable: true },
  attachment: { table: "attachments" },
  tyreSet: { table: "tyreSets", history: "row" },
  tyreEvent: { table: "tyreEvents", history: "entry" },
  treadReading: { table: "treadReadings", history: "entry" },
  recall: { table: "recalls", history: "row" },
} as const satisfies Record<string, { table: string; history?: "entry" | "row"; attachable?: true }>;

type Kinds = typeof syncedKinds;
export type SyncEntity = keyof Kinds;
export type SyncedTable = Kinds[SyncEntity]["table"];
/** The kinds of history entry: their rules of access and of the odometer are the same. */
export type EntryKind = { [K in SyncEntity]: Kinds[K] extends { history: "entry" } ? K : never }[SyncEntity];
/** The rows of a vehicle's history a mutator reads and writes one at a time. */
export type RowKind = { [K in SyncEntity]: Kinds[K] extends { history: string } ? K : never }[SyncEntity];
/** The history entries a file can be attached to. */
export type AttachableKind = { [K in SyncEntity]: Kinds[K] extends { attachable: true } ? K : never }[SyncEntity];
/** The table that holds each kind, by kind. */
export type TableOf<K extends SyncEntity> = Kinds[K]["table"];

const entries = Object.entries(syncedKinds) as [SyncEntity, Kinds[SyncEntity]][];
const kindsWhere = <K extends SyncEntity>(keep: (kind: Kinds[SyncEntity]) => boolean) =>
  entries.filter(([, kind]) => keep(kind)).map(([name]) => name as K) as [K, ...K[]];

export const syncEntities = entries.map(([name]) => name) as [SyncEntity, ...SyncEntity[]];
export const syncedTables = entries.map(([, kind]) => kind.table) as [SyncedTable, ...SyncedTable[]];
export const entryKinds = kindsWhere<EntryKind>((kind) => "history" in kind && kind.history === "entry");
export const rowKinds = kindsWhere<RowKind>((kind) => "history" in kind);
export const attachableKinds = kindsWhere<AttachableKind>((kind) => "attachable" in kind);

/** The table of each kind. */
export const tableOfEntity = Object.fromEntries(entries.map(([name, kind]) => [name, kind.table])) as {
  [K in SyncEntity]: TableOf<K>;
};
/** The table of each row kind of a vehicle's history. */
export const tableOfKind = tableOfEntity as { [K in RowKind]: TableOf<K> };
/** The kind each table holds. */
export const entityOfTable = Object.fromEntries(entries.map(([name, kind]) => [kind.table, name])) as {
  [K in SyncEntity as TableOf<K>]: K;
};
/** The tables of a vehicle's history rows (entries and reminders). */
export const historyTables = rowKinds.map((kind) => syncedKinds[kind].table) as TableOf<RowKind>[];
