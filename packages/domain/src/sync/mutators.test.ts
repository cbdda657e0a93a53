import { describe, expect, it } from "vitest";
import type { Country } from "../app/constants.js";
import { maintenanceCreateSchema } from "../maintenance/maintenance.js";
import { timelineEntries, timelineNeighbours } from "../maintenance/timeline.js";
import type { Notification } from "../notification/notification.js";
import { refuelCreateSchema } from "../refuel/refuel.js";
import { reminderCreateSchema } from "../reminder/reminder.js";
import type { AccessRole } from "../share/roles.js";
import { aMaintenance, aRefuel, aVehicle, ids, nextId } from "../testing/fixtures.js";
import { type User, userSchema } from "../user/user.js";
import { vehicleCreateSchema } from "../vehicle/create.js";
import type { Vehicle } from "../vehicle/vehicle.js";
import type { HeldRow, MutationContext, MutationStore, Mutator, RowKind, RowOfKind } from "./mutation-store.js";
import type { MutationArgs } from "./mutations.js";
import { mayRun, type SharedMutationName, sharedMutators } from "./mutators.js";

const workshopId = "01900000-0000-7000-8000-0000000000aa";
const now = "2026-03-01T12:00:00.000Z";

/**
 * The smallest store a mutator runs over: rows in maps, the actor's role per vehicle. The PWA's
 * Dexie store and the server's repositories answer the same questions from their own storage.
 */
class MemoryStore implements MutationStore {
  readonly vehicles = new Map<string, Vehicle>();
  readonly rows = {
    maintenance: new Map<string, RowOfKind["maintenance"]>(),
    refuel: new Map<string, RowOfKind["refuel"]>(),
    reminder: new Map<string, RowOfKind["reminder"]>(),
  };
  writes = 0;

  constructor(
    private readonly roles: Record<string, AccessRole | undefined>,
    private readonly country: Country = "panama",
  ) {}

  async vehicleAccess(vehicleId: string) {
    const vehicle = this.vehicles.get(vehicleId);
    const role = this.roles[vehicleId];
    return vehicle && role ? { vehicle, role } : undefined;
  }

  async row<K extends RowKind>(kind: K, id: string): Promise<HeldRow<K> | undefined> {
    const row = this.rows[kind].get(id) as RowOfKind[K] | undefined;
    const vehicle = row && this.vehicles.get(row.vehicle);
    return row && vehicle && { row, vehicle, role: this.roles[vehicle._id] };
  }

  #history(vehicleId: string) {
    const mine = <T extends { vehicle: string }>(rows: Map<string, T>) =>
      [...rows.values()].filter((row) => row.vehicle === vehicleId);
    return timelineEntries(mine(this.rows.maintenance), mine(this.rows.refuel));
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

  async putRow<K extends RowKind>(kind: K, row: RowOfKind[K]) {
    (this.rows[kind] as Map<string, RowOfKind[K]>).set(row._id, row);
    this.writes += 1;
  }

  async deleteRow<K extends RowKind>(kind: K, row: RowOfKind[K]) {
    this.rows[kind].delete(row._id);
    this.writes += 1;
  }

  async putOdometer(vehicle: Vehicle) {
    this.vehicles.set(vehicle._id, vehicle);
    this.writes += 1;
  }

  profile: User | undefined;
  readonly notifications = new Map<string, Notification>();
  changed: Partial<User> = {};

  async user() {
    return this.profile;
  }

  async putUser(user: User, changed: Partial<User>) {
    this.profile = user;
    this.changed = changed;
  }

  async notification(id: string) {
    return this.notifications.get(id);
  }

  async putNotification(notification: Notification) {
    this.notifications.set(notification._id, notification);
  }

  async putVehicle(vehicle: Vehicle) {
    this.vehicles.set(vehicle._id, vehicle);
    this.roles[vehicle._id] ??= "owner";
    this.writes += 1;
  }

