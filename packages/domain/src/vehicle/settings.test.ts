import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../testing/schema-errors.js";
import {
  defaultMaintenanceIntervalKm,
  maintenanceIntervalFromKm,
  maintenanceIntervalInputSchema,
  maintenanceIntervalRangeIn,
  maintenanceIntervalSchema,
  settingsChanged,
  settingsFormDefaults,
  settingsRequired,
  vehicleSettingsSchema,
  vehicleSettingsSchemaFor,
} from "./settings.js";

describe("maintenance interval", () => {
  const schema = vehicleSettingsSchemaFor("car");
  const keyFor = (maintenanceInterval: unknown) =>
    fieldErrorsOf(schema, { maintenanceInterval, resetMaintenanceType: "general" }).maintenanceInterval?.key;

  it.each([100, 5_000, 50_000, "300"])("accepts %s", (interval) => {
    expect(keyFor(interval)).toBeUndefined();
  });

  it.each([
    [99, "intervalRange"],
    [0, "intervalRange"],
    [50_001, "intervalRange"],
    [50_100, "intervalRange"],
    [150, "intervalStep"],
    [100.5, "invalidNumber"],
    ["", "required"],
  ])("refuses %s with %s", (interval, key) => {
    expect(keyFor(interval)).toBe(key);
  });

  it("sends the interval as an integer", () => {
    expect(schema.parse({ maintenanceInterval: "2500".replace("5", "0"), resetMaintenanceType: "oil" })).toEqual({
      maintenanceInterval: 2000,
      resetMaintenanceType: "oil",
    });
  });
});

describe("reset type", () => {
  it("is checked against the vehicle's own list", () => {
    expect(
      vehicleSettingsSchemaFor("bicycle").safeParse({ maintenanceInterval: 1000, resetMaintenanceType: "changeOil" })
        .success,
    ).toBe(false);
    expect(
      vehicleSettingsSchemaFor("bicycle").safeParse({ maintenanceInterval: 1000, resetMaintenanceType: "bikeWash" })
        .success,
    ).toBe(true);
    expect(vehicleSettingsSchema.safeParse({ maintenanceInterval: 1000, resetMaintenanceType: "" }).success).toBe(
      false,
    );
  });
});

describe("settings form", () => {
  it("starts from the vehicle type's default interval and general", () => {
    expect(defaultMaintenanceIntervalKm).toEqual({ car: 5000, moto: 5000, truck: 5000, bus: 5000, bicycle: 1000 });
    expect(settingsFormDefaults("bicycle", undefined)).toEqual({
      maintenanceInterval: 1000,
      resetMaintenanceType: "general",
    });
    expect(settingsFormDefaults("car", { maintenanceInterval: 8000, resetMaintenanceType: "oil" })).toEqual({
      maintenanceInterval: 8000,
      resetMaintenanceType: "oil",
    });
  });

  it("enables save only when something differs", () => {
    const stored = { maintenanceInterval: 5000, resetMaintenanceType: "general" as const };
    expect(settingsChanged(stored, { ...stored })).toBe(false);
    expect(settingsChanged(stored, { ...stored, maintenanceInterval: 5100 })).toBe(true);
    expect(settingsChanged(stored, { ...stored, resetMaintenanceType: "oil" })).toBe(true);
    expect(settingsChanged({ maintenanceInterval: null, resetMaintenanceType: null }, stored)).toBe(true);
  });

  it("asks for settings while either is missing", () => {
    expect(settingsRequired(undefined)).toBe(true);
    expect(settingsRequired({ maintenanceInterval: 5000, resetMaintenanceType: null })).toBe(true);
    expect(settingsRequired({ maintenanceInterval: null, resetMaintenanceType: "general" })).toBe(true);
    expect(settingsRequired({ maintenanceInterval: 5000, resetMaintenanceType: "general" })).toBe(false);
  });
});

describe("the interval in miles", () => {
  it("is typed in whole miles, stored in whole km, and accepted as a step either way", () => {
    expect(maintenanceIntervalRangeIn("mi")).toEqual({ min: 100, max: 31_000, step: 100 });
    const typed = maintenanceIntervalInputSchema("mi").safeParse("5000");
    expect(typed.success && typed.data).toBe(8_047);
    expect(maintenanceIntervalSchema.safeParse(8_047).success).toBe(true);
    expect(maintenanceIntervalSchema.safeParse(8_046).success).toBe(false);
    expect(maintenanceIntervalSchema.safeParse(8_000).success).toBe(true);
    expect(maintenanceIntervalFromKm(8_047, "mi")).toBe(5_000);
    expect(maintenanceIntervalInputSchema("mi").safeParse("5050").success).toBe(false);
    expect(maintenanceIntervalInputSchema("km").safeParse("5000").success && 5_000).toBe(5_000);
  });
});
