import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Country } from "../app/constants.js";
import { type Attachment, attachmentCreateSchema } from "../attachment/attachment.js";
import { attachmentLimits } from "../attachment/limits.js";
import { expenseCreateSchema } from "../expense/expense.js";
import { occurrenceId } from "../expense/recurrence.js";
import type { EntrySeal } from "../maintenance/entry-seal-schema.js";
import { maintenanceCreateSchema } from "../maintenance/maintenance.js";
import type { Notification } from "../notification/notification.js";
import type { Plan } from "../plan/plans.js";
import { refuelCreateSchema } from "../refuel/refuel.js";
import { reminderCreateSchema } from "../reminder/reminder.js";
import type { ShareRole } from "../share/roles.js";
import type { RowKind } from "../shared/synced-kinds.js";
import type { RowOfKind } from "../sync/kind-registry.js";
import type { MutationContext, Mutator } from "../sync/mutator.js";
import { type SharedMutationName, sharedMutators } from "../sync/mutators.js";
import type { WriteTransaction } from "../sync/write-transaction.js";
import type { User } from "../user/user.js";
import { vehicleCreateSchema } from "../vehicle/create.js";
import type { Vehicle } from "../vehicle/vehicle.js";
import { sealEntry } from "../verify/entry-seal.js";
import { aMaintenance, aRefuel, aReminder, aUser, aVehicle, ids, nextId } from "./fixtures.js";

/**
 * Every account's rows as one engine keeps them, seeded and read back by a test (what the engine
 * stores, not what a mutator returned). `run` gives a mutator the engine's transaction as one
 * account reaches it: one that throws stores nothing.
 */
export interface StoreWorld {
  addUser(user: User): Promise<void>;
  /** A vehicle, owned by `vehicle.user._id`. */
  addVehicle(vehicle: Vehicle): Promise<void>;
  share(vehicleId: string, granteeId: string, role: ShareRole): Promise<void>;
  addRow<K extends RowKind>(kind: K, row: RowOfKind[K]): Promise<void>;
  addNotification(userId: string, notification: Notification): Promise<void>;
  run<T>(actorId: string, work: (tx: WriteTransaction) => Promise<T>): Promise<T>;
  vehicle(id: string): Promise<Vehicle | undefined>;
  row<K extends RowKind>(kind: K, id: string): Promise<RowOfKind[K] | undefined>;
  attachment(id: string): Promise<Attachment | undefined>;
  user(id: string): Promise<User | undefined>;
  notification(userId: string, id: string): Promise<Notification | undefined>;
  close(): Promise<void>;
}

export interface StoreEngine {
  name: string;
  open(): Promise<StoreWorld>;
  /**
   * A device holds only what its account may see, and reads back what it last ran: a row an
   * account cannot see (a stranger's, for an admin) is not on its device.
   */
  device?: boolean;
}

const now = "2026-03-01T12:00:00.000Z";
const people = {
  owner: ids.owner,
  workshop: "01900000-0000-7000-8000-0000000000aa",
  otherWorkshop: "01900000-0000-7000-8000-0000000000ab",
  broker: "01900000-0000-7000-8000-0000000000ac",
  admin: "01900000-0000-7000-8000-0000000000ad",
  household: "01900000-0000-7000-8000-0000000000ae",
} as const;

function person(id: string, username: string, extra: { plan?: Plan; country?: Country; shop?: string } = {}): User {
  return aUser({
    _id: id,
    username,
    name: username,
    email: `${username}@example.com`,
    picture: "https://example.com/a.png",
    role: id === people.admin ? "admin" : "user",
    subscription: { plan: extra.plan ?? "free" },
    country: extra.country ?? "panama",
    shop: extra.shop ? { type: "mechanicalWorkshop", name: extra.shop } : null,
  });
}

const as = (actorId: string): MutationContext => ({ actorId, isAdmin: actorId === people.admin, now, newId: nextId });

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
const expenseOf = (fields: Record<string, unknown>) =>
  expenseCreateSchema.parse({ category: "tolls", amount: 3.5, date: "2026-02-20", ...fields });
