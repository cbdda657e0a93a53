import { describe, expect, it } from "vitest";
import { ids, nextId } from "../testing/fixtures.js";
import { fieldErrorsOf } from "../testing/schema-errors.js";
import {
  completedReminder,
  isRecurring,
  newReminder,
  patchedReminder,
  reminderCompleteSchema,
  reminderCreateSchema,
  reminderUpdateSchema,
  snoozeUntil,
} from "./reminder.js";

const created = "2026-11-01T12:00:00.000Z";
const make = (input: Parameters<typeof reminderCreateSchema.parse>[0]) =>
  newReminder(reminderCreateSchema.parse(input), {
    _id: nextId(),
    vehicleId: ids.vehicle,
    authorId: ids.owner,
    now: created,
  });

describe("a reminder's fields", () => {
  it("needs what and when, and reads a form's strings", () => {
    expect(fieldErrorsOf(reminderCreateSchema, {})).toEqual({
      title: { key: "reminderNeedsWhat" },
      dueKm: { key: "reminderNeedsWhen" },
    });
    expect(fieldErrorsOf(reminderCreateSchema, { title: "Wash", everyKm: "0" })).toEqual({
      everyKm: { key: "invalidNumber" },
    });
    expect(
      reminderCreateSchema.parse({ adjustment: "changeOil", everyKm: "5000", everyMonths: "6", dueDate: "" }),
    ).toEqual({
      adjustment: "changeOil",
      everyKm: 5000,
      everyMonths: 6,
    });
    expect(reminderCreateSchema.parse({ title: "ITV", dueDate: "2027-03-12" }).dueDate).toBe(
      "2027-03-12T12:00:00.000Z",
    );
    expect(fieldErrorsOf(reminderCreateSchema, { title: "x", dueKm: 1, extra: true })).not.toEqual({});
  });

  it("starts open, recurring when it has a period", () => {
    const oil = make({ adjustment: "changeOil", everyKm: 5000 });
    expect(oil).toMatchObject({ dismissed: false, doneAt: null, lastDoneKm: null, createdBy: ids.owner });
    expect(isRecurring(oil)).toBe(true);
    expect(isRecurring(make({ title: "ITV", dueDate: "2027-03-12" }))).toBe(false);
  });
});

describe("changing a reminder", () => {
  it("applies a patch, clears with null, and refuses one that leaves it without what or when", () => {
    const wash = make({ title: "Wash", dueKm: 12_000 });
    const patched = patchedReminder(wash, reminderUpdateSchema.parse({ everyMonths: 1, dueKm: null }), created);
    expect(patched).toMatchObject({ ok: true, reminder: { everyMonths: 1, dueKm: null } });
    expect(patchedReminder(wash, reminderUpdateSchema.parse({ dueKm: null }), created)).toEqual({
      ok: false,
      refusal: { key: "reminderNeedsWhen", path: "dueKm" },
    });
    expect(patchedReminder(wash, reminderUpdateSchema.parse({ title: null }), created)).toEqual({
      ok: false,
      refusal: { key: "reminderNeedsWhat", path: "title" },
    });
    expect(fieldErrorsOf(reminderUpdateSchema, {})).toEqual({ _form: { key: "nothingToUpdate" } });
  });

  it("completes a recurring reminder from its km and date, and a one-off one for good", () => {
    const oil = make({ adjustment: "changeOil", everyKm: 5000 });
    const done = reminderCompleteSchema.parse({ _id: oil._id, km: "15200", date: "2026-11-20" });
    expect(completedReminder({ ...oil, snoozedUntil: created }, done, created)).toMatchObject({
      lastDoneKm: 15_200,
      lastDoneDate: "2026-11-20T12:00:00.000Z",
      snoozedUntil: null,
      doneAt: null,
    });
    const itv = make({ title: "ITV", dueDate: "2027-03-12" });
    expect(completedReminder(itv, done, created).doneAt).toBe("2026-11-20T12:00:00.000Z");
  });

  it("snoozes for a week", () => {
    expect(snoozeUntil(new Date("2026-11-23T10:00:00.000Z"))).toBe("2026-11-30T10:00:00.000Z");
  });
});

describe("an edit's patch", () => {
  it("names only the fields that changed, with null for a cleared one", async () => {
    const { reminderChanges } = await import("./reminder.js");
    const wash = make({ title: "Wash", dueKm: 12_000 });
    expect(reminderChanges(wash, reminderCreateSchema.parse({ title: "Wash", dueKm: 12_000 }))).toEqual({});
    expect(reminderChanges(wash, reminderCreateSchema.parse({ title: "Wash", everyMonths: 1 }))).toEqual({
      dueKm: null,
      everyMonths: 1,
    });
  });
});
