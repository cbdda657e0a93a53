import "fake-indexeddb/auto";
import { aRefuel, aVehicle, nextId } from "@odo/domain/testing";
import { afterEach, describe, expect, it } from "vitest";
import { OdoDatabase } from "./db.js";
import { historyOf } from "./entry-reads.js";
import { PulledEntries } from "./pulled-entries.js";
import { type ServerRow, writeServerRows } from "./server-rows.js";

const userId = "019ad000-0000-7000-8000-000000000002";
const vehicle = aVehicle();
let db: OdoDatabase | undefined;
afterEach(async () => {
  await db?.delete();
});

const refuelAt = (_id: string, displacement: number) =>
  aRefuel({
    _id,
    vehicle: vehicle._id,
    displacement,
    date: `2026-11-${String((displacement % 28) + 1).padStart(2, "0")}T10:00:00.000Z`,
  });
const put = (refuel: ReturnType<typeof aRefuel>): ServerRow => ({ table: "refuels", key: refuel._id, value: refuel });
const gone = (key: string): ServerRow => ({ table: "refuels", key, value: null });

/** One transaction of a pull, as the engine runs it (without the cursor). */
async function pullPage(database: OdoDatabase, pulled: PulledEntries, rows: ServerRow[]) {
  await writeServerRows(database, rows, pulled);
  pulled.noteWritten(rows.map(({ key }) => ({ table: "refuels", key })));
}

describe("a pull's knowledge of the entries on the device", () => {
  it("on an empty device, keeps each entry once when a later page brings it again, and deletes what it wrote", async () => {
    db = new OdoDatabase(userId);
    const [a, b, c] = [nextId(), nextId(), nextId()];
    const pulled = await PulledEntries.begin(db);
    expect(pulled.isNew("refuels", a)).toBe(true);
    await pullPage(db, pulled, [put(refuelAt(a, 100)), put(refuelAt(b, 200))]);
    expect(pulled.isNew("refuels", a)).toBe(false);
    // The entry changed during the pull comes again; one never on the device is deleted: nothing happens.
    await pullPage(db, pulled, [put(refuelAt(a, 150)), put(refuelAt(c, 300)), gone(nextId())]);
    await pullPage(db, pulled, [gone(b)]);
    const { refuels } = await historyOf(db, vehicle._id);
    expect(refuels.map(({ _id, displacement }) => [_id, displacement]).sort()).toEqual(
      [
        [a, 150],
        [c, 300],
      ].sort(),
    );
  });

  it("on a device that held entries, searches for each pulled one and replaces it", async () => {
    db = new OdoDatabase(userId);
    const held = nextId();
    await writeServerRows(db, [put(refuelAt(held, 100))]);
    const pulled = await PulledEntries.begin(db);
    expect(pulled.isNew("refuels", held)).toBe(false);
    await pullPage(db, pulled, [put(refuelAt(held, 120))]);
    const { refuels } = await historyOf(db, vehicle._id);
    expect(refuels.map(({ _id, displacement }) => [_id, displacement])).toEqual([[held, 120]]);
  });
});
