import { describe, expect, it } from "vitest";
import { aMaintenance, aVehicle } from "../testing/fixtures.js";
import { componentIntervalsKm, detailedMaintenanceStatus, partReplacement } from "./component-status.js";

describe("detailedMaintenanceStatus", () => {
  it("gives a car four tire positions, brakes and battery, and no chain, all unknown before any is logged", () => {
    const car = aVehicle({ vehicleType: "car", initialKm: 84_500, displacement: 86_000 });
    const detailed = detailedMaintenanceStatus(car, [], []);
    expect(detailed.vehicle).toEqual({ brand: "Toyota", model: "Corolla", vehicleType: "car" });
    expect(detailed.components.tires).toMatchObject({ layout: "fourWheels", status: "unknown" });
    expect(detailed.components.chain).toBeUndefined();
    expect(detailed.components.brakes).toMatchObject({ status: "unknown", maintenanceInterval: 40_000 });
    expect(detailed.components.battery).toMatchObject({
      status: "unknown",
      maintenanceInterval: componentIntervalsKm.car.battery,
    });
  });

  it("keeps an unknown tire out of the overall tire status", () => {
    const car = aVehicle({ vehicleType: "car", initialKm: 0, displacement: 0 });
    const maintenances = [aMaintenance({ type: "tires", adjustments: ["tireLeftFront"], kms: 1_000 })];
    const { tires } = detailedMaintenanceStatus(car, maintenances, []).components;
    if (tires.layout !== "fourWheels") throw new Error("a car has four wheels");
    expect(tires.frontLeft.status).toBe("good");
    expect(tires.rearLeft.status).toBe("unknown");
    expect(tires.status).toBe("good");
  });

  it("counts each tire from the last maintenance that touched its position", () => {
    const car = aVehicle({ vehicleType: "car", initialKm: 0, displacement: 0 });
    const maintenances = [
      aMaintenance({ type: "tires", adjustments: ["tireLeftBack", "tireRightBack"], kms: 1_000 }),
      aMaintenance({ type: "tires", adjustments: ["tireLeftFront", "tireRightFront"], kms: 10_000 }),
      aMaintenance({ kms: 48_000, date: "2026-05-01T12:00:00.000Z" }),
    ];
    const { tires } = detailedMaintenanceStatus(car, maintenances, []).components;
    if (tires.layout !== "fourWheels") throw new Error("a car has four wheels");
    expect(tires.frontLeft).toMatchObject({ accumulatedKm: 38_000, status: "warning" });
    expect(tires.frontRight.accumulatedKm).toBe(38_000);
    expect(tires.rearLeft).toMatchObject({ accumulatedKm: 47_000, status: "urgent" });
    expect(tires.rearRight.status).toBe("urgent");
    expect(tires.status).toBe("urgent");
  });

  it("gives the overall tire status of the worst tire", () => {
    const moto = aVehicle({ vehicleType: "moto", initialKm: 0, displacement: 0 });
    const maintenances = [
      aMaintenance({ type: "tires", adjustments: ["bikeTireBack"], kms: 100 }),
      aMaintenance({ type: "tires", adjustments: ["bikeTireFront"], kms: 9_000 }),
      aMaintenance({ kms: 18_000, date: "2026-05-01T12:00:00.000Z" }),
    ];
    const { tires } = detailedMaintenanceStatus(moto, maintenances, []).components;
    if (tires.layout !== "twoWheels") throw new Error("a moto has two wheels");
    expect(tires.front).toMatchObject({ accumulatedKm: 9_000, status: "warning" });
    expect(tires.rear.status).toBe("urgent");
    expect(tires.status).toBe("urgent");
  });

  it("gives a bicycle a chain that restarts at a chain change, not at lubrication", () => {
    const bicycle = aVehicle({ vehicleType: "bicycle", initialKm: 0, displacement: 0, plateNumber: null });
    const maintenances = [
      aMaintenance({ adjustments: ["bikeChangeChain", "bikeChangeBrake"], kms: 1_000 }),
      aMaintenance({ adjustments: ["bikeChainLubrication"], kms: 2_000, date: "2026-03-01T12:00:00.000Z" }),
      aMaintenance({ adjustments: ["bikeWash"], kms: 3_400, date: "2026-04-01T12:00:00.000Z" }),
    ];
    const { chain, brakes, tires, battery } = detailedMaintenanceStatus(bicycle, maintenances, []).components;
    expect(chain).toMatchObject({ accumulatedKm: 2_400, maintenanceInterval: 3_000, status: "warning" });
    expect(brakes).toMatchObject({ accumulatedKm: 2_400, maintenanceInterval: 2_000, status: "urgent" });
    expect(tires.layout).toBe("twoWheels");
    expect(battery).toBeUndefined();
  });

  it("restarts brakes and battery at their own services", () => {
    const car = aVehicle({ vehicleType: "truck", initialKm: 0, displacement: 0 });
    const maintenances = [
      aMaintenance({ adjustments: ["changeBrake"], kms: 30_000 }),
      aMaintenance({ type: "battery", adjustments: ["changeBattery"], kms: 35_000 }),
      aMaintenance({ kms: 40_000, date: "2026-06-01T12:00:00.000Z" }),
    ];
    const { brakes, battery } = detailedMaintenanceStatus(car, maintenances, []).components;
    expect(brakes.accumulatedKm).toBe(10_000);
    expect(battery?.accumulatedKm).toBe(5_000);
  });
});

describe("partReplacement", () => {
  it("records a part's last replacement as the maintenance that resets it", () => {
    const car = aVehicle({ vehicleType: "car", initialKm: 84_500, displacement: 84_500 });
    for (const part of ["tires", "brakes", "battery"] as const) {
      const record = { ...partReplacement(part, "car"), kms: 60_000, date: "2025-01-01T12:00:00.000Z", _id: part };
      const detailed = detailedMaintenanceStatus(car, [aMaintenance(record)], []).components;
      const status = part === "tires" ? detailed.tires.status : detailed[part]?.status;
      expect(status, part).not.toBe("unknown");
    }
    expect(partReplacement("tires", "moto").adjustments).toEqual(["bikeTireFront", "bikeTireBack"]);
    expect(partReplacement("brakes", "bicycle").adjustments).toEqual(["bikeChangeBrake"]);
    expect(partReplacement("chain", "bicycle")).toEqual({ type: "general", adjustments: ["bikeChangeChain"] });
    expect(partReplacement("tireSpare", "truck")).toEqual({ type: "tires", adjustments: ["tireSpare"] });
  });
});
