import { describe, expect, it } from "vitest";
import { attachmentCreateSchema } from "../attachment/attachment.js";
import { expenseCreateSchema } from "../expense/expense.js";
import { maintenanceCreateSchema } from "../maintenance/maintenance.js";
import { refuelCreateSchema } from "../refuel/refuel.js";
import { reminderCreateSchema } from "../reminder/reminder.js";
import { aUser, aVehicle, ids, nextId } from "../testing/fixtures.js";
import { MemoryWorld } from "../testing/memory-world.js";
import { describeStoreConformance } from "../testing/store-conformance.js";
import { treadReadingCreateSchema } from "../tyre/tread-reading.js";
import { tyreEventCreateSchema } from "../tyre/tyre-event.js";
import { type TyreSetCreateInput, tyreSetCreateSchema } from "../tyre/tyre-set.js";
import type { MutationArgs } from "./mutations.js";
import type { Mutator } from "./mutator.js";
import { mayRun, type SharedMutationName, sharedMutators } from "./mutators.js";
import type { WriteTransaction } from "./write-transaction.js";

const workshopId = "01900000-0000-7000-8000-0000000000aa";
const now = "2026-03-01T12:00:00.000Z";

describeStoreConformance({ name: "the memory world", open: async () => new MemoryWorld() });

const maintenanceAt = (kms: number) =>
  maintenanceCreateSchema.parse({ type: "general", adjustments: ["changeOil"], kms, date: "2026-02-20" });
const refuelAt = (displacement: number) =>
  refuelCreateSchema.parse({
    date: "2026-02-20",
    quantity: 30,
    amount: 40,
    displacement,
    gasStation: { name: "Puma" },
  });

const tyreSetId = "01900000-0000-7000-8000-0000000000ee";
const summerSet: TyreSetCreateInput = {
  _id: tyreSetId,
  brand: "Michelin",
  size: "205/55 R16 91V",
  season: "summer",
  tyres: [{ key: "t1", dot: "2319" }, { key: "t2" }],
};

describe("shared mutators", () => {
  it("name in their read-ahead the vehicle and reading date their effect reads first", async () => {
    const visit = { workshopId, shopName: "Taller Sur", since: now };
    const argsOf: { [N in SharedMutationName]?: MutationArgs<N> } = {
      "maintenance.create": { vehicleId: ids.vehicle, maintenance: { ...maintenanceAt(12_000), _id: nextId() } },
      "refuel.create": { vehicleId: ids.vehicle, refuel: { ...refuelAt(12_000), _id: nextId() } },
      "expense.create": {
        vehicleId: ids.vehicle,
        expense: {
          ...expenseCreateSchema.parse({ category: "tolls", amount: 3, date: "2026-01-01", km: 12_000 }),
          _id: nextId(),
        },
        moveDueDate: false,
      },
      "attachment.create": {
        vehicleId: ids.vehicle,
        attachment: {
          ...attachmentCreateSchema.parse({
            purpose: "vehiclePhoto",
            mediaType: "image/webp",
            bytes: 90_000,
            sha256: "b".repeat(64),
            name: "car.webp",
          }),
          _id: nextId(),
        },
      },
      "reminder.create": {
        vehicleId: ids.vehicle,
        reminder: { ...reminderCreateSchema.parse({ title: "Frenos", everyKm: 5_000, dueKm: 15_000 }), _id: nextId() },
      },
      "tyreSet.create": { vehicleId: ids.vehicle, set: { ...tyreSetCreateSchema.parse(summerSet), _id: nextId() } },
      "tyreEvent.create": {
        vehicleId: ids.vehicle,
        event: {
          ...tyreEventCreateSchema.parse({
            date: "2026-02-20",
            km: 12_000,
            moves: [{ set: tyreSetId, tyre: "t1", to: "frontLeft" }],
          }),
          _id: nextId(),
        },
      },
      "treadReading.create": {
        vehicleId: ids.vehicle,
        reading: {
          ...treadReadingCreateSchema.parse({
            date: "2026-02-20",
            km: 12_000,
            depths: [{ set: tyreSetId, tyre: "t1", treadMm: "6,5" }],
          }),
          _id: nextId(),
        },
      },
      "vehicle.update": { _id: ids.vehicle, patch: { color: "Rojo" } },
      "vehicle.settings": {
        _id: ids.vehicle,
        settings: { maintenanceInterval: 7_500, resetMaintenanceType: "general" },
      },
      "vehicle.delete": { _id: ids.vehicle },
      "vehicle.endVisit": { _id: ids.vehicle },
    };
    const withReadAhead = Object.entries(sharedMutators).flatMap(([name, mutator]) =>
      "readAhead" in mutator ? [name] : [],
    );
    expect(withReadAhead.sort()).toEqual(Object.keys(argsOf).sort());
    for (const [name, args] of Object.entries(argsOf)) {
      const mutator = sharedMutators[name as SharedMutationName] as Mutator<unknown, unknown>;
      const world = new MemoryWorld();
      await world.addUser(aUser());
      await world.addVehicle(aVehicle({ displacement: 10_000, initialKm: 10_000, workshopVisit: visit }));
      await world.run(ids.owner, (tx) =>
        sharedMutators["tyreSet.create"].effect(
          tx,
          { vehicleId: ids.vehicle, set: { ...tyreSetCreateSchema.parse(summerSet), _id: tyreSetId } },
          { actorId: ids.owner, isAdmin: false, now, newId: nextId },
        ),
      );
      const read = { vehicles: [] as string[], dates: [] as string[] };
      await world.run(ids.owner, (tx) => {
        const watched: WriteTransaction = Object.create(tx);
        watched.get = (table, id) => {
          if (table === "vehicles") read.vehicles.push(id);
          return tx.get(table, id);
        };
        watched.readingsAround = (vehicle, date, edited) => {
          read.dates.push(date);
          return tx.readingsAround(vehicle, date, edited);
        };
        return mutator.effect(watched, args, { actorId: ids.owner, isAdmin: false, now, newId: nextId });
      });
      const ahead = mutator.readAhead?.(args);
      expect([name, read.vehicles[0], read.dates[0]]).toEqual([name, ahead?.vehicleId, ahead?.readingDate]);
    }
  });

  it("tell a screen which copies of a vehicle offer each mutation", () => {
    const owned = aVehicle();
    const shared = aVehicle({ access: { role: "workshop", ownerName: "Ana" } });
    expect([mayRun(owned, "refuel.create"), mayRun(shared, "refuel.create")]).toEqual([true, false]);
    expect([
      mayRun(shared, "maintenance.create"),
      mayRun({ access: { role: "insuranceBroker", ownerName: "Ana" } }, "maintenance.create"),
    ]).toEqual([true, false]);
  });
});
