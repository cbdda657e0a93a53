import { maintenanceSchema, refuelSchema, reminderSchema, vehicleSchema } from "@odo/domain";
import { aMaintenance, aRefuel, aReminder, aVehicle } from "@odo/domain/testing";
import { describe, expect, it } from "vitest";
import { reminderRows } from "../../src/store/reminder-rows.js";
import { maintenanceRows, refuelRows, vehicleRows } from "../../src/store/views.js";

const workshop = "01900000-0000-7000-8000-0000000000aa";
const vehicle = aVehicle({
  color: "Rojo",
  passengers: 5,
  bodySerial: "9BW",
  boughtDate: "2024-01-02T00:00:00.000Z",
  insuranceDate: "2027-01-02T00:00:00.000Z",
  taxesDate: "2027-03-01T00:00:00.000Z",
  extId: "b1",
  externalDistance: 1_200,
  integrations: [{ name: "strava", status: "connected" }],
  workshopVisit: { workshopId: workshop, shopName: "Taller Sur", since: "2026-11-01T10:00:00.000Z" },
});
const maintenance = {
  ...aMaintenance({ kms: 12_000, amount: 80, description: "Filtro", currency: "EUR", dateUnknown: true }),
  createdBy: workshop,
  loggedByShop: "Taller Sur",
  importedFrom: "fuelio" as const,
  seal: {
    version: 1 as const,
    keyId: "0123456789abcdef0123456789abcdef",
    signedAt: "2026-11-01T10:00:00.000Z",
    signed: {
      entry: "01900000-0000-7000-8000-0000000000bb",
      vehicle: "01900000-0000-7000-8000-0000000000cc",
      date: "2026-11-01T10:00:00.000Z",
      kms: 12_000,
      type: "general" as const,
      adjustments: ["changeOil"],
      description: "Filtro",
      files: [],
      amount: "a".repeat(64),
      shop: { id: "01900000-0000-7000-8000-0000000000dd", name: "Taller Sur" },
    },
    signature: "A".repeat(86),
    amountSalt: "sal",
  },
};
const fill = aRefuel({ currency: "EUR", fullTank: false, missedPrevious: true, displacement: 12_100 });
// A charge has every field a refuel may have.
const refuel = aRefuel({
  ...fill,
  energy: "electricity",
  fuel: null,
  chargePlace: "public",
  socStart: 20,
  socEnd: 80,
  chargerKw: 150,
  chargeMinutes: 28,
});
const reminder = aReminder({
  adjustment: "changeBrake",
  maintenanceType: "general",
  dueDate: "2027-01-01T00:00:00.000Z",
  everyMonths: 12,
  lastDoneKm: 10_000,
  lastDoneDate: "2026-01-01T00:00:00.000Z",
  snoozedUntil: "2026-12-01T00:00:00.000Z",
  setByShop: "Taller Sur",
});

/**
 * A record's columns are its fields unless a mapping says otherwise: every field of each synced
 * record is stored and read back as it was, and no column reaches a record it is not a field of.
 * A field added to a record schema without a column (or a column without a field) fails here.
 */
describe("records and their rows", () => {
  const cases = [
    // A vehicle's `access` and `people` are written into each copy it is published as, never stored.
    { name: "vehicle", rows: vehicleRows, record: vehicle, schema: vehicleSchema, deviceOnly: ["access", "people"] },
    { name: "maintenance", rows: maintenanceRows, record: maintenance, schema: maintenanceSchema, deviceOnly: [] },
    { name: "refuel", rows: refuelRows, record: refuel, schema: refuelSchema, deviceOnly: [] },
    { name: "reminder", rows: reminderRows, record: reminder, schema: reminderSchema, deviceOnly: [] },
  ] as const;

  for (const { name, rows, record, schema, deviceOnly } of cases) {
    it(`stores every field of a ${name} and reads it back as it was`, () => {
      const mapping = rows as { row(record: unknown): unknown; record(row: unknown): object };
      const back = mapping.record(mapping.row(record));
      expect(back).toEqual(record);
      const fields = Object.keys(schema.shape).filter((field) => !(deviceOnly as readonly string[]).includes(field));
      expect(Object.keys(back).sort()).toEqual(fields.sort());
    });
  }

  it("reads a fill of fuel back without a charge's details", () => {
    expect(refuelRows.record(refuelRows.row(fill))).toEqual(fill);
  });
});
