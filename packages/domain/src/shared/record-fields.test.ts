import { describe, expect, it } from "vitest";
import { maintenanceCreateSchema, maintenanceSchema } from "../maintenance/maintenance.js";
import {
  maintenanceAsInput,
  maintenanceChanges,
  maintenanceUpdateSchema,
  patchedMaintenance,
  withMaintenanceFields,
} from "../maintenance/update.js";
import { refuelCreateSchema, refuelSchema } from "../refuel/refuel.js";
import { patchedRefuel, refuelAsInput, refuelChanges, refuelUpdateSchema, withRefuelFields } from "../refuel/update.js";
import {
  patchedReminder,
  type Reminder,
  reminderChanges,
  reminderCreateSchema,
  reminderSchema,
  reminderUpdateSchema,
} from "../reminder/reminder.js";
import { aMaintenance, aRefuel, aReminder, ids } from "../testing/fixtures.js";
import { editableFields, shapeOf } from "./record-fields.js";

const typedFields = (schema: Parameters<typeof shapeOf>[0]) =>
  Object.keys(shapeOf(schema)).filter((key) => key !== "_id");

/**
 * A record's fields are listed once, in its schemas: every field a form types is stored, every one
 * is editable, and an edit of each reaches the stored record. A field added to a create schema
 * and not to the update schema or the record fails here, as does one no sample below edits.
 */
describe("fields listed once", () => {
  it("stores and edits every field a refuel's form types", () => {
    // What was delivered is fixed when the entry is logged: a charge is not edited into a fill.
    const typed = typedFields(refuelCreateSchema).filter((field) => field !== "energy");
    expect(editableFields(refuelCreateSchema, refuelUpdateSchema)).toEqual(typed);
    expect(typed.filter((field) => !(field in shapeOf(refuelSchema)))).toEqual([]);
    const edits: Record<string, unknown> = {
      date: "2026-02-03T10:00:00.000Z",
      quantity: 31.5,
      amount: 44.1,
      currency: "EUR",
      displacement: 12_345,
      fuel: "diesel",
      gasStation: { name: "", location: "Calle 50" },
      fullTank: false,
      missedPrevious: true,
      chargePlace: "work",
      socStart: 10,
      socEnd: 90,
      chargerKw: 11,
      chargeMinutes: 300,
    };
    expect(Object.keys(edits).sort()).toEqual([...typed].sort());
    const fill = aRefuel({ displacement: 12_000, currency: "USD" });
    const charge = aRefuel({ displacement: 12_000, currency: "USD", energy: "electricity", fuel: null, socEnd: 80 });
    for (const [field, value] of Object.entries(edits)) {
      const stored = field.startsWith("charge") || field.startsWith("soc") ? charge : fill;
      const edited = refuelCreateSchema.parse({ ...refuelAsInput(stored), [field]: value });
      const patch = refuelChanges(stored, edited);
      expect(Object.keys(patch)).toEqual([field]);
      const checked = patchedRefuel(stored, refuelUpdateSchema.parse(patch));
      if (!checked.success) throw checked.error;
      expect(withRefuelFields(stored, checked.data)).toMatchObject({ [field]: value });
    }
  });

  it("stores and edits every field a maintenance's form types, and clears the optional ones", () => {
    const typed = typedFields(maintenanceCreateSchema);
    expect(editableFields(maintenanceCreateSchema, maintenanceUpdateSchema)).toEqual(typed);
    expect(typed.filter((field) => !(field in shapeOf(maintenanceSchema)))).toEqual([]);
    const edits: Record<string, unknown> = {
      type: "battery",
      adjustments: ["changeOil", "changeBrake"],
      description: "Aceite 5W-30",
      kms: 15_000,
      amount: 80,
      currency: "EUR",
      date: "2026-02-03T10:00:00.000Z",
      dateUnknown: true,
    };
    expect(Object.keys(edits).sort()).toEqual([...typed].sort());
    const stored = aMaintenance({ kms: 12_000, amount: 50, description: "Filtro", currency: "USD" });
    for (const [field, value] of Object.entries(edits)) {
      const edited = maintenanceCreateSchema.parse({ ...maintenanceAsInput(stored), [field]: value });
      const patch = maintenanceChanges(stored, edited);
      expect(Object.keys(patch)).toContain(field);
      const checked = patchedMaintenance(stored, maintenanceUpdateSchema.parse(patch));
      if (!checked.success) throw checked.error;
      expect(withMaintenanceFields(stored, checked.data)).toMatchObject({ [field]: value });
    }
    const cleared = maintenanceCreateSchema.parse({ ...maintenanceAsInput(stored), kms: "", amount: "" });
    expect(maintenanceChanges(stored, cleared)).toEqual({ kms: null, amount: null });
  });

  it("edits every field a reminder's form types, and clears the optional ones", () => {
    const typed = typedFields(reminderCreateSchema);
    expect(editableFields(reminderCreateSchema, reminderUpdateSchema)).toEqual(typed);
    expect(typed.filter((field) => !(field in shapeOf(reminderSchema)))).toEqual([]);
    const stored = aReminder({ _id: ids.other });
    const edits: Record<string, unknown> = {
      title: "Pastillas",
      adjustment: "changeBrake",
      maintenanceType: "general",
      dueKm: 16_000,
      dueDate: "2026-06-01T00:00:00.000Z",
      everyKm: 6_000,
      everyMonths: 12,
    };
    expect(Object.keys(edits).sort()).toEqual([...typed].sort());
    const asForm = Object.fromEntries(typed.map((field) => [field, stored[field as keyof Reminder] ?? undefined]));
    for (const [field, value] of Object.entries(edits)) {
      const patch = reminderChanges(stored, reminderCreateSchema.parse({ ...asForm, [field]: value }));
      expect(Object.keys(patch)).toEqual([field]);
      const patched = patchedReminder(stored, reminderUpdateSchema.parse(patch), "2026-03-01T00:00:00.000Z");
      expect(patched).toMatchObject({ ok: true, reminder: { [field]: value } });
    }
    // Cleared, the due km leaves the reminder due every 5,000 km.
    expect(reminderChanges(stored, reminderCreateSchema.parse({ ...asForm, dueKm: "" }))).toEqual({ dueKm: null });
  });
});
