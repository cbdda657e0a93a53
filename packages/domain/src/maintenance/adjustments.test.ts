import { describe, expect, it } from "vitest";
import { aMaintenance } from "../testing/fixtures.js";
import { defaultMaintenanceIntervalFor } from "../vehicle/settings.js";
import {
  acceptedAdjustmentKeys,
  adjustmentKeysFor,
  offeredResetTypes,
  resetMaintenanceTypesFor,
  resetsCounter,
  resetWork,
} from "./adjustments.js";
import { componentIntervalsFor } from "./component-status.js";

describe("adjustmentKeysFor", () => {
  it("offers four tires and a spare to cars, trucks and buses, two to motos and bicycles", () => {
    for (const type of ["car", "truck", "bus"] as const) {
      expect(adjustmentKeysFor("tires", type)).toEqual([
        "tireLeftFront",
        "tireRightFront",
        "tireLeftBack",
        "tireRightBack",
        "tireSpare",
      ]);
    }
    for (const type of ["moto", "bicycle"] as const) {
      expect(adjustmentKeysFor("tires", type)).toEqual(["bikeTireFront", "bikeTireBack"]);
    }
  });

  it("fixes the battery option and splits general work between engines and bicycles", () => {
    expect(adjustmentKeysFor("battery", "moto")).toEqual(["changeBattery"]);
    expect(adjustmentKeysFor("general", "car")).toContain("changeOil");
    expect(adjustmentKeysFor("general", "bus")).toContain("changeInjectorCleaning");
    expect(adjustmentKeysFor("general", "bicycle")).toEqual([
      "bikeGearAdjustment",
      "bikeWash",
      "bikeTirePressure",
      "bikeFullInspection",
      "bikeChainLubrication",
      "bikeChangeChain",
      "bikeChangeBrake",
      "bikeOther",
    ]);
  });
});

describe("resetMaintenanceTypesFor", () => {
  it("offers every type, group and general key to a car", () => {
    const values = resetMaintenanceTypesFor("car");
    for (const value of [
      "general",
      "battery",
      "tires",
      "oil",
      "filter",
      "brakes",
      "coolant",
      "transmission",
      "changeOther",
    ]) {
      expect(values).toContain(value);
    }
    expect(values).not.toContain("bikeWash");
  });

  it("leaves engine-only groups out for a bicycle", () => {
    const values = resetMaintenanceTypesFor("bicycle");
    expect(values).not.toContain("oil");
    expect(values).not.toContain("changeOil");
    expect(values).toContain("brakes");
    expect(values).toContain("bikeChangeChain");
  });
});

describe("resetsCounter", () => {
  it("matches a maintenance type by its type", () => {
    expect(resetsCounter(aMaintenance({ type: "tires", adjustments: ["tireSpare"] }), "tires")).toBe(true);
    expect(resetsCounter(aMaintenance({ type: "general" }), "tires")).toBe(false);
  });

  it("matches groups and single keys by adjustment", () => {
    expect(resetsCounter(aMaintenance({ adjustments: ["changeAirFilter"] }), "filter")).toBe(true);
    expect(resetsCounter(aMaintenance({ adjustments: ["bikeChangeBrake"] }), "brakes")).toBe(true);
    expect(resetsCounter(aMaintenance({ adjustments: ["changeOther"] }), "coolant")).toBe(true);
    expect(resetsCounter(aMaintenance({ adjustments: ["bikeChangeChain"] }), "transmission")).toBe(true);
    expect(resetsCounter(aMaintenance({ adjustments: ["changeOil"] }), "changeOil")).toBe(true);
    expect(resetsCounter(aMaintenance({ adjustments: ["changeOil"] }), "changeBrake")).toBe(false);
  });
});

describe("the reset types offered", () => {
  it("offers each meaning once: no kind of work its group already names alone", () => {
    const car = offeredResetTypes("car");
    expect(car.groups).toEqual(["oil", "filter", "brakes", "coolant", "transmission"]);
    expect(car.work).not.toContain("changeOil");
    expect(car.work).not.toContain("changeBrake");
    expect(car.work).toContain("changeAirFilter");
    expect(offeredResetTypes("bicycle").work).not.toContain("bikeChangeBrake");
  });

  it("names coolant once for a plug-in hybrid: its group, not the work beside it (the user test's L5)", () => {
    const hybrid = offeredResetTypes("car", null, "plugInHybrid");
    expect(hybrid.groups).toContain("coolant");
    expect(hybrid.work).not.toContain("changeCoolant");
    expect(offeredResetTypes("car", "changeCoolant", "plugInHybrid").work).toContain("changeCoolant");
  });

  it("keeps a value saved before, so the form shows it", () => {
    expect(offeredResetTypes("car", "changeOil").work).toContain("changeOil");
  });

  it("says which logged work restarts the count", () => {
    expect(resetWork("tires", "car")).toEqual({ type: "tires" });
    expect(resetWork("filter", "car")).toEqual({ adjustments: ["changeFuelFilter", "changeAirFilter"] });
    expect(resetWork("brakes", "bicycle")).toEqual({ adjustments: ["bikeChangeBrake"] });
  });
});

describe("work for what the car runs on", () => {
  it("offers an electric car no oil, fuel filter or injectors, and a hybrid both sets", () => {
    const electric = adjustmentKeysFor("general", "car", "electric");
    expect(electric).toEqual(
      expect.arrayContaining([
        "changeCabinFilter",
        "changeCoolant",
        "changeBrakeFluid",
        "tireRotation",
        "tractionBatteryCheck",
        "changeWipers",
      ]),
    );
    for (const key of ["changeOil", "changeFuelFilter", "changeInjectorCleaning"] as const) {
      expect(electric).not.toContain(key);
    }
    const hybrid = adjustmentKeysFor("general", "car", "plugInHybrid");
    expect(hybrid).toEqual(expect.arrayContaining([...adjustmentKeysFor("general", "car", "gasoline"), ...electric]));
    expect(hybrid.at(-1)).toBe("changeOther");
    expect(adjustmentKeysFor("general", "car", "diesel")).toContain("changeOil");
  });

  it("still accepts an oil change logged before the owner said the car is electric", () => {
    expect(acceptedAdjustmentKeys("general", "car")).toEqual(expect.arrayContaining(["changeOil", "tireRotation"]));
  });

  it("offers an electric car's settings no oil, and its parts their own lifetimes and interval", () => {
    expect(resetMaintenanceTypesFor("car", "electric")).not.toContain("oil");
    expect(resetMaintenanceTypesFor("car", "electric")).toContain("tireRotation");
    expect(resetMaintenanceTypesFor("car", "gasoline")).toContain("oil");
    expect(resetMaintenanceTypesFor("car")).toEqual(expect.arrayContaining(["oil", "tireRotation"]));
    expect(componentIntervalsFor({ vehicleType: "car", power: "electric" })).toMatchObject({
      brakes: 100_000,
      tires: 40_000,
    });
    expect(componentIntervalsFor({ vehicleType: "car", type: "electric" }).brakes).toBe(100_000);
    expect(componentIntervalsFor({ vehicleType: "car", power: "hybrid" }).brakes).toBe(40_000);
    expect(defaultMaintenanceIntervalFor("car", "electric")).toBe(20_000);
    expect(defaultMaintenanceIntervalFor("car", "gasoline")).toBe(5_000);
    expect(defaultMaintenanceIntervalFor("bicycle", "electric")).toBe(1_000);
  });
});
