import "fake-indexeddb/auto";
import Dexie from "dexie";
import { afterEach, describe, expect, it } from "vitest";
import { OdoDatabase } from "../src/shared/sync/db.js";
import { entryOf, historyOf, recordsWithTopReadings } from "../src/shared/sync/entry-reads.js";
import { entriesPerRecord, idsOf } from "../src/shared/sync/entry-records.js";
import { type EntryChange, writeEntries } from "../src/shared/sync/entry-writes.js";

const car = "01934000-0000-7000-8000-0000000a0001";
const bike = "01934000-0000-7000-8000-0000000a0002";
const refuel = (id: string, date: string, vehicle = car, displacement = 0) =>
  ({ _id: id, vehicle, date, displacement }) as unknown as EntryChange["value"] & object;

let db: OdoDatabase;
let name = 0;
const fresh = () => {
  name += 1;
  db = new OdoDatabase(`entry-records-${name}`);
  return db;
};
afterEach(async () => {
  await db?.delete();
});

async function write(changes: EntryChange[]) {
  let before: unknown[] = [];
  await db.transaction("rw", [db.entryMonths, db.entryIds], async () => {
    before = await writeEntries(db, changes);
  });
  return before;
}

/** Every record's ids, as the search reads them, are the ids it holds. */
async function idsMatchRecords() {
  const [records, ids] = await Promise.all([db.entryMonths.toArray(), db.entryIds.toArray()]);
  expect(ids).toEqual(records.map(idsOf));
}

const months = async () =>
  (await db.entryMonths.toArray()).map((m) => `${m.vehicle === car ? "car" : "bike"} ${m.month}`);