const fileOf = (fields: Record<string, unknown>) => ({
  ...attachmentCreateSchema.parse({
    purpose: "entry",
    mediaType: "image/jpeg",
    bytes: 180_000,
    sha256: "a".repeat(64),
    name: "receipt.jpg",
    ...fields,
  }),
  _id: nextId(),
});
/**
 * How a server seals a workshop's work, with a key no test holds: the seal's content is the real
 * canonical form, its signature a stand-in (the engines store it; they never check it).
 */
const sealWork: NonNullable<MutationContext["sealWork"]> = (maintenance, fileDigests) =>
  sealEntry(
    maintenance,
    fileDigests,
    { id: people.workshop, name: "Taller Sur" },
    {
      keyId: "k1",
      signedAt: now,
      salt: "salt",
      sign: async () => "A".repeat(86),
      checks: { sha256Hex: async () => "b".repeat(64) },
    },
  );

const reminderBy = (createdBy: string, vehicle: string = ids.vehicle) =>
  aReminder({ createdBy, vehicle, createdAt: now, updatedAt: now });

/**
 * The shared mutators' scenarios, run over one engine's transaction (docs/architecture.md "One
 * definition per mutation"): an engine is correct when it passes them. The memory world runs them
 * in the domain; the device (Dexie), and the server on SQLite and on PostgreSQL, in their suites.
 */
