import { describe, expect, it } from "vitest";
import type { Reminder } from "../reminder/reminder.js";
import { aReminder, aVehicle, ids, nextId } from "../testing/fixtures.js";
import { restoredDetails } from "./restored-details.js";

const reminder = (overrides: Partial<Reminder>): Reminder =>
  aReminder({ title: "Revisión", dueKm: null, dueDate: "2026-12-01T12:00:00.000Z", everyKm: null, ...overrides });
const context = { authorId: ids.other, now: "2026-11-23T12:00:00.000Z", newId: nextId };
const noTyres = { tyreSets: [], tyreEvents: [], treadReadings: [] };

describe("what a backup restores beyond the entries", () => {
  it("restores nothing it does not hold: no details, no settings", () => {
    const vehicle = aVehicle({ settings: { maintenanceInterval: null, resetMaintenanceType: null } });
    expect(
      restoredDetails(
        { vehicle, maintenances: [], refuels: [], reminders: [], expenses: [], attachments: [], ...noTyres },
        vehicle,
        context,
      ),
    ).toEqual({
      patch: undefined,
      settings: undefined,
      reminders: [],
      tyres: { sets: [], events: [], readings: [] },
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
        ...noTyres,
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

  it("brings tyre sets back with new ids, their moves and readings naming them, a retired set retired", () => {
    const vehicle = aVehicle();
    const old = "01900000-0000-7000-8000-00000000a001";
    const stamp = "2026-05-01T12:00:00.000Z";
    const set = {
      _id: old,
      vehicle: vehicle._id,
      brand: "Nokian",
      model: "",
      size: "205/55 R16 91H",
      season: "winter" as const,
      tyres: [{ key: "t1", dot: "3923", newTreadMm: 9, retired: false }],
      price: 560,
      currency: "EUR" as const,
      place: "",
      boughtOn: null,
      minimumTreadMm: 4,
      ageWarningYears: 8,
      notes: "",
      retired: true,
      createdBy: ids.owner,
      createdAt: stamp,
      updatedAt: stamp,
    };
    const entry = {
      vehicle: vehicle._id,
      date: stamp,
      notes: "",
      createdBy: ids.owner,
      createdAt: stamp,
      updatedAt: stamp,
    };
    const restored = restoredDetails(
      {
        vehicle,
        maintenances: [],
        refuels: [],
        expenses: [],
        attachments: [],
        reminders: [],
        tyreSets: [set],
        tyreEvents: [{ ...entry, _id: nextId(), km: 12_000, moves: [{ set: old, tyre: "t1", to: "frontLeft" }] }],
        treadReadings: [
          {
            ...entry,
            _id: nextId(),
            km: 12_500,
            depths: [{ set: old, tyre: "t1", position: "frontLeft", treadMm: 8.6, pressureKpa: 230 }],
          },
        ],
      },
      { _id: "01900000-0000-7000-8000-0000000000fe" },
      context,
    );
    const [back] = restored.tyres.sets;
    expect(back?.create._id).not.toBe(old);
    expect(back).toMatchObject({
      retired: true,
      set: { brand: "Nokian", minimumTreadMm: 4, ageWarningYears: 8, price: 560 },
    });
    expect(restored.tyres.events[0]?.create.moves).toEqual([{ set: back?.create._id, tyre: "t1", to: "frontLeft" }]);
    expect(restored.tyres.readings[0]?.reading.depths).toEqual([
      { set: back?.create._id, tyre: "t1", position: "frontLeft", treadMm: 8.6, pressureKpa: 230 },
    ]);
  });
});