describe("entries kept a vehicle-month to a record", () => {
  it("files each entry under its vehicle and the month of its date", async () => {
    fresh();
    await write([
      { table: "refuels", key: "a", value: refuel("a", "2026-10-31T23:00:00.000Z"), was: null },
      { table: "refuels", key: "b", value: refuel("b", "2026-11-01T08:00:00.000Z"), was: null },
      { table: "refuels", key: "c", value: refuel("c", "2026-11-02T08:00:00.000Z", bike), was: null },
    ]);
    expect(await months()).toEqual(["car 2026-10", "car 2026-11", "bike 2026-11"]);
    expect((await historyOf(db, car)).refuels.map((r) => r._id)).toEqual(["a", "b"]);
    expect((await entryOf(db, "refuels", bike, "c"))?._id).toBe("c");
    expect(await entryOf(db, "refuels", car, "c")).toBeUndefined();
  });

  it("moves an entry whose date changes month, told where it was or not, and never keeps two copies", async () => {
    fresh();
    const a = refuel("a", "2026-10-10T08:00:00.000Z");
    await write([{ table: "refuels", key: "a", value: a, was: null }]);
    const before = await write([
      { table: "refuels", key: "a", value: refuel("a", "2026-11-10T08:00:00.000Z"), was: a },
    ]);
    expect(before).toEqual([a]);
    expect(await months()).toEqual(["car 2026-11"]);
    // As a pull does: no hint, the vehicle's months are searched.
    await write([{ table: "refuels", key: "a", value: refuel("a", "2026-09-01T08:00:00.000Z") }]);
    expect(await months()).toEqual(["car 2026-09"]);
    expect((await historyOf(db, car)).refuels).toHaveLength(1);
    await idsMatchRecords();
  });

  it("keeps an edited entry in its place within the month", async () => {
    fresh();
    await write(
      ["a", "b", "c"].map((id) => ({
        table: "refuels" as const,
        key: id,
        value: refuel(id, "2026-11-10T08:00:00.000Z"),
        was: null,
      })),
    );
    await write([{ table: "refuels", key: "b", value: { ...refuel("b", "2026-11-11T08:00:00.000Z") } }]);
    expect((await historyOf(db, car)).refuels.map((r) => [r._id, r.date.slice(8, 10)])).toEqual([
      ["a", "10"],
      ["b", "11"],
      ["c", "10"],
    ]);
  });

  it("removes an entry known only by its id (a server's tombstone), and the month with its last entry", async () => {
    fresh();
    await write([
      { table: "refuels", key: "a", value: refuel("a", "2026-10-10T08:00:00.000Z"), was: null },
      { table: "maintenances", key: "m", value: refuel("m", "2026-11-10T08:00:00.000Z", bike), was: null },
    ]);
    const before = await write([{ table: "refuels", key: "a", value: null }]);
    expect(before).toEqual([refuel("a", "2026-10-10T08:00:00.000Z")]);
    expect(await months()).toEqual(["bike 2026-11"]);
    // A refuel's id is not a maintenance's.
    expect(await write([{ table: "refuels", key: "m", value: null }])).toEqual([null]);
    expect((await historyOf(db, bike)).maintenances).toHaveLength(1);
    await idsMatchRecords();
  });

  it("takes a new record when a month's are full, and fills the room an entry leaves", async () => {
    fresh();
    const inNovember = (id: string) => ({
      table: "refuels" as const,
      key: id,
      value: refuel(id, "2026-11-10T08:00:00.000Z"),
      was: null,
    });
    await write(Array.from({ length: entriesPerRecord * 2 + 1 }, (_, n) => inNovember(`n${n}`)));
    const sizes = async () => (await db.entryMonths.toArray()).map((record) => [record.part, record.refuels.length]);
    expect(await sizes()).toEqual([
      [0, entriesPerRecord],
      [1, entriesPerRecord],
      [2, 1],
    ]);
    await write([{ table: "refuels", key: "n3", value: null, was: refuel("n3", "2026-11-10T08:00:00.000Z") }]);
    await write([inNovember("late")]);
    expect(await sizes()).toEqual([
      [0, entriesPerRecord],
      [1, entriesPerRecord],
      [2, 1],
    ]);
    expect((await db.entryMonths.get([car, "2026-11", 0]))?.refuels.at(-1)?._id).toBe("late");
    expect((await historyOf(db, car)).refuels).toHaveLength(entriesPerRecord * 2 + 1);
    await idsMatchRecords();
  });

  it("finds the two highest readings by reading the two months that hold them", async () => {
    fresh();
    const reading = (id: string, month: string, km: number) => ({
      table: "refuels" as const,
      key: id,
      value: refuel(id, `2026-${month}-10T08:00:00.000Z`, car, km),
      was: null,
    });
    // A typo in an old month holds the odometer; the month after it has the next reading.
    await write([
      reading("a", "03", 900_000),
      reading("b", "04", 1_200),
      reading("c", "05", 1_500),
      reading("d", "05", 0),
    ]);
    const top = await recordsWithTopReadings(db, car);
    expect(top.refuels.map((r) => r._id).sort()).toEqual(["a", "c", "d"]);
    // Lowered, the typo's month is no longer among them.
    await write([{ table: "refuels", key: "a", value: refuel("a", "2026-03-10T08:00:00.000Z", car, 900) }]);
    expect((await recordsWithTopReadings(db, car)).refuels.map((r) => r._id).sort()).toEqual(["b", "c", "d"]);
  });

  it("moves a device's one-record-per-entry tables to months when the app updates", async () => {
    const userId = `upgrade-${name}`;
    // The schema as shipped up to version 4.
    const old = new Dexie(`odo-${userId}`);
    old.version(4).stores({
      users: "_id",
      vehicles: "_id, createdAt",
      maintenances: "_id, vehicle, date, [vehicle+kms], [vehicle+date]",
      refuels: "_id, vehicle, date, [vehicle+displacement], [vehicle+date]",
      notifications: "_id, createdAt",
      outbox: "++mid",
      rejected: "++id",
      meta: "key",
      reminders: "_id, vehicle",
      notices: "_id, createdAt",
    });
    await old
      .table("refuels")
      .bulkPut([refuel("a", "2026-10-10T08:00:00.000Z"), refuel("b", "2026-11-10T08:00:00.000Z")]);
    await old.table("maintenances").put({ _id: "m", vehicle: car, date: "2026-11-12T08:00:00.000Z", kms: 10 });
    old.close();

    db = new OdoDatabase(userId);
    expect(await months()).toEqual(["car 2026-10", "car 2026-11"]);
    const history = await historyOf(db, car);
    expect(history.refuels.map((r) => r._id)).toEqual(["a", "b"]);
    expect(history.maintenances.map((m) => m._id)).toEqual(["m"]);
    expect(db.tables.map((table) => table.name)).not.toContain("refuels");
    expect((await db.entryMonths.get([car, "2026-11", 0]))?.topKm).toBe(10);
    await idsMatchRecords();
  });
});
