import { describe, expect, it } from "vitest";
import { aMaintenance, aRefuel, aVehicle } from "../testing/fixtures.js";
import { maintenanceStatus, serviceStartKnown, statusForUsage, usage, worstStatus } from "./status.js";

describe("statusForUsage", () => {
  it.each([
    [7_499, "good"], // 74.99 %
    [7_500, "warning"], // 75 %
    [8_999, "warning"], // 89.99 %
    [9_000, "urgent"], // 90 %
    [12_000, "urgent"], // past the interval
    [0, "good"],
  ] as const)("%i km of 10,000 is %s", (accumulated, expected) => {
    expect(statusForUsage(accumulated, 10_000)).toBe(expected);
  });

  it("treats no interval, or an interval of 0, as good whatever the distance", () => {
    expect(statusForUsage(1_000_000, 0)).toBe("good");
    expect(statusForUsage(1_000_000, null)).toBe("good");
    expect(statusForUsage(1_000_000, undefined)).toBe("good");
  });

  it("holds the boundaries for fractional kilometres too", () => {
    expect(statusForUsage(74.99, 100)).toBe("good");
    expect(statusForUsage(75, 100)).toBe("warning");
    expect(statusForUsage(89.99, 100)).toBe("warning");
    expect(statusForUsage(90, 100)).toBe("urgent");
  });
});

describe("worstStatus", () => {
  it("picks the most pressing status and is good for none", () => {
    expect(worstStatus([])).toBe("good");
    expect(worstStatus(["good", "warning", "good"])).toBe("warning");
    expect(worstStatus(["warning", "urgent", "good"])).toBe("urgent");
  });
});

describe("usage", () => {
  it("reports remaining km, never below zero, and the raw percentage", () => {
    expect(usage(2_500, 10_000)).toEqual({
      status: "good",
      accumulatedKm: 2_500,
      remainingKm: 7_500,
      maintenanceInterval: 10_000,
      progressPercentage: 25,
    });
    expect(usage(12_000, 10_000)).toMatchObject({ remainingKm: 0, progressPercentage: 120, status: "urgent" });
  });

  it("with no interval has nothing remaining and no progress", () => {
    expect(usage(500, 0)).toEqual({
      status: "good",
      accumulatedKm: 500,
      remainingKm: 0,
      maintenanceInterval: 0,
      progressPercentage: 0,
    });
  });

  it("never reports negative accumulated km", () => {
    expect(usage(-20, 1_000).accumulatedKm).toBe(0);
  });
});

