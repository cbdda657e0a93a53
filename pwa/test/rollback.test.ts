import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { OdoDatabase, type OutboxEntry } from "../src/shared/sync/db.js";
import { entryOf } from "../src/shared/sync/entry-reads.js";
import { writeEntries } from "../src/shared/sync/entry-writes.js";
import { forgettingCreatedBy, restore, withDependents } from "../src/shared/sync/rollback.js";

const vehicleId = "01934000-0000-7000-8000-0000000a0001";
const entry = (mid: number, name: OutboxEntry["name"], args: unknown, before: OutboxEntry["before"]): OutboxEntry => ({
  mid,
  name,
  args,
  before,
  createdAt: "2026-11-22T10:00:00.000Z",
});

const created = entry(1, "vehicle.create", { _id: vehicleId }, [{ table: "vehicles", key: vehicleId, value: null }]);
const refuel = entry(2, "refuel.create", { vehicleId, refuel: { _id: "r1" } }, [
  { table: "refuels", key: "r1", value: null },
]);
const otherCar = entry(3, "vehicle.update", { _id: "someone-else", patch: {} }, [
  { table: "vehicles", key: "someone-else", value: { _id: "someone-else" } },
]);
const onRefuel = entry(4, "refuel.delete", { _id: "r1" }, [{ table: "refuels", key: "r1", value: { _id: "r1" } }]);

let db: OdoDatabase | undefined;
afterEach(async () => {
  await db?.delete();
});

describe("rolling back a refused change", () => {
  it("takes along the queued changes that depend on what it created, and nothing else", () => {
    expect(withDependents(created, [refuel, otherCar]).map((e) => e.mid)).toEqual([1, 2]);
    expect(withDependents(otherCar, [onRefuel]).map((e) => e.mid)).toEqual([3]);
  });

  it("puts every row back as it was, newest change first", async () => {
    db = new OdoDatabase("rollback-test");
    await db.vehicles.put({ _id: vehicleId } as never);
    const r1 = { _id: "r1", vehicle: vehicleId, date: "2026-11-22T09:00:00.000Z" };
    await db.transaction("rw", [db.entryRecords, db.entryIds], async () => {
      await writeEntries(db as OdoDatabase, [{ table: "refuels", key: "r1", value: r1 as never, was: null }]);
    });
    await db.vehicles.put({ _id: "someone-else", color: "Red" } as never);
    const update = entry(5, "vehicle.update", { _id: "someone-else" }, [
      { table: "vehicles", key: "someone-else", value: { _id: "someone-else", color: "Blue" } },
    ]);
    await restore(db, [created, refuel, update]);
    expect(await db.vehicles.get(vehicleId)).toBeUndefined();
    expect(await entryOf(db, "refuels", vehicleId, "r1")).toBeUndefined();
    expect(await db.entryRecords.count()).toBe(0);
    expect(await db.vehicles.get("someone-else")).toEqual({ _id: "someone-else", color: "Blue" });
  });

  it("never brings back a row a refused change created, when a later change is refused too", async () => {
    // An expense added on a vehicle another device had deleted, then the vehicle deleted here:
    // the server refuses both, and the delete's rollback must not put the expense back.
    db = new OdoDatabase("rollback-test");
    const car = { _id: vehicleId, model: "Corolla" };
    const expense = { _id: "e1", vehicle: vehicleId, date: "2026-11-22T09:00:00.000Z" };
    const addExpense = entry(6, "expense.create", { vehicleId, expense: { _id: "e1" } }, [
      { table: "expenses", key: "e1", value: null },
    ]);
    const deleteCar = entry(7, "vehicle.delete", { _id: vehicleId }, [
      { table: "expenses", key: "e1", value: expense },
      { table: "vehicles", key: vehicleId, value: car },
    ]);
    const chain = withDependents(addExpense, [deleteCar]);
    expect(chain.map((e) => e.mid)).toEqual([6]);
    const [rewritten] = forgettingCreatedBy(chain, [deleteCar]);
    expect(rewritten?.before).toEqual([
      { table: "expenses", key: "e1", value: null },
      { table: "vehicles", key: vehicleId, value: car },
    ]);
    await restore(db, chain);
    await restore(db, [rewritten as OutboxEntry]);
    expect(await db.vehicles.get(vehicleId)).toEqual(car);
    expect(await entryOf(db, "expenses", vehicleId, "e1")).toBeUndefined();
    expect(await db.entryRecords.count()).toBe(0);
    // Changes that held no row the chain created are left as they are.
    expect(forgettingCreatedBy(chain, [otherCar])).toEqual([]);
  });
});
