import { describe, expect, it } from "vitest";
import { z } from "zod";
import { expenseCreateSchema, newExpense } from "../expense/expense.js";
import { maintenanceCreateSchema, newMaintenance } from "../maintenance/maintenance.js";
import { newRefuel, refuelCreateSchema } from "../refuel/refuel.js";
import { newReminder, reminderCreateSchema } from "../reminder/reminder.js";
import { ids } from "../testing/fixtures.js";
import { createdFields, shapeOf } from "./record-fields.js";

const now = "2026-03-01T12:00:00.000Z";
const context = { _id: ids.other, vehicleId: ids.vehicle, authorId: ids.owner, currency: "USD" as const, now };

/** The fields a create takes that its record stores, but for those it works out itself. */
const storedAsGiven = (schema: z.ZodType, derived: readonly string[]) =>
  Object.keys(shapeOf(schema)).filter((field) => field !== "_id" && !derived.includes(field));

/**
 * A record is created from its schema, as it is edited (record-fields.test.ts): every field a
 * create takes reaches the new record as given, so a field added to a kind's create and record
 * schemas is stored with no other change.
 */
describe("creating follows the schema", () => {
  it("stores a field both schemas name with no other change, and a missing one as null where it may be", () => {
    const created = z.object({ date: z.string(), odometerPhoto: z.string().optional(), note: z.string().optional() });
    const record = z.object({ date: z.string(), odometerPhoto: z.string(), note: z.string().nullable() });
    expect(createdFields(created, record, { date: now, odometerPhoto: "p.jpg" })).toEqual({
      date: now,
      odometerPhoto: "p.jpg",
      note: null,
    });
    expect(createdFields(created, record, { date: now, odometerPhoto: "p.jpg" }, ["odometerPhoto"])).toEqual({
      date: now,
      note: null,
    });
  });

  it("creates a refuel and a charge with every field their form typed", () => {
    const fill = refuelCreateSchema.parse({
      date: now,
      quantity: 30,
      amount: 45,
      currency: "EUR",
      displacement: 12_000,
      fuel: "diesel",
      gasStation: { name: "Repsol", location: "Calle 50" },
      fullTank: false,
      missedPrevious: true,
    });
    const refuel = newRefuel(fill, { ...context, vehicleFuel: "95" });
    for (const field of storedAsGiven(refuelCreateSchema, ["gasStation"])) {
      if (!field.startsWith("charge") && !field.startsWith("soc"))
        expect(refuel).toHaveProperty(field, fill[field as keyof typeof fill]);
    }
    const charge = refuelCreateSchema.parse({
      date: now,
      energy: "electricity",
      quantity: 40,
      amount: 12,
      displacement: 12_100,
      chargePlace: "work",
      socStart: 10,
      socEnd: 90,
      chargerKw: 11,
      chargeMinutes: 240,
    });
    const charged = newRefuel(charge, { ...context, vehicleFuel: "95" });
    for (const field of ["energy", "chargePlace", "socStart", "socEnd", "chargerKw", "chargeMinutes"])
      expect(charged).toHaveProperty(field, charge[field as keyof typeof charge]);
    expect(charged.fuel).toBeNull();
  });

  it("creates a maintenance, an expense and a reminder with every field their forms typed", () => {
    const service = maintenanceCreateSchema.parse({
      type: "general",
      adjustments: ["changeOil"],
      description: "Aceite 5W-30",
      kms: 15_000,
      amount: 80,
      currency: "EUR",
      date: now,
      dateUnknown: true,
    });
    const maintenance = newMaintenance(service, context);
    for (const field of storedAsGiven(maintenanceCreateSchema, []))
      expect(maintenance).toHaveProperty(field, service[field as keyof typeof service]);

    const payment = expenseCreateSchema.parse({
      category: "parking",
      amount: 40,
      currency: "EUR",
      date: now,
      km: 15_100,
      place: "Centro",
      notes: "Mensual",
      recurrence: { everyMonths: 1 },
      coversMonths: 1,
    });
    const expense = newExpense(payment, context);
    for (const field of storedAsGiven(expenseCreateSchema, ["occurrenceOf"]))
      expect(expense).toHaveProperty(field, payment[field as keyof typeof payment]);
    expect(expense.occurrenceOf).toBeNull();

    const due = reminderCreateSchema.parse({
      title: "ITV",
      adjustment: "changeBrake",
      maintenanceType: "general",
      dueKm: 20_000,
      dueDate: "2026-06-01T00:00:00.000Z",
      everyKm: 6_000,
      everyMonths: 12,
    });
    const reminder = newReminder(due, context);
    for (const field of storedAsGiven(reminderCreateSchema, []))
      expect(reminder).toHaveProperty(field, due[field as keyof typeof due]);
  });
});
