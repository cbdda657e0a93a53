import type { Expense } from "../expense/expense.js";
import type { ImportAccount } from "../import/import-plan.js";
import type { Maintenance } from "../maintenance/maintenance.js";
import type { Refuel } from "../refuel/refuel.js";
import type { Reminder } from "../reminder/reminder.js";
import { type User, userSchema } from "../user/user.js";
import type { Vehicle } from "../vehicle/vehicle.js";

/** Test rows with every field filled; each test overrides what it is about. */
export const ids = {
  owner: "01900000-0000-7000-8000-000000000001",
  vehicle: "01900000-0000-7000-8000-000000000002",
  other: "01900000-0000-7000-8000-000000000003",
} as const;

let counter = 0;
export function nextId(): string {
  counter += 1;
  return `01900000-0000-7000-8000-${counter.toString(16).padStart(12, "0")}`;
}

export function aVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    _id: ids.vehicle,
    user: { _id: ids.owner },
    vehicleType: "car",
    fullname: "Toyota Corolla",
    brand: "Toyota",
    manufacture: "Toyota",
    model: "Corolla",
    plateNumber: "ABC123",
    year: 2020,
    displacement: 10_000,
    initialKm: 10_000,
    power: "gasoline",
    type: "gasoline",
    energyType: "95",
    color: null,
    passengers: null,
    bodySerial: null,
    boughtDate: null,
    insuranceDate: null,
    taxesDate: null,
    extId: null,
    externalDistance: null,
    from: "manual",
    settings: { maintenanceInterval: 10_000, resetMaintenanceType: "general" },
    integrations: [],
    createdAt: "2026-01-01T12:00:00.000Z",
    updatedAt: "2026-01-01T12:00:00.000Z",
    ...overrides,
  };
}

export function aMaintenance(overrides: Partial<Maintenance> = {}): Maintenance {
  return {
    _id: nextId(),
    vehicle: ids.vehicle,
    type: "general",
    adjustments: ["changeOil"],
    description: null,
    kms: null,
    amount: null,
    date: "2026-02-01T12:00:00.000Z",
    createdBy: ids.owner,
    createdAt: "2026-02-01T12:00:00.000Z",
    ...overrides,
  };
}

export function anExpense(overrides: Partial<Expense> = {}): Expense {
  return {
    _id: nextId(),
    vehicle: ids.vehicle,
    category: "tolls",
    amount: 3,
    currency: "USD",
    date: "2026-01-15T12:00:00.000Z",
    km: null,
    place: "",
    notes: "",
    recurrence: null,
    occurrenceOf: null,
    coversMonths: null,
    createdBy: ids.owner,
    createdAt: "2026-01-15T12:00:00.000Z",
    updatedAt: "2026-01-15T12:00:00.000Z",
    ...overrides,
  };
}

export function aRefuel(overrides: Partial<Refuel> = {}): Refuel {
  return {
    _id: nextId(),
    vehicle: ids.vehicle,
    date: "2026-02-01T12:00:00.000Z",
    amount: 40,
    energy: "fuel",
    fuel: "95",
    quantity: 30,
    displacement: 0,
    gasStation: { name: "Puma", location: "", pricePerLt: 1.333 },
    createdBy: ids.owner,
    createdAt: "2026-02-01T12:00:00.000Z",
    ...overrides,
  };
}

export function aUser(overrides: Partial<User> = {}): User {
  return userSchema.parse({
    _id: ids.owner,
    username: "ana",
    name: "Ana",
    lastname: "Pérez",
    email: "ana@example.com",
    picture: null,
    role: "user",
    subscription: { plan: "free" },
    integrations: [],
    rate: null,
    country: "panama",
    lang: "es",
    createdAt: "2026-01-01T12:00:00.000Z",
    ...overrides,
  });
}

export function aReminder(overrides: Partial<Reminder> = {}): Reminder {
  return {
    _id: nextId(),
    vehicle: ids.vehicle,
    title: "Frenos",
    adjustment: null,
    maintenanceType: null,
    dueKm: 15_000,
    dueDate: null,
    everyKm: 5_000,
    everyMonths: null,
    lastDoneKm: null,
    lastDoneDate: null,
    doneAt: null,
    snoozedUntil: null,
    dismissed: false,
    createdBy: ids.owner,
    createdAt: "2026-01-01T12:00:00.000Z",
    updatedAt: "2026-01-01T12:00:00.000Z",
    ...overrides,
  };
}

/** An account with nothing yet, an import lands in: Panama's, its owner's id, at a fixed moment. */
export function anImportAccount(overrides: Partial<ImportAccount> = {}): ImportAccount {
  return {
    authorId: ids.owner,
    country: "panama",
    timeZone: "UTC",
    vehicles: [],
    maintenances: [],
    refuels: [],
    expenses: [],
    now: new Date("2026-11-23T12:00:00Z"),
    newId: nextId,
    ...overrides,
  };
}