describe("maintenanceStatus", () => {
  it("counts a new vehicle from where it was added while nothing matched", () => {
    const vehicle = aVehicle({ initialKm: 12, displacement: 7_512 });
    const status = maintenanceStatus(vehicle, [], []);
    expect(status).toMatchObject({
      accumulatedKm: 7_500,
      remainingKm: 2_500,
      status: "warning",
      needsMaintenance: false,
    });
  });

  it("knows nothing of a used car's service until its last one is logged", () => {
    // An 84,000 km car with an interval set is not "good, 0 of 5,000 km".
    const vehicle = aVehicle({
      initialKm: 84_000,
      displacement: 84_000,
      settings: { maintenanceInterval: 5_000, resetMaintenanceType: "oil" },
    });
    expect(maintenanceStatus(vehicle, [], [])).toMatchObject({ status: "unknown", needsMaintenance: false });
    expect(serviceStartKnown(vehicle, [aMaintenance({ type: "tires", adjustments: ["tireSpare"] })])).toBe(false);
    const lastService = aMaintenance({ adjustments: ["changeOil"], kms: 81_000, date: "2026-06-15T12:00:00.000Z" });
    expect(maintenanceStatus(vehicle, [lastService], [])).toMatchObject({
      status: "good",
      accumulatedKm: 3_000,
      remainingKm: 2_000,
    });
  });

  it("restarts the counter at the latest maintenance of the reset type", () => {
    const vehicle = aVehicle({ initialKm: 10_000, displacement: 10_000 });
    const maintenances = [
      aMaintenance({ type: "general", kms: 12_000, date: "2026-02-01T12:00:00.000Z" }),
      aMaintenance({ type: "general", kms: 15_000, date: "2026-03-01T12:00:00.000Z" }),
      aMaintenance({ type: "tires", adjustments: ["tireSpare"], kms: 18_000, date: "2026-04-01T12:00:00.000Z" }),
    ];
    const status = maintenanceStatus(vehicle, maintenances, []);
    expect(status.accumulatedKm).toBe(3_000);
    expect(status.remainingKm).toBe(7_000);
  });

  it("reads the odometer from refuels and the linked bike's distance", () => {
    const vehicle = aVehicle({ initialKm: 10_000, displacement: 10_000, externalDistance: 11_000 });
    const service = [aMaintenance({ kms: 10_000, date: "2026-01-01T12:00:00.000Z" })];
    expect(maintenanceStatus(vehicle, service, []).accumulatedKm).toBe(1_000);
    expect(maintenanceStatus(vehicle, service, [aRefuel({ displacement: 19_500 })]).accumulatedKm).toBe(9_500);
  });

  it("needs maintenance exactly when nothing remains of a set interval", () => {
    const due = maintenanceStatus(aVehicle({ initialKm: 0, displacement: 10_000 }), [], []);
    expect(due).toMatchObject({ remainingKm: 0, needsMaintenance: true, status: "urgent" });
    const almost = maintenanceStatus(aVehicle({ initialKm: 0, displacement: 9_999 }), [], []);
    expect(almost).toMatchObject({ remainingKm: 1, needsMaintenance: false });
  });

  it("with no interval set is good and never needs maintenance", () => {
    const vehicle = aVehicle({
      initialKm: 0,
      displacement: 90_000,
      settings: { maintenanceInterval: null, resetMaintenanceType: null },
    });
    expect(maintenanceStatus(vehicle, [], [])).toMatchObject({
      status: "good",
      needsMaintenance: false,
      maintenanceInterval: 0,
      accumulatedKm: 90_000,
    });
  });

  it("matches a reset group through its adjustments", () => {
    const vehicle = aVehicle({
      initialKm: 0,
      displacement: 0,
      settings: { maintenanceInterval: 4_000, resetMaintenanceType: "oil" },
    });
    const maintenances = [
      aMaintenance({ adjustments: ["changeOil"], kms: 20_000, date: "2026-02-01T12:00:00.000Z" }),
      aMaintenance({ adjustments: ["changeCarWashing"], kms: 23_000, date: "2026-03-01T12:00:00.000Z" }),
    ];
    expect(maintenanceStatus(vehicle, maintenances, [])).toMatchObject({ accumulatedKm: 3_000, status: "warning" });
  });

  it("takes the odometer at the time for a matching maintenance logged without km", () => {
    const vehicle = aVehicle({ initialKm: 1_000, displacement: 1_000 });
    const maintenances = [
      aMaintenance({ kms: null, date: "2026-03-01T12:00:00.000Z" }),
      aMaintenance({ type: "tires", adjustments: ["tireSpare"], kms: 4_000, date: "2026-02-01T12:00:00.000Z" }),
      aMaintenance({ type: "tires", adjustments: ["tireSpare"], kms: 9_000, date: "2026-04-01T12:00:00.000Z" }),
    ];
    // The general service on 1 March happened at 4,000 km (the last reading before it).
    expect(maintenanceStatus(vehicle, maintenances, []).accumulatedKm).toBe(5_000);
  });
});

describe("serviceStartKnown", () => {
  it("knows a new vehicle's start, and a used one's only once a maintenance of its reset type is logged", () => {
    const added = (initialKm: number, resetMaintenanceType: "oil" | null) =>
      aVehicle({ initialKm, displacement: initialKm, settings: { maintenanceInterval: 5_000, resetMaintenanceType } });
    expect(serviceStartKnown(added(0, null), [])).toBe(true);
    expect(serviceStartKnown(added(500, "oil"), [])).toBe(true);
    expect(serviceStartKnown(added(501, "oil"), [])).toBe(false);
    expect(serviceStartKnown(added(84_000, null), [aMaintenance({ adjustments: ["changeOil"] })])).toBe(false);
    expect(serviceStartKnown(added(84_000, "oil"), [aMaintenance({ adjustments: ["changeOil"] })])).toBe(true);
  });

  it("counts from an undated record by its km: the higher reading is the later one", () => {
    const vehicle = aVehicle({
      initialKm: 84_000,
      displacement: 84_000,
      settings: { maintenanceInterval: 5_000, resetMaintenanceType: "oil" },
    });
    const undated = aMaintenance({
      adjustments: ["changeOil"],
      kms: 81_000,
      date: "2026-11-20T10:00:00.000Z",
      dateUnknown: true,
    });
    const dated = aMaintenance({ adjustments: ["changeOil"], kms: 79_500, date: "2026-06-15T12:00:00.000Z" });
    expect(maintenanceStatus(vehicle, [dated, undated], []).accumulatedKm).toBe(3_000);
    expect(maintenanceStatus(vehicle, [undated, dated], []).accumulatedKm).toBe(3_000);
  });
});