export function describeStoreConformance(engine: StoreEngine): void {
  describe(`the shared mutators over ${engine.name}`, () => {
    let world: StoreWorld;
    const apply = <N extends SharedMutationName>(name: N, actorId: string, args: unknown) =>
      world.run(actorId, (store) =>
        (sharedMutators[name] as Mutator<unknown, unknown>).effect(store, args, as(actorId)),
      );

    /** As `apply`, where the engine signs a workshop's work (the server). */
    const applySigning = <N extends SharedMutationName>(name: N, actorId: string, args: unknown) =>
      world.run(actorId, (store) =>
        (sharedMutators[name] as Mutator<unknown, unknown>).effect(store, args, { ...as(actorId), sealWork }),
      );

    /** Ana's car at 10,000 km, shared with a workshop; a broker holds her second car. */
    async function garage(ownerCountry: Country = "panama", ownerPlan: Plan = "free") {
      await world.addUser(person(people.owner, "ana", { country: ownerCountry, plan: ownerPlan }));
      await world.addUser(person(people.workshop, "tallersur", { plan: "business", shop: "Taller Sur" }));
      await world.addUser(person(people.otherWorkshop, "tallernorte", { plan: "business", shop: "Taller Norte" }));
      await world.addUser(person(people.broker, "corredor", { plan: "business" }));
      await world.addUser(person(people.admin, "admin"));
      await world.addVehicle(aVehicle({ displacement: 10_000, initialKm: 10_000 }));
      await world.addVehicle(aVehicle({ _id: ids.other, plateNumber: "XYZ789" }));
      await world.share(ids.vehicle, people.workshop, "workshop");
      await world.share(ids.other, people.workshop, "insuranceBroker");
      await world.share(ids.other, people.broker, "insuranceBroker");
    }

    beforeEach(async () => {
      world = await engine.open();
    });
    afterEach(async () => {
      await world.close();
    });

    it("log a maintenance with the author's currency and move the odometer to its higher reading", async () => {
      await garage();
      const logged = (await apply("maintenance.create", people.owner, {
        vehicleId: ids.vehicle,
        maintenance: { ...maintenanceAt(12_500), _id: nextId() },
      })) as { _id: string; loggedByShop?: string };
      expect(await world.row("maintenance", logged._id)).toMatchObject({
        kms: 12_500,
        currency: "USD",
        createdBy: people.owner,
      });
      expect(logged.loggedByShop ?? null).toBeNull();
      expect(await world.vehicle(ids.vehicle)).toMatchObject({ displacement: 12_500, updatedAt: now });
    });

    it("seal a workshop's work with its files where the engine signs; the owner's changes leave the seal", async () => {
      // Only a server signs; on devices each account's copy is its own, with no key to sign with.
      if (engine.device) return;
      await garage();
      const id = nextId();
      await applySigning("maintenance.create", people.workshop, {
        vehicleId: ids.vehicle,
        maintenance: { ...maintenanceAt(11_000), _id: id },
      });
      const sealOf = async () => (await world.row("maintenance", id))?.seal as EntrySeal | undefined;
      expect(await sealOf()).toMatchObject({
        signed: { entry: id, kms: 11_000, files: [], shop: { name: "Taller Sur" } },
      });
      const invoice = fileOf({ recordKind: "maintenance", recordId: id, sha256: "c".repeat(64) });
      await applySigning("attachment.create", people.workshop, { vehicleId: ids.vehicle, attachment: invoice });
      const withInvoice = await sealOf();
      expect(withInvoice?.signed.files).toEqual(["c".repeat(64)]);
      // The invoice the workshop signed stays: deleting it would void the signature (the user test's H4).
      await expect(applySigning("attachment.delete", people.owner, { _id: invoice._id })).rejects.toMatchObject({
        code: "SIGNED_FILE",
      });
      expect(await world.attachment(invoice._id)).toBeDefined();
      await applySigning("attachment.create", people.owner, {
        vehicleId: ids.vehicle,
        attachment: fileOf({ recordKind: "maintenance", recordId: id, sha256: "d".repeat(64) }),
      });
      await applySigning("maintenance.update", people.owner, { _id: id, patch: { description: "Filtro también" } });
      expect(await sealOf()).toEqual(withInvoice);
      await applySigning("maintenance.update", people.workshop, { _id: id, patch: { kms: 11_100 } });
      expect((await sealOf())?.signed).toMatchObject({ kms: 11_100, description: "Filtro también" });
      // An owner's own entry is never sealed, and a device (no sealWork) seals nothing.
      const own = nextId();
      await applySigning("maintenance.create", people.owner, {
        vehicleId: ids.vehicle,
        maintenance: { ...maintenanceAt(11_200), _id: own },
      });
      expect((await world.row("maintenance", own))?.seal ?? null).toBeNull();
      const reminder = (await apply("reminder.create", people.workshop, {
        vehicleId: ids.vehicle,
        reminder: { ...reminderCreateSchema.parse({ title: "Aceite", dueKm: 15_000 }), _id: nextId() },
      })) as { _id: string };
      expect(await world.row("reminder", reminder._id)).toMatchObject({ setByShop: "Taller Sur" });
    });

    it("sign a workshop's maintenance with its shop, and refuse roles without the capability", async () => {
      await garage();
      const logged = (await apply("maintenance.create", people.workshop, {
        vehicleId: ids.vehicle,
        maintenance: { ...maintenanceAt(11_000), _id: nextId() },
      })) as { _id: string };
      expect(await world.row("maintenance", logged._id)).toMatchObject({ loggedByShop: "Taller Sur", kms: 11_000 });
      // Refuels are the owner's, whatever a screen offered.
      await expect(
        apply("refuel.create", people.workshop, {
          vehicleId: ids.vehicle,
          refuel: { ...refuelAt(11_100), _id: nextId() },
        }),
      ).rejects.toMatchObject({ code: "FORBIDDEN", status: 403 });
      await expect(
        apply("maintenance.create", people.broker, {
          vehicleId: ids.other,
          maintenance: { ...maintenanceAt(1), _id: nextId() },
        }),
      ).rejects.toMatchObject({ code: "FORBIDDEN" });
      await expect(
        apply("maintenance.create", people.broker, {
          vehicleId: ids.vehicle,
          maintenance: { ...maintenanceAt(1), _id: nextId() },
        }),
      ).rejects.toMatchObject({ code: "VEHICLE_NOT_FOUND", status: 404 });
    });

    it("refuse a reading below an earlier one, storing nothing", async () => {
      await garage();
      await apply("maintenance.create", people.owner, {
        vehicleId: ids.vehicle,
        maintenance: { ...maintenanceAt(12_000), _id: nextId() },
      });
      const refused = nextId();
      await expect(
        apply("refuel.create", people.owner, { vehicleId: ids.vehicle, refuel: { ...refuelAt(9_000), _id: refused } }),
      ).rejects.toMatchObject({ code: "VALIDATION_FAILED", message: "invalidMileage" });
      expect(await world.row("refuel", refused)).toBeUndefined();
      expect((await world.vehicle(ids.vehicle))?.displacement).toBe(12_000);
    });

    it("refuse an entry dated ahead of today, and a series started before the bound, storing nothing", async () => {
      await garage();
      const ahead = "2099-06-01T12:00:00.000Z";
      // A year-9999 entry moved an owner's odometer; one dated next year would too.
      const refused = nextId();
      await expect(
        apply("refuel.create", people.owner, {
          vehicleId: ids.vehicle,
          refuel: { ...refuelAt(1_999_999), date: ahead, _id: refused },
        }),
      ).rejects.toMatchObject({ code: "VALIDATION_FAILED", message: "dateInFuture" });
      await expect(
        apply("maintenance.create", people.owner, {
          vehicleId: ids.vehicle,
          maintenance: { ...maintenanceAt(20_000), date: ahead, _id: nextId() },
        }),
      ).rejects.toMatchObject({ message: "dateInFuture" });
      expect(await world.row("refuel", refused)).toBeUndefined();
      expect((await world.vehicle(ids.vehicle))?.displacement).toBe(10_000);
      const series = expenseCreateSchema.parse({
        category: "parking",
        amount: 30,
        date: "1990-01-01",
        recurrence: { everyMonths: 1 },
      });
      await expect(
        apply("expense.create", people.owner, { vehicleId: ids.vehicle, expense: { ...series, _id: nextId() } }),
      ).rejects.toMatchObject({ message: "dateOutOfRange" });
      // Insurance paid in advance is a payment, not a reading: it may be dated ahead.
      const advance = expenseCreateSchema.parse({
        category: "insurance",
        amount: 300,
        date: new Date(Date.parse(now) + 30 * 86_400_000).toISOString(),
      });
      await apply("expense.create", people.owner, { vehicleId: ids.vehicle, expense: { ...advance, _id: nextId() } });
    });

    it("move the odometer back when the entry whose reading held it goes", async () => {
      await garage();
      await apply("maintenance.create", people.owner, {
        vehicleId: ids.vehicle,
        maintenance: { ...maintenanceAt(11_000), _id: nextId() },
      });
      const typo = nextId();
      await apply("refuel.create", people.owner, {
        vehicleId: ids.vehicle,
        refuel: { ...refuelAt(900_000), _id: typo },
      });
      expect((await world.vehicle(ids.vehicle))?.displacement).toBe(900_000);
      await apply("refuel.update", people.owner, { _id: typo, patch: { displacement: 11_200 } });
      expect((await world.vehicle(ids.vehicle))?.displacement).toBe(11_200);
      await apply("refuel.delete", people.owner, { _id: typo });
      expect((await world.vehicle(ids.vehicle))?.displacement).toBe(11_000);
      expect(await world.row("refuel", typo)).toBeUndefined();
    });

    it("let a workshop change its own entries only", async () => {
      await garage();
      const owners = aMaintenance({ kms: null, createdBy: people.owner });
      const its = aMaintenance({ kms: null, createdBy: people.workshop });
      await world.addRow("maintenance", owners);
      await world.addRow("maintenance", its);
      const edited = await apply("maintenance.update", people.workshop, {
        _id: its._id,
        patch: { description: "Filtro" },
      });
      expect(edited).toMatchObject({ row: { description: "Filtro" }, role: "workshop" });
      expect(await world.row("maintenance", its._id)).toMatchObject({ description: "Filtro" });
      await expect(
        apply("maintenance.update", people.workshop, { _id: owners._id, patch: { description: "x" } }),
      ).rejects.toMatchObject({ code: "FORBIDDEN" });
      const refuel = aRefuel({ displacement: 10_500 });
      await world.addRow("refuel", refuel);
      // A workshop never sees refuels: the refusal does not confirm this one exists.
      await expect(apply("refuel.delete", people.workshop, { _id: refuel._id })).rejects.toMatchObject({
        code: "REFUEL_NOT_FOUND",
      });
      await apply("maintenance.delete", people.workshop, { _id: its._id });
      expect(await world.row("maintenance", its._id)).toBeUndefined();
    });

    it("let an admin delete any entry on the server, on a vehicle they do not hold", async () => {
      await garage();
      const refuel = aRefuel({ displacement: 10_500 });
      await world.addRow("refuel", refuel);
      if (engine.device) {
        // An admin's device never holds a stranger's vehicle: the deletion is the server's to make.
        await expect(apply("refuel.delete", people.admin, { _id: refuel._id })).rejects.toMatchObject({
          code: "REFUEL_NOT_FOUND",
        });
        return;
      }
      await expect(
        apply("refuel.update", people.admin, { _id: refuel._id, patch: { amount: 1 } }),
      ).rejects.toMatchObject({ code: "FORBIDDEN" });
      await apply("refuel.delete", people.admin, { _id: refuel._id });
      expect(await world.row("refuel", refuel._id)).toBeUndefined();
    });

    it("keep any station name the owner typed, in any country", async () => {
      await garage("none");
      const refuel = aRefuel({ displacement: 10_500, gasStation: { name: "Puma", location: "", pricePerLt: 1.333 } });
      await world.addRow("refuel", refuel);
      await apply("refuel.update", people.owner, { _id: refuel._id, patch: { amount: 50 } });
      expect(await world.row("refuel", refuel._id)).toMatchObject({ amount: 50, gasStation: { name: "Puma" } });
      await apply("refuel.update", people.owner, { _id: refuel._id, patch: { gasStation: { name: "Estación Zeus" } } });
      expect(await world.row("refuel", refuel._id)).toMatchObject({ gasStation: { name: "Estación Zeus" } });
    });

    it("let a workshop set reminders and change only its own; whoever sees one completes it", async () => {
      await garage();
      const its = nextId();
      await apply("reminder.create", people.workshop, {
        vehicleId: ids.vehicle,
        reminder: { ...reminderCreateSchema.parse({ title: "Frenos", everyKm: 5_000, dueKm: 15_000 }), _id: its },
      });
      expect(await world.row("reminder", its)).toMatchObject({ title: "Frenos", createdBy: people.workshop });
      const owners = reminderBy(people.owner);
      await world.addRow("reminder", owners);
      await expect(
        apply("reminder.update", people.workshop, { _id: owners._id, patch: { title: "x" } }),
      ).rejects.toMatchObject({ code: "FORBIDDEN" });
      // Cleared of everything that makes it due, it would not be a reminder any more.
      await expect(
        apply("reminder.update", people.workshop, { _id: its, patch: { dueKm: null, everyKm: null } }),
      ).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
      // The REST door names the vehicle: another vehicle's reminder is not found there.
      await expect(apply("reminder.delete", people.workshop, { _id: its, inVehicle: ids.other })).rejects.toMatchObject(
        { code: "REMINDER_NOT_FOUND" },
      );
      const done = await apply("reminder.complete", people.workshop, { _id: owners._id, km: 15_200, date: now });
      expect(done).toMatchObject({ lastDoneKm: 15_200, lastDoneDate: now });
      expect(await world.row("reminder", owners._id)).toMatchObject({ lastDoneKm: 15_200 });
      // A broker does not see reminders at all.
      const brokers = reminderBy(people.owner, ids.other);
      await world.addRow("reminder", brokers);
      await expect(apply("reminder.snooze", people.broker, { _id: brokers._id, until: now })).rejects.toMatchObject({
        code: "REMINDER_NOT_FOUND",
      });
      await apply("reminder.delete", people.workshop, { _id: its });
      expect(await world.row("reminder", its)).toBeUndefined();
    });

    it("add, change, set up and delete vehicles, each as the role may", async () => {
      // A third vehicle: on basic, where it is writable (on free, the server holds it read-only).
      await garage("panama", "basic");
      const car = nextId();
      await apply("vehicle.create", people.owner, {
        ...vehicleCreateSchema.parse({ vehicleType: "car", manufacture: "Kia", model: "Rio", displacement: 5_000 }),
        _id: car,
      });
      expect(await world.vehicle(car)).toMatchObject({ user: { _id: people.owner }, displacement: 5_000 });
      await expect(apply("vehicle.update", people.owner, { _id: car, patch: { year: 2031 } })).rejects.toMatchObject({
        code: "VALIDATION_FAILED",
        message: "yearRange",
      });
      await apply("vehicle.update", people.owner, { _id: car, patch: { color: "Rojo" } });
      expect((await world.vehicle(car))?.color).toBe("Rojo");
      await expect(
        apply("vehicle.settings", people.owner, {
          _id: car,
          settings: { maintenanceInterval: -5, resetMaintenanceType: "general" },
        }),
      ).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
      await apply("vehicle.settings", people.owner, {
        _id: car,
        settings: { maintenanceInterval: 7_500, resetMaintenanceType: "general" },
      });
      expect((await world.vehicle(car))?.settings.maintenanceInterval).toBe(7_500);
      const entry = aMaintenance({ vehicle: car });
      await world.addRow("maintenance", entry);
      await apply("vehicle.delete", people.owner, { _id: car });
      expect([await world.vehicle(car), await world.row("maintenance", entry._id)]).toEqual([undefined, undefined]);
      await expect(apply("vehicle.delete", people.workshop, { _id: ids.vehicle })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
    });

    it("log expenses whose km is a reading, and move the insurance date forward by the period paid", async () => {
      await garage();
      const toll = nextId();
      await apply("expense.create", people.owner, {
        vehicleId: ids.vehicle,
        expense: { ...expenseOf({ km: 12_000 }), _id: toll },
      });
      expect(await world.row("expense", toll)).toMatchObject({ km: 12_000, currency: "USD", category: "tolls" });
      expect((await world.vehicle(ids.vehicle))?.displacement).toBe(12_000);
      // A refuel dated after the toll cannot read below it.
      await expect(
        apply("refuel.create", people.owner, {
          vehicleId: ids.vehicle,
          refuel: {
            ...refuelCreateSchema.parse({
              date: "2026-02-25",
              quantity: 30,
              amount: 40,
              displacement: 11_000,
              gasStation: { name: "Puma" },
            }),
            _id: nextId(),
          },
        }),
      ).rejects.toMatchObject({ message: "invalidMileage" });
      await expect(
        apply("expense.create", people.owner, {
          vehicleId: ids.vehicle,
          expense: { ...expenseOf({ km: 9_000, date: "2026-02-25" }), _id: nextId() },
        }),
      ).rejects.toMatchObject({ message: "invalidMileage" });
      await apply("expense.create", people.owner, {
        vehicleId: ids.vehicle,
        expense: { ...expenseOf({ category: "insurance", amount: 600, date: "2026-02-26" }), _id: nextId() },
        moveDueDate: true,
      });
      // No insurance date was set: the year paid runs from the day of payment.
      expect((await world.vehicle(ids.vehicle))?.insuranceDate).toBe("2027-02-26T12:00:00.000Z");
      await apply("expense.delete", people.owner, { _id: toll });
      expect(await world.row("expense", toll)).toBeUndefined();
      expect((await world.vehicle(ids.vehicle))?.displacement).toBe(10_000);
      // Money is the owner's: a workshop neither logs nor finds an expense.
      await expect(
        apply("expense.create", people.workshop, {
          vehicleId: ids.vehicle,
          expense: { ...expenseOf({}), _id: nextId() },
        }),
      ).rejects.toMatchObject({ code: "FORBIDDEN" });
    });

    it("log an occurrence of a recurring expense once, however many devices log it", async () => {
      await garage();
      const series = nextId();
      await apply("expense.create", people.owner, {
        vehicleId: ids.vehicle,
        expense: {
          ...expenseOf({ category: "parking", amount: 40, date: "2026-01-05", recurrence: { everyMonths: 1 } }),
          _id: series,
        },
      });
      const occurrence = {
        ...expenseOf({ category: "parking", amount: 45, date: "2026-02-05" }),
        occurrenceOf: { series, index: 1 },
      };
      const id = occurrenceId(series, 1);
      await apply("expense.create", people.owner, { vehicleId: ids.vehicle, expense: { ...occurrence, _id: id } });
      await apply("expense.create", people.owner, {
        vehicleId: ids.vehicle,
        expense: { ...occurrence, amount: 99, _id: id },
      });
      expect(await world.row("expense", id)).toMatchObject({ amount: 45, occurrenceOf: { series, index: 1 } });
      await expect(
        apply("expense.create", people.owner, {
          vehicleId: ids.vehicle,
          expense: { ...occurrence, occurrenceOf: { series, index: 2 }, _id: nextId() },
        }),
      ).rejects.toMatchObject({ message: "invalidId" });
    });

    it("let a household member log and fix their own entries, but not the owner's, nor delete or share the car", async () => {
      await garage();
      await world.addUser(person(people.household, "luis"));
      await world.share(ids.vehicle, people.household, "household");
      const refuel = nextId();
      await apply("refuel.create", people.household, {
        vehicleId: ids.vehicle,
        refuel: { ...refuelAt(10_400), _id: refuel },
      });
      const parking = nextId();
      await apply("expense.create", people.household, {
        vehicleId: ids.vehicle,
        expense: { ...expenseOf({ category: "parking" }), _id: parking },
      });
      await apply("expense.update", people.household, { _id: parking, patch: { amount: 5 } });
      expect(await world.row("expense", parking)).toMatchObject({ amount: 5, createdBy: people.household });
      await apply("refuel.update", people.household, { _id: refuel, patch: { amount: 41 } });
      const owners = aRefuel({ displacement: 10_300, createdBy: people.owner });
      await world.addRow("refuel", owners);
      await expect(apply("refuel.delete", people.household, { _id: owners._id })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
      await expect(apply("vehicle.delete", people.household, { _id: ids.vehicle })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
      await apply("expense.delete", people.household, { _id: parking });
      expect(await world.row("expense", parking)).toBeUndefined();
    });

    it("attach files to entries their authors may edit, and to the vehicle's papers for the owner only", async () => {
      await garage();
      const refuel = aRefuel({ displacement: 10_300, createdBy: people.owner });
      await world.addRow("refuel", refuel);
      const receipt = fileOf({ recordKind: "refuel", recordId: refuel._id });
      await apply("attachment.create", people.owner, { vehicleId: ids.vehicle, attachment: receipt });
      expect(await world.attachment(receipt._id)).toMatchObject({ recordId: refuel._id, createdBy: people.owner });
      // A retried push makes no second record.
      await apply("attachment.create", people.owner, { vehicleId: ids.vehicle, attachment: receipt });
      const onOwners = fileOf({ recordKind: "refuel", recordId: refuel._id });
      await expect(
        apply("attachment.create", people.workshop, { vehicleId: ids.vehicle, attachment: onOwners }),
      ).rejects.toMatchObject({ code: "REFUEL_NOT_FOUND" });
      const work = aMaintenance({ kms: 10_200, createdBy: people.workshop });
      await world.addRow("maintenance", work);
      const invoice = fileOf({ recordKind: "maintenance", recordId: work._id, mediaType: "application/pdf" });
      await apply("attachment.create", people.workshop, { vehicleId: ids.vehicle, attachment: invoice });
      expect(await world.attachment(invoice._id)).toMatchObject({ createdBy: people.workshop });
      await apply("attachment.delete", people.workshop, { _id: invoice._id });
      expect(await world.attachment(invoice._id)).toBeUndefined();
      // A workshop is not told the owner's receipt exists, nor may it add the vehicle's papers.
      await expect(apply("attachment.delete", people.workshop, { _id: receipt._id })).rejects.toMatchObject({
        code: "ATTACHMENT_NOT_FOUND",
      });
      const policy = fileOf({ purpose: "paper", paper: "insurance", expiresOn: "2027-05-31" });
      await expect(
        apply("attachment.create", people.workshop, { vehicleId: ids.vehicle, attachment: policy }),
      ).rejects.toMatchObject({ code: "FORBIDDEN" });
      await apply("attachment.create", people.owner, { vehicleId: ids.vehicle, attachment: policy });
      expect((await world.vehicle(ids.vehicle))?.insuranceDate).toBe("2027-05-31T12:00:00.000Z");
      await apply("refuel.delete", people.owner, { _id: refuel._id });
      expect(await world.attachment(receipt._id)).toBeUndefined();
      await apply("vehicle.delete", people.owner, { _id: ids.vehicle });
      expect(await world.attachment(policy._id)).toBeUndefined();
    });

    it("refuse a file past the entry's limit, and one on another vehicle's entry", async () => {
      await garage();
      const refuel = aRefuel({ displacement: 10_300, createdBy: people.owner });
      await world.addRow("refuel", refuel);
      for (let count = 0; count < attachmentLimits.perRecord; count += 1) {
        const file = fileOf({ recordKind: "refuel", recordId: refuel._id });
        await apply("attachment.create", people.owner, { vehicleId: ids.vehicle, attachment: file });
      }
      const extra = fileOf({ recordKind: "refuel", recordId: refuel._id });
      await expect(
        apply("attachment.create", people.owner, { vehicleId: ids.vehicle, attachment: extra }),
      ).rejects.toMatchObject({ code: "ATTACHMENT_LIMIT" });
      await expect(
        apply("attachment.create", people.owner, { vehicleId: ids.other, attachment: extra }),
      ).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
      expect(await world.attachment(extra._id)).toBeUndefined();
    });

    it("end a workshop visit for the shop or the owner only, once", async () => {
      await world.addUser(person(people.owner, "ana"));
      await world.addUser(person(people.workshop, "tallersur", { plan: "business", shop: "Taller Sur" }));
      await world.addUser(person(people.otherWorkshop, "tallernorte", { plan: "business", shop: "Taller Norte" }));
      const visit = { workshopId: people.workshop, shopName: "Taller Sur", since: now };
      await world.addVehicle(aVehicle({ workshopVisit: visit }));
      await world.share(ids.vehicle, people.workshop, "workshop");
      await world.share(ids.vehicle, people.otherWorkshop, "workshop");
      await expect(apply("vehicle.endVisit", people.otherWorkshop, { _id: ids.vehicle })).rejects.toMatchObject({
        code: "FORBIDDEN",
      });
      expect(await apply("vehicle.endVisit", people.workshop, { _id: ids.vehicle })).toMatchObject({ ended: visit });
      expect((await world.vehicle(ids.vehicle))?.workshopVisit ?? null).toBeNull();
      expect(await apply("vehicle.endVisit", people.workshop, { _id: ids.vehicle })).toMatchObject({ ended: null });
    });

    it("add a bike linked to Strava only on a plan with the integration, as linking one is", async () => {
      const stravaBike = () => ({
        ...vehicleCreateSchema.parse({
          vehicleType: "bicycle",
          manufacture: "Trek",
          model: "Domane",
          from: "strava",
          extId: "b12345",
        }),
        _id: nextId(),
      });
      await world.addUser(person(people.owner, "ana", { plan: "free" }));
      const refused = stravaBike();
      await expect(apply("vehicle.create", people.owner, refused)).rejects.toMatchObject({
        code: "PLAN_FEATURE_REQUIRED",
      });
      expect(await world.vehicle(refused._id)).toBeUndefined();
      const manual = { ...vehicleCreateSchema.parse({ vehicleType: "bicycle", manufacture: "Trek", model: "FX" }) };
      await apply("vehicle.create", people.owner, { ...manual, _id: nextId() });
      await world.addUser(person(ids.other, "beto", { plan: "basic" }));
      const linked = stravaBike();
      await apply("vehicle.create", ids.other, linked);
      expect(await world.vehicle(linked._id)).toMatchObject({ from: "strava", extId: "b12345" });
    });

    it("change the actor's own profile, rating and notifications", async () => {
      await expect(apply("user.update", people.owner, { name: "Ana" })).rejects.toMatchObject({
        code: "OWNER_NOT_FOUND",
      });
      await world.addUser(person(people.owner, "ana"));
      await apply("user.update", people.owner, { lastname: "Gómez", picture: null });
      expect(await world.user(people.owner)).toMatchObject({ name: "ana", lastname: "Gómez", picture: null });
      await apply("user.rate", people.owner, { rating: 5 });
      expect((await world.user(people.owner))?.rate).toEqual({ rating: 5 });
      const notice = { _id: nextId(), message: "Hola", read: false, createdAt: now };
      await world.addNotification(people.owner, notice);
      await apply("notification.read", people.owner, { notificationId: notice._id });
      expect((await world.notification(people.owner, notice._id))?.read).toBe(true);
      await expect(apply("notification.read", people.owner, { notificationId: nextId() })).rejects.toMatchObject({
        code: "NOTIFICATIONS_NOT_FOUND",
      });
    });
  });
}