  async deleteVehicle(vehicle: Vehicle) {
    this.vehicles.delete(vehicle._id);
    for (const rows of Object.values(this.rows)) {
      for (const row of [...rows.values()]) if (row.vehicle === vehicle._id) rows.delete(row._id);
    }
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
    expect(store.rows.maintenance.get(logged._id)).toMatchObject({
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
    for (const entry of [owners, its]) store.rows.maintenance.set(entry._id, entry);
    const update = sharedMutators["maintenance.update"];
    const edited = await update.effect(store, { _id: its._id, patch: { description: "Filtro" } }, as(workshopId));
    expect(edited).toMatchObject({ row: { description: "Filtro" }, role: "workshop" });
    await expect(
      update.effect(store, { _id: owners._id, patch: { description: "x" } }, as(workshopId)),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const refuel = aRefuel();
    store.rows.refuel.set(refuel._id, refuel);
    // A workshop never sees refuels: the refusal does not confirm this one exists.
    await expect(
      sharedMutators["refuel.delete"].effect(store, { _id: refuel._id }, as(workshopId)),
    ).rejects.toMatchObject({
      code: "REFUEL_NOT_FOUND",
    });
    const stranger = new MemoryStore({});
    stranger.vehicles.set(ids.vehicle, aVehicle());
    stranger.rows.refuel.set(refuel._id, refuel);
    await sharedMutators["refuel.delete"].effect(stranger, { _id: refuel._id }, as(workshopId, true));
    expect(stranger.rows.refuel.has(refuel._id)).toBe(false);
  });

  it("keep a station chosen before the owner moved country on the refuel's edits", async () => {
    const store = storeWith("owner", "none");
    const refuel = aRefuel({ gasStation: { name: "Puma", location: "", pricePerLt: 1.333 } });
    store.rows.refuel.set(refuel._id, refuel);
    const update = sharedMutators["refuel.update"];
    await update.effect(store, { _id: refuel._id, patch: { amount: 50 } }, as(ids.owner));
    expect(store.rows.refuel.get(refuel._id)).toMatchObject({ amount: 50, gasStation: { name: "Puma" } });
    await expect(
      update.effect(store, { _id: refuel._id, patch: { gasStation: { name: "Texaco" } } }, as(ids.owner)),
    ).rejects.toMatchObject({ message: "unknownGasStation" });
  });

  it("let a workshop set reminders and change only its own; whoever sees one completes it", async () => {
    const store = new MemoryStore({ [ids.vehicle]: "workshop", [ids.other]: "insuranceBroker" });
    store.vehicles.set(ids.vehicle, aVehicle());
    store.vehicles.set(ids.other, aVehicle({ _id: ids.other }));
    const input = reminderCreateSchema.parse({ title: "Frenos", everyKm: 5_000, dueKm: 15_000 });
    const its = await sharedMutators["reminder.create"].effect(
      store,
      { vehicleId: ids.vehicle, reminder: input },
      as(workshopId),
    );
    expect(store.rows.reminder.get(its._id)).toMatchObject({ title: "Frenos", createdBy: workshopId });
    const owners = { ...its, _id: nextId(), createdBy: ids.owner };
    store.rows.reminder.set(owners._id, owners);
    const update = sharedMutators["reminder.update"];
    await expect(
      update.effect(store, { _id: owners._id, patch: { title: "x" } }, as(workshopId)),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    // Cleared of everything that makes it due, it would not be a reminder any more.
    await expect(
      update.effect(store, { _id: its._id, patch: { dueKm: null, everyKm: null } }, as(workshopId)),
    ).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    // The REST door names the vehicle: another vehicle's reminder is not found there.
    await expect(
      sharedMutators["reminder.delete"].effect(store, { _id: its._id, inVehicle: ids.other }, as(workshopId)),
    ).rejects.toMatchObject({ code: "REMINDER_NOT_FOUND" });
    const done = await sharedMutators["reminder.complete"].effect(
      store,
      { _id: owners._id, km: 15_200, date: now },
      as(workshopId),
    );
    expect(done).toMatchObject({ lastDoneKm: 15_200, lastDoneDate: now });
    // A broker does not see reminders at all.
    const brokers = { ...its, _id: nextId(), vehicle: ids.other };
    store.rows.reminder.set(brokers._id, brokers);
    await expect(
      sharedMutators["reminder.snooze"].effect(store, { _id: brokers._id, until: now }, as(workshopId)),
    ).rejects.toMatchObject({ code: "REMINDER_NOT_FOUND" });
  });

  it("add, change, set up and delete vehicles, each as the role may", async () => {
    const store = new MemoryStore({});
    const car = await sharedMutators["vehicle.create"].effect(
      store,
      vehicleCreateSchema.parse({ vehicleType: "car", manufacture: "Kia", model: "Rio", displacement: 5_000 }),
      as(ids.owner),
    );
    expect(store.vehicles.get(car._id)).toMatchObject({ user: { _id: ids.owner }, displacement: 5_000 });
    await expect(
      sharedMutators["vehicle.update"].effect(store, { _id: car._id, patch: { year: 2031 } }, as(ids.owner)),
    ).rejects.toMatchObject({ code: "VALIDATION_FAILED", message: "yearRange" });
    await sharedMutators["vehicle.update"].effect(store, { _id: car._id, patch: { color: "Rojo" } }, as(ids.owner));
    expect(store.vehicles.get(car._id)?.color).toBe("Rojo");
    const settings = sharedMutators["vehicle.settings"];
    await expect(
      settings.effect(
        store,
        { _id: car._id, settings: { maintenanceInterval: -5, resetMaintenanceType: "general" } },
        as(ids.owner),
      ),
    ).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    const set = await settings.effect(
      store,
      { _id: car._id, settings: { maintenanceInterval: 7_500, resetMaintenanceType: "general" } },
      as(ids.owner),
    );
    expect(set.vehicle.settings.maintenanceInterval).toBe(7_500);
    const entry = aMaintenance({ vehicle: car._id });
    store.rows.maintenance.set(entry._id, entry);
    await sharedMutators["vehicle.delete"].effect(store, { _id: car._id }, as(ids.owner));
    expect([store.vehicles.has(car._id), store.rows.maintenance.has(entry._id)]).toEqual([false, false]);

    const shared = storeWith("workshop");
    await expect(
      sharedMutators["vehicle.delete"].effect(shared, { _id: ids.vehicle }, as(workshopId)),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("end a workshop visit for the shop or the owner only, once", async () => {
    const visit = { workshopId, shopName: "Taller Sur", since: now };
    const store = new MemoryStore({ [ids.vehicle]: "workshop" });
    store.vehicles.set(ids.vehicle, aVehicle({ workshopVisit: visit }));
    const end = sharedMutators["vehicle.endVisit"];
    await expect(
      end.effect(store, { _id: ids.vehicle }, as("01900000-0000-7000-8000-0000000000bb")),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await end.effect(store, { _id: ids.vehicle }, as(workshopId))).toMatchObject({ ended: visit });
    expect(store.vehicles.get(ids.vehicle)?.workshopVisit).toBeNull();
    expect(await end.effect(store, { _id: ids.vehicle }, as(workshopId))).toMatchObject({ ended: null });
  });

  it("add a bike linked to Strava only on a plan with the integration, as linking one is", async () => {
    const store = new MemoryStore({});
    const stravaBike = vehicleCreateSchema.parse({
      vehicleType: "bicycle",
      manufacture: "Trek",
      model: "Domane",
      from: "strava",
      extId: "b12345",
    });
    const profile = (plan: "free" | "basic") =>
      userSchema.parse({
        _id: ids.owner,
        username: "ana",
        name: "Ana",
        lastname: "Pérez",
        email: "ana@example.com",
        role: "user",
        picture: null,
        subscription: { plan },
        integrations: [],
        rate: null,
        lang: "es",
        createdAt: now,
      });
    store.profile = profile("free");
    await expect(sharedMutators["vehicle.create"].effect(store, stravaBike, as(ids.owner))).rejects.toMatchObject({
      code: "PLAN_FEATURE_REQUIRED",
    });
    expect(store.vehicles.size).toBe(0);
    const manual = vehicleCreateSchema.parse({ vehicleType: "bicycle", manufacture: "Trek", model: "FX" });
    await sharedMutators["vehicle.create"].effect(store, manual, as(ids.owner));
    store.profile = profile("basic");
    const linked = await sharedMutators["vehicle.create"].effect(store, stravaBike, as(ids.owner));
    expect(linked).toMatchObject({ from: "strava", extId: "b12345" });
  });

  it("change the actor's own profile, rating and notifications, naming what changed", async () => {
    const store = new MemoryStore({});
    await expect(sharedMutators["user.update"].effect(store, { name: "Ana" }, as(ids.owner))).rejects.toMatchObject({
      code: "OWNER_NOT_FOUND",
    });
    store.profile = userSchema.parse({
      _id: ids.owner,
      username: "ana",
      name: "Ana",
      lastname: "Pérez",
      email: "ana@example.com",
      picture: "https://example.com/a.png",
      role: "user",
      subscription: { plan: "free" },
      integrations: [],
      rate: null,
      lang: "es",
      createdAt: now,
    });
    await sharedMutators["user.update"].effect(store, { lastname: "Gómez", picture: null }, as(ids.owner));
    expect(store.changed).toEqual({ lastname: "Gómez", picture: null });
    expect(store.profile).toMatchObject({ name: "Ana", lastname: "Gómez", picture: null });
    await sharedMutators["user.rate"].effect(store, { rating: 5 }, as(ids.owner));
    expect(store.changed).toEqual({ rate: { rating: 5 } });

    const notice = { _id: nextId(), message: "Hola", read: false, createdAt: now };
    store.notifications.set(notice._id, notice);
    await sharedMutators["notification.read"].effect(store, { notificationId: notice._id }, as(ids.owner));
    expect(store.notifications.get(notice._id)?.read).toBe(true);
    await expect(
      sharedMutators["notification.read"].effect(store, { notificationId: nextId() }, as(ids.owner)),
    ).rejects.toMatchObject({ code: "NOTIFICATIONS_NOT_FOUND" });
  });

  it("name in their read-ahead the vehicle and reading date their effect reads first", async () => {
    const visit = { workshopId, shopName: "Taller Sur", since: now };
    const argsOf: { [N in SharedMutationName]?: MutationArgs<N> } = {
      "maintenance.create": { vehicleId: ids.vehicle, maintenance: { ...maintenanceAt(12_000), _id: nextId() } },
      "refuel.create": { vehicleId: ids.vehicle, refuel: { ...refuelAt(12_000), _id: nextId() } },
      "reminder.create": {
        vehicleId: ids.vehicle,
        reminder: { ...reminderCreateSchema.parse({ title: "Frenos", everyKm: 5_000, dueKm: 15_000 }), _id: nextId() },
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
      const store = storeWith("owner");
      store.vehicles.set(ids.vehicle, aVehicle({ displacement: 10_000, initialKm: 10_000, workshopVisit: visit }));
      const read = { vehicles: [] as string[], dates: [] as string[] };
      const vehicleAccess = store.vehicleAccess.bind(store);
      const neighboursAt = store.neighboursAt.bind(store);
      store.vehicleAccess = (id) => {
        read.vehicles.push(id);
        return vehicleAccess(id);
      };
      store.neighboursAt = (vehicle, date, edited) => {
        read.dates.push(date);
        return neighboursAt(vehicle, date, edited);
      };
      await mutator.effect(store, args, as(ids.owner));
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
