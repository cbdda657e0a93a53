import { describe, expect, it } from "vitest";
import { aVehicle } from "../testing/fixtures.js";
import { canRefuel, hasEngine, wheelLayout } from "./catalog.js";
import { dueState } from "./due-dates.js";
import { isConnectedToIntegration, vehicleCardSubtitle, vehicleSchema } from "./vehicle.js";

describe("vehicle catalogue", () => {
  it("lets every vehicle with a tank refuel, not bicycles", () => {
    expect(["bicycle", "car", "truck", "bus", "moto"].filter((type) => canRefuel(type as "car"))).toEqual([
      "car",
      "truck",
      "bus",
      "moto",
    ]);
  });

  it("knows wheels and engines", () => {
    expect(wheelLayout("bus")).toBe("fourWheels");
    expect(wheelLayout("moto")).toBe("twoWheels");
    expect(hasEngine("bicycle")).toBe(false);
    expect(hasEngine("truck")).toBe(true);
  });
});

describe("vehicle", () => {
  it("round-trips through its schema", () => {
    const vehicle = aVehicle();
    expect(vehicleSchema.parse(vehicle)).toEqual(vehicle);
  });

  it("counts a strava bicycle with a bike id as connected", () => {
    expect(isConnectedToIntegration(aVehicle({ vehicleType: "bicycle", from: "strava", extId: "b1" }))).toBe(true);
    expect(isConnectedToIntegration(aVehicle({ vehicleType: "bicycle", from: "strava", extId: null }))).toBe(false);
    expect(isConnectedToIntegration(aVehicle({ vehicleType: "bicycle", from: "manual", extId: "b1" }))).toBe(false);
  });

  it("shows the plate under a car and the model under a bicycle", () => {
    expect(vehicleCardSubtitle(aVehicle())).toBe("ABC123");
    expect(vehicleCardSubtitle(aVehicle({ vehicleType: "bicycle", model: "Domane" }))).toBe("Domane");
    expect(vehicleCardSubtitle(aVehicle({ plateNumber: null, model: "Hilux", fullname: "La blanca" }))).toBe("Hilux");
    // The name already says the model: not said twice.
    expect(vehicleCardSubtitle(aVehicle({ plateNumber: null, model: "Outback", fullname: "Subaru OUTBACK" }))).toBe(
      null,
    );
  });
});

describe("dueState", () => {
  const now = new Date("2026-11-22T10:00:00.000Z");

  it("is expired in the past, valid in the future and unset without a date", () => {
    expect(dueState("2026-11-22T09:59:59.000Z", now)).toBe("expired");
    expect(dueState("2026-11-22T10:00:00.000Z", now)).toBe("expired");
    expect(dueState("2026-11-22T10:00:01.000Z", now)).toBe("valid");
    expect(dueState(null, now)).toBe("unset");
    expect(dueState("not a date", now)).toBe("unset");
  });
});
