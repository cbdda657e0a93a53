import { describe, expect, it } from "vitest";
import type { Reminder } from "../reminder/reminder.js";
import { aReminder, aVehicle, ids, nextId } from "../testing/fixtures.js";
import { restoredDetails } from "./restored-details.js";

const reminder = (overrides: Partial<Reminder>): Reminder =>
  aReminder({ title: "Revisión", dueKm: null, dueDate: "2026-12-01T12:00:00.000Z", everyKm: null, ...overrides });
const context = { authorId: ids.other, now: "2026-11-23T12:00:00.000Z", newId: nextId };

describe("what a backup restores beyond the entries", () => {
  it("restores nothing it does not hold: no details, no settings", () => {
    const vehicle = aVehicle({ settings: { maintenanceInterval: null, resetMaintenanceType: null } });
    expect(
      restoredDetails(
        { vehicle, maintenances: [], refuels: [], reminders: [], expenses: [], attachments: [] },
        vehicle,
        context,
      ),
    ).toEqual({
      patch: undefined,
      settings: undefined,
      reminders: [],
    });
  });

  it("brings a one-off reminder back done, and leaves out one that is no reminder", () => {
    const vehicle = aVehicle();
    const restored = restoredDetails(
      {
        vehicle,
        maintenances: [],
        refuels: [],
        expenses: [],
        attachments: [],
        reminders: [reminder({ doneAt: "2026-11-01T12:00:00.000Z" }), reminder({ title: null, dueDate: null })],
      },
      { _id: "01900000-0000-7000-8000-0000000000ff" },
      context,
    );
    expect(restored.reminders).toHaveLength(1);
    expect(restored.reminders[0]?.complete).toMatchObject({ date: "2026-11-01T12:00:00.000Z" });
    expect(restored.reminders[0]?.reminder).toMatchObject({
      vehicle: "01900000-0000-7000-8000-0000000000ff",
      title: "Revisión",
      doneAt: "2026-11-01T12:00:00.000Z",
      createdBy: ids.other,
    });
  });
});
