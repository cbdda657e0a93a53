import { describe, expect, it } from "vitest";
import { detailedMaintenanceStatus } from "../maintenance/component-status.js";
import { serviceStartKnown } from "../maintenance/status.js";
import { dueItems } from "../reminder/due.js";
import { aMaintenance, aVehicle } from "../testing/fixtures.js";
import { attentionTone, vehicleAttention } from "./attention.js";
import type { Vehicle } from "./vehicle.js";

const now = new Date("2026-11-23T15:00:00.000Z");

function attentionOf(vehicle: Vehicle = aVehicle(), maintenances = [aMaintenance()]) {
  return vehicleAttention(
    vehicle,
    dueItems(vehicle, { maintenances, refuels: [] }, [], now),
    detailedMaintenanceStatus(vehicle, maintenances, []),
    serviceStartKnown(vehicle, maintenances),
  );
}

const summary = (items: ReturnType<typeof attentionOf>) =>
  items.map((item) => (item.kind === "due" ? `${item.item.id}:${item.tone}` : `${item.kind}:${item.tone}`));

describe("what a garage card leads with", () => {
  it("asks for a used car's last service instead of counting from the day it was added", () => {
    const usedCar = aVehicle({
      displacement: 84_000,
      initialKm: 84_000,
      settings: { maintenanceInterval: 5_000, resetMaintenanceType: "oil" },
    });
    const items = attentionOf(usedCar, []);
    expect(summary(items)).toContain("unknownService:unknown");
    expect(summary(items).some((line) => line.startsWith("service:"))).toBe(false);
    expect(attentionTone(items)).toBe("unknown");
  });

  it("puts an expired insurance first, and colours the card red", () => {
    const items = attentionOf(aVehicle({ insuranceDate: "2026-11-20T12:00:00.000Z" }));
    expect(items[0]).toMatchObject({ kind: "due", tone: "urgent", item: { id: "insurance", daysLeft: -3 } });
    expect(attentionTone(items)).toBe("urgent");
  });

  it("says how far the next service is, and that parts never logged are unknown", () => {
    const car = aVehicle({
      displacement: 14_520,
      initialKm: 10_000,
      settings: { maintenanceInterval: 5_000, resetMaintenanceType: "general" },
    });
    const items = attentionOf(car, [aMaintenance({ kms: 10_000 })]);
    expect(items[0]).toMatchObject({ kind: "due", tone: "urgent", item: { id: "service", kmLeft: 480 } });
    expect(summary(items)).toContain("unknownPart:unknown");
    expect(attentionTone(items)).toBe("urgent");
  });

  it("keeps a fine car green with its unknown parts listed first, and gray without any interval", () => {
    const fine = attentionOf(aVehicle({ displacement: 10_100 }), [aMaintenance({ kms: 10_000 })]);
    expect(fine[0]).toEqual({ kind: "unknownPart", tone: "unknown", component: "tires" });
    expect(summary(fine).at(-1)).toBe("service:good");
    expect(attentionTone(fine)).toBe("good");
    const unset = attentionOf(aVehicle({ settings: { maintenanceInterval: null, resetMaintenanceType: null } }), [
      aMaintenance({
        type: "tires",
        adjustments: ["tireLeftFront", "tireRightFront", "tireLeftBack", "tireRightBack"],
        kms: 10_000,
      }),
      aMaintenance({ adjustments: ["changeBrake"], kms: 10_000 }),
      aMaintenance({ type: "battery", adjustments: ["changeBattery"], kms: 10_000 }),
    ]);
    expect(unset).toEqual([{ kind: "noInterval", tone: "unknown" }]);
    expect(attentionTone(unset)).toBe("unknown");
  });

  it("warns of insurance or taxes due within 30 days, not later", () => {
    expect(summary(attentionOf(aVehicle({ taxesDate: "2026-12-10T12:00:00.000Z" })))).toContain("taxes:warning");
    expect(
      summary(attentionOf(aVehicle({ taxesDate: "2027-03-10T12:00:00.000Z" }))).some((s) => s.startsWith("taxes")),
    ).toBe(false);
  });
});
