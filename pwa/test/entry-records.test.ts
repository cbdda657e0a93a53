import "fake-indexeddb/auto";
import Dexie from "dexie";
import { afterEach, describe, expect, it } from "vitest";
import { OdoDatabase } from "../src/shared/sync/db.js";
import { entriesAfter, entryOf, highestReadings, historyOf } from "../src/shared/sync/entry-reads.js";
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
  await db.transaction("rw", [db.entryRecords, db.entryIds], async () => {
    before = await writeEntries(db, changes);
  });
  return before;
}

/** Every record's ids, as the search reads them, are the ids it holds. */
async function idsMatchRecords() {
  const [records, ids] = await Promise.all([db.entryRecords.toArray(), db.entryIds.toArray()]);
  expect(ids).toEqual(records.map(idsOf));
}

const years = async () =>
  (await db.entryRecords.toArray()).map((r) => `${r.vehicle === car ? "car" : "bike"} ${r.year}`);

const created = (value: EntryChange["value"] & object): EntryChange => ({
  table: "refuels",
  key: value._id,
  value,
  was: null,
});

describe("entries kept a vehicle's year to a record", () => {
  it("files each entry under its vehicle and the year of its date", async () => {
    fresh();
    await write([
      created(refuel("a", "2025-12-31T23:00:00.000Z")),
      created(refuel("b", "2026-01-01T08:00:00.000Z")),
      created(refuel("c", "2026-01-02T08:00:00.000Z", bike)),
    ]);
    expect(await years()).toEqual(["car 2025", "car 2026", "bike 2026"]);
    expect((await historyOf(db, car)).refuels.map((r) => r._id)).toEqual(["a", "b"]);
    expect((await entryOf(db, "refuels", bike, "c"))?._id).toBe("c");
    expect(await entryOf(db, "refuels", car, "c")).toBeUndefined();
  });

  it("moves an entry whose date changes year, told what it was or not, and never keeps two copies", async () => {
    fresh();
    const a = refuel("a", "2025-10-10T08:00:00.000Z");
    await write([created(a)]);
    const before = await write([
      { table: "refuels", key: "a", value: refuel("a", "2026-11-10T08:00:00.000Z"), was: a },
    ]);
    expect(before).toEqual([a]);
    expect(await years()).toEqual(["car 2026"]);
    // As a pull does: nothing said, the vehicle's ids are searched.
    await write([{ table: "refuels", key: "a", value: refuel("a", "2024-09-01T08:00:00.000Z") }]);
    expect(await years()).toEqual(["car 2024"]);
    expect((await historyOf(db, car)).refuels).toHaveLength(1);
    await idsMatchRecords();
  });

  it("keeps an edited entry in its place within its record", async () => {
    fresh();
    await write(["a", "b", "c"].map((id) => created(refuel(id, "2026-11-10T08:00:00.000Z"))));
    await write([{ table: "refuels", key: "b", value: refuel("b", "2026-11-11T08:00:00.000Z") }]);
    expect((await historyOf(db, car)).refuels.map((r) => [r._id, r.date.slice(8, 10)])).toEqual([
      ["a", "10"],
      ["b", "11"],
      ["c", "10"],
    ]);
  });

  it("removes an entry known only by its id (a server's tombstone), and the record with its last entry", async () => {
    fresh();
    await write([
      created(refuel("a", "2025-10-10T08:00:00.000Z")),
      { table: "maintenances", key: "m", value: refuel("m", "2026-11-10T08:00:00.000Z", bike), was: null },
    ]);
    const before = await write([{ table: "refuels", key: "a", value: null }]);
    expect(before).toEqual([refuel("a", "2025-10-10T08:00:00.000Z")]);
    expect(await years()).toEqual(["bike 2026"]);
    // A refuel's id is not a maintenance's.
    expect(await write([{ table: "refuels", key: "m", value: null }])).toEqual([null]);
    expect((await historyOf(db, bike)).maintenances).toHaveLength(1);
    await idsMatchRecords();
  });

  it("starts a new record when the year's latest is full, and finds an entry in any of them", async () => {
    fresh();
    const inNovember = (id: string) => created(refuel(id, "2026-11-10T08:00:00.000Z"));
    await write(Array.from({ length: entriesPerRecord * 2 + 1 }, (_, n) => inNovember(`n${n}`)));
    const sizes = async () => (await db.entryRecords.toArray()).map((record) => [record.part, record.refuels.length]);
    expect(await sizes()).toEqual([
      [0, entriesPerRecord],
      [1, entriesPerRecord],
      [2, 1],
    ]);
    // Edited from another device: found in the first record, where it stays.
    await write([{ table: "refuels", key: "n3", value: refuel("n3", "2026-11-12T08:00:00.000Z") }]);
    expect((await db.entryRecords.get([car, "2026", 0]))?.refuels[3]?.date).toBe("2026-11-12T08:00:00.000Z");
    await write([{ table: "refuels", key: "n4", value: null, was: refuel("n4", "2026-11-10T08:00:00.000Z") }]);
    await write([inNovember("late")]);
    expect(await sizes()).toEqual([
      [0, entriesPerRecord - 1],
      [1, entriesPerRecord],
      [2, 2],
    ]);
    expect((await historyOf(db, car)).refuels).toHaveLength(entriesPerRecord * 2 + 1);
    await idsMatchRecords();
  });

  it("keeps the two highest readings of each kind beside the records, and each record's latest date", async () => {
    fresh();
    const reading = (id: string, date: string, km: number) => created(refuel(id, `${date}T08:00:00.000Z`, car, km));
    // A typo in an old year holds the odometer; the next highest is this year's.
    await write([
      reading("a", "2023-05-10", 900_000),
      reading("b", "2024-05-10", 1_200),
      reading("c", "2025-05-10", 1_500),
      reading("d", "2025-06-10", 1_400),
      reading("e", "2025-07-10", 0),
    ]);
    const ids = async () => (await highestReadings(db, car)).refuels.map((r) => r._id).sort();
    expect(await ids()).toEqual(["a", "c", "d"]);
    // Corrected, the typo's record is no longer among them.
    await write([{ table: "refuels", key: "a", value: refuel("a", "2023-05-10T08:00:00.000Z", car, 900) }]);
    expect(await ids()).toEqual(["b", "c", "d"]);
    expect((await entriesAfter(db, car, "2025-06-10T08:00:00.000Z")).refuels.map((r) => r._id)).toEqual(["e"]);
    expect((await entriesAfter(db, car, "2025-07-10T08:00:00.000Z")).refuels).toEqual([]);
  });

  it("moves a device's one-record-per-entry tables to year records when the app updates", async () => {
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
      .bulkPut([refuel("a", "2025-10-10T08:00:00.000Z"), refuel("b", "2026-11-10T08:00:00.000Z")]);
    await old.table("maintenances").put({ _id: "m", vehicle: car, date: "2026-11-12T08:00:00.000Z", kms: 10 });
    old.close();

    db = new OdoDatabase(userId);
    expect(await years()).toEqual(["car 2025", "car 2026"]);
    const history = await historyOf(db, car);
    expect(history.refuels.map((r) => r._id)).toEqual(["a", "b"]);
    expect(history.maintenances.map((m) => m._id)).toEqual(["m"]);
    expect(db.tables.map((table) => table.name)).not.toContain("refuels");
    expect((await db.entryIds.get([car, "2026", 0]))?.topKm).toBe(10);
    await idsMatchRecords();
  });

  it("keeps expenses in the year records with the other entries once the app updates", async () => {
    const userId = `expenses-${name}`;
    // The schema as shipped up to version 8: expenses one row each, records without them.
    const old = new Dexie(`odo-${userId}`);
    old.version(8).stores({
      users: "_id",
      vehicles: "_id, createdAt",
      notifications: "_id, createdAt",
      outbox: "++mid",
      rejected: "++id",
      meta: "key",
      reminders: "_id, vehicle",
      notices: "_id, createdAt",
      entryRecords: "[vehicle+year+part]",
      entryIds: "[vehicle+year+part], [vehicle+topKm], [vehicle+lastDate]",
      expenses: "_id, vehicle",
      attachments: "_id, vehicle, recordId",
      files: "_id, state, viewedAt",
    });
    const shipped = {
      vehicle: car,
      year: "2026",
      part: 0,
      maintenances: [],
      refuels: [refuel("a", "2026-03-10T08:00:00.000Z", car, 500)],
    };
    await old.table("entryRecords").put(shipped);
    await old.table("entryIds").put({
      ...shipped,
      maintenances: "",
      refuels: "a",
      topKm: 500,
      lastDate: shipped.refuels[0]?.date,
      tops: shipped,
    });
    await old.table("expenses").bulkPut([
      { _id: "toll", vehicle: car, date: "2026-04-01T08:00:00.000Z", km: 900, amount: 3 },
      { _id: "tax", vehicle: car, date: "2025-02-01T08:00:00.000Z", km: null, amount: 80 },
    ]);
    old.close();

    db = new OdoDatabase(`${userId}`);
    const history = await historyOf(db, car);
    expect(history.refuels.map((r) => r._id)).toEqual(["a"]);
    expect(history.expenses.map((e) => e._id).sort()).toEqual(["tax", "toll"]);
    expect(await years()).toEqual(["car 2025", "car 2026"]);
    // The toll's km is a reading like any other: the odometer's index finds it.
    expect((await db.entryIds.get([car, "2026", 0]))?.topKm).toBe(900);
    expect((await highestReadings(db, car)).expenses.map((e) => e._id)).toEqual(["toll", "tax"]);
    expect((await entryOf(db, "expenses", car, "tax"))?._id).toBe("tax");
    expect(db.tables.map((table) => table.name)).not.toContain("expenses");
    await idsMatchRecords();
  });

  it("reads and adds to a record kept before a kind of entry existed, with no new database version", async () => {
    fresh();
    // A record and its ids as a device kept them when entries were only maintenances and refuels.
    const kept = {
      vehicle: car,
      year: "2026",
      part: 0,
      maintenances: [],
      refuels: [refuel("a", "2026-03-10T08:00:00.000Z", car, 500)],
    };
    await db.entryRecords.put(kept as never);
    await db.entryIds.put({
      ...kept,
      maintenances: "",
      refuels: "a",
      topKm: 500,
      lastDate: "2026-03-10T08:00:00.000Z",
      tops: kept,
    } as never);
    const toll = { _id: "toll", vehicle: car, date: "2026-04-01T08:00:00.000Z", km: 900, amount: 3 };
    await write([{ table: "expenses", key: "toll", value: toll as never, was: null }]);
    const history = await historyOf(db, car);
    expect([history.refuels.map((r) => r._id), history.expenses.map((e) => e._id)]).toEqual([["a"], ["toll"]]);
    expect((await entryOf(db, "expenses", car, "toll"))?._id).toBe("toll");
    expect((await highestReadings(db, car)).expenses.map((e) => e._id)).toEqual(["toll"]);
    await idsMatchRecords();
  });
});
