import { describe, expect, it } from "vitest";
import { aVehicle } from "../testing/fixtures.js";
import { dueItems } from "./due.js";
import { nextDueChange } from "./next-change.js";

const now = new Date("2026-11-23T15:00:00.000Z");
const insuredUntil = (iso: string) => aVehicle({ displacement: 10_000, initialKm: 10_000, insuranceDate: iso });
const evaluateFor =
  (vehicle: ReturnType<typeof aVehicle>, timeZone = "UTC") =>
  (at: Date) =>
    dueItems(vehicle, { maintenances: [], refuels: [] }, [], at, timeZone);

describe("nextDueChange", () => {
  it("finds the minute an insurance date turns due, in the user's zone", () => {
    // Eight days ahead: soon now, due from the start of the day 7 days before it.
    const vehicle = insuredUntil("2026-12-01T12:00:00.000Z");
    expect(nextDueChange(evaluateFor(vehicle), now)?.toISOString()).toBe("2026-11-24T00:00:00.000Z");
    expect(nextDueChange(evaluateFor(vehicle, "America/Panama"), now)?.toISOString()).toBe("2026-11-24T05:00:00.000Z");
  });

  it("says nothing changes when no date is close and km do not move with time", () => {
    expect(nextDueChange(evaluateFor(insuredUntil("2027-06-01T12:00:00.000Z")), now)).toBeNull();
  });
});
