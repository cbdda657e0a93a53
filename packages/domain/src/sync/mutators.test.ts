import { describe, expect, it } from "vitest";
import type { Country } from "../app/constants.js";
import { maintenanceCreateSchema } from "../maintenance/maintenance.js";
import { timelineEntries, timelineNeighbours } from "../maintenance/timeline.js";
import { refuelCreateSchema } from "../refuel/refuel.js";
import type { AccessRole } from "../share/roles.js";
import { aMaintenance, aRefuel, aVehicle, ids, nextId } from "../testing/fixtures.js";
import type { Vehicle } from "../vehicle/vehicle.js";
import type { EntryKind, EntryOfKind, HeldEntry, MutationContext, MutationStore } from "./mutation-store.js";
import { mayRun, sharedMutators } from "./mutators.js";

const workshopId = "01900000-0000-7000-8000-0000000000aa";
const now = "2026-03-01T12:00:00.000Z";

/**
 * The smallest store a mutator runs over: rows in maps, the actor's role per vehicle. The PWA's
 * Dexie store and the server's repositories answer the same questions from their own storage.
 */
class MemoryStore implements MutationStore {
  readonly vehicles = new Map<string, Vehicle>();
  readonly entries = {
    maintenance: new Map<string, EntryOfKind["maintenance"]>(),
    refuel: new Map<string, EntryOfKind["refuel"]>(),
  };
  writes = 0;

  constructor(
    private readonly roles: Record<string, AccessRole>,
    private readonly country: Country = "panama",
  ) {}

  async vehicleAccess(vehicleId: string) {
    const vehicle = this.vehicles.get(vehicleId);
    const role = this.roles[vehicleId];
    return vehicle && role ? { vehicle, role } : undefined;
  }

  async entry<K extends EntryKind>(kind: K, id: string): Promise<HeldEntry<K> | undefined> {
    const entry = this.entries[kind].get(id) as EntryOfKind[K] | undefined;
    const vehicle = entry && this.vehicles.get(entry.vehicle);
    return entry && vehicle && { entry, vehicle, role: this.roles[vehicle._id] };
  }

  #history(vehicleId: string) {
    const mine = <T extends { vehicle: string }>(rows: Map<string, T>) =>
      [...rows.values()].filter((row) => row.vehicle === vehicleId);
    return timelineEntries(mine(this.entries.maintenance), mine(this.entries.refuel));
  }

  async neighboursAt(vehicle: Vehicle, date: string, edited?: { _id: string }) {
    return timelineNeighbours({ _id: edited?._id, date }, vehicle, this.#history(vehicle._id));
  }

  async highestReading(vehicleId: string) {
    const readings = this.#history(vehicleId).flatMap((entry) => (entry.km ? [entry.km] : []));
    return readings.length === 0 ? null : Math.max(...readings);
  }

  async authorSettings() {
    return { currency: "USD" as const, country: this.country };
  }

  async shopName() {
    return "Taller Sur";
  }

  async putEntry<K extends EntryKind>(kind: K, entry: EntryOfKind[K]) {
    (this.entries[kind] as Map<string, EntryOfKind[K]>).set(entry._id, entry);
    this.writes += 1;
  }

  async deleteEntry<K extends EntryKind>(kind: K, entry: EntryOfKind[K]) {
    this.entries[kind].delete(entry._id);
    this.writes += 1;
  }

  async putOdometer(vehicle: Vehicle) {
    this.vehicles.set(vehicle._id, vehicle);
    this.writes += 1;
  }
}

const as = (actorId: string, isAdmin = false): MutationContext => ({ actorId, isAdmin, now, newId: nextId });

function storeWith(role: AccessRole | undefined, country?: Country) {
  const store = new MemoryStore(role ? { [ids.vehicle]: role } : {}, country);
  store.vehicles.set(ids.vehicle, aVehicle({ displacement: 10_000, initialKm: 10_000 }));
  return store;
}

const maintenanceAt = (kms: number) =>
  maintenanceCreateSchema.parse({ type: "general", adjustments: ["changeOil"], kms, date: "2026-02-20" });
const refuelAt = (displacement: number, station = "Puma") =>
  refuelCreateSchema.parse({
    date: "2026-02-20",
    quantity: 30,
    amount: 40,
    displacement,
    gasStation: { name: station },
  });

const create = sharedMutators["maintenance.create"];
const createRefuel = sharedMutators["refuel.create"];

describe("shared mutators", () => {
  it("log a maintenance with the author's currency and move the odometer to its higher reading", async () => {
    const store = storeWith("owner");
    const logged = await create.effect(
      store,
      { vehicleId: ids.vehicle, maintenance: maintenanceAt(12_500) },
      as(ids.owner),
    );
    expect(store.entries.maintenance.get(logged._id)).toMatchObject({
      kms: 12_500,
      currency: "USD",
      createdBy: ids.owner,
    });
    expect(logged.loggedByShop ?? null).toBeNull();
    expect(store.vehicles.get(ids.vehicle)).toMatchObject({ displacement: 12_500, updatedAt: now });
  });

  it("sign a workshop's maintenance with its shop, and refuse roles without the capability", async () => {
    const workshop = storeWith("workshop");
    const logged = await create.effect(
      workshop,
      { vehicleId: ids.vehicle, maintenance: maintenanceAt(11_000) },
      as(workshopId),
    );
    expect(logged.loggedByShop).toBe("Taller Sur");
    // The mismatch: refuels are the owner's, whatever the screen offered.
    await expect(
      createRefuel.effect(workshop, { vehicleId: ids.vehicle, refuel: refuelAt(11_100) }, as(workshopId)),
    ).rejects.toMatchObject({ code: "FORBIDDEN", status: 403 });
    await expect(
      create.effect(
        storeWith("insuranceBroker"),
        { vehicleId: ids.vehicle, maintenance: maintenanceAt(1) },
        as(workshopId),
      ),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(
      create.effect(storeWith(undefined), { vehicleId: ids.vehicle, maintenance: maintenanceAt(1) }, as(workshopId)),
    ).rejects.toMatchObject({ code: "VEHICLE_NOT_FOUND", status: 404 });
  });

  it("refuse a reading below an earlier one, writing nothing", async () => {
    const store = storeWith("owner");
    await create.effect(store, { vehicleId: ids.vehicle, maintenance: maintenanceAt(12_000) }, as(ids.owner));
    const writes = store.writes;
    await expect(
      createRefuel.effect(store, { vehicleId: ids.vehicle, refuel: refuelAt(9_000) }, as(ids.owner)),
    ).rejects.toMatchObject({ code: "VALIDATION_FAILED", message: "invalidMileage" });
    expect(store.writes).toBe(writes);
  });

  it("move the odometer back when the entry whose reading held it goes", async () => {
    const store = storeWith("owner");
    await create.effect(store, { vehicleId: ids.vehicle, maintenance: maintenanceAt(11_000) }, as(ids.owner));
    const typo = await createRefuel.effect(store, { vehicleId: ids.vehicle, refuel: refuelAt(900_000) }, as(ids.owner));
    expect(store.vehicles.get(ids.vehicle)?.displacement).toBe(900_000);
    await sharedMutators["refuel.update"].effect(
      store,
      { _id: typo._id, patch: { displacement: 11_200 } },
      as(ids.owner),
    );
    expect(store.vehicles.get(ids.vehicle)?.displacement).toBe(11_200);
    await sharedMutators["refuel.delete"].effect(store, { _id: typo._id }, as(ids.owner));
    expect(store.vehicles.get(ids.vehicle)?.displacement).toBe(11_000);
  });

  it("let a workshop change its own entries only, and an admin delete any", async () => {
    const store = storeWith("workshop");
    const owners = aMaintenance({ kms: null, createdBy: ids.owner });
    const its = aMaintenance({ kms: null, createdBy: workshopId });
    for (const entry of [owners, its]) store.entries.maintenance.set(entry._id, entry);
    const update = sharedMutators["maintenance.update"];
    const edited = await update.effect(store, { _id: its._id, patch: { description: "Filtro" } }, as(workshopId));
    expect(edited).toMatchObject({ entry: { description: "Filtro" }, role: "workshop" });
    await expect(
      update.effect(store, { _id: owners._id, patch: { description: "x" } }, as(workshopId)),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const refuel = aRefuel();
    store.entries.refuel.set(refuel._id, refuel);
    // A workshop never sees refuels: the refusal does not confirm this one exists.
    await expect(
      sharedMutators["refuel.delete"].effect(store, { _id: refuel._id }, as(workshopId)),
    ).rejects.toMatchObject({
      code: "REFUEL_NOT_FOUND",
    });
    const stranger = new MemoryStore({});
    stranger.vehicles.set(ids.vehicle, aVehicle());
    stranger.entries.refuel.set(refuel._id, refuel);
    await sharedMutators["refuel.delete"].effect(stranger, { _id: refuel._id }, as(workshopId, true));
    expect(stranger.entries.refuel.has(refuel._id)).toBe(false);
  });

  it("keep a station chosen before the owner moved country on the refuel's edits", async () => {
    const store = storeWith("owner", "none");
    const refuel = aRefuel({ gasStation: { name: "Puma", location: "", pricePerLt: 1.333 } });
    store.entries.refuel.set(refuel._id, refuel);
    const update = sharedMutators["refuel.update"];
    await update.effect(store, { _id: refuel._id, patch: { amount: 50 } }, as(ids.owner));
    expect(store.entries.refuel.get(refuel._id)).toMatchObject({ amount: 50, gasStation: { name: "Puma" } });
    await expect(
      update.effect(store, { _id: refuel._id, patch: { gasStation: { name: "Texaco" } } }, as(ids.owner)),
    ).rejects.toMatchObject({ message: "unknownGasStation" });
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
