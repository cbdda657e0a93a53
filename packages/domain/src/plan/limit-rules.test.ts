import { describe, expect, it } from "vitest";
import type { VehicleType } from "../vehicle/catalog.js";
import { limitRefusal, planFull, planLimitMessage, planLimits, vehicleLimitsFor } from "./limit-rules.js";
import { canChoosePlan, planIncludes, planMonthlyPriceUsd, planRequiresShop } from "./plans.js";

const cars = (count: number): VehicleType[] => Array.from({ length: count }, () => "car");

describe("plan limits", () => {
  it("reads SPEC §9 as free 2, basic 6, business unlimited, no per-type limit", () => {
    expect(planLimits.free.total).toBe(2);
    expect(planLimits.basic.total).toBe(6);
    expect(planLimits.business.total).toBe(-1);
    expect(planLimits.free.car).toBe(-1);
  });

  it("lets a free user add a 2nd vehicle and refuses the 3rd", () => {
    expect(limitRefusal(vehicleLimitsFor("free", ["car"]), "bicycle")).toBeUndefined();
    expect(limitRefusal(vehicleLimitsFor("free", ["car", "bicycle"]), "moto")).toBe("planLimitExceeded");
  });

  it("lets a basic user add a 6th vehicle and refuses the 7th with the basic key", () => {
    expect(limitRefusal(vehicleLimitsFor("basic", cars(5)), "car")).toBeUndefined();
    expect(limitRefusal(vehicleLimitsFor("basic", cars(6)), "car")).toBe("basicPlanLimitExceeded");
  });

  it("never refuses a business user", () => {
    expect(limitRefusal(vehicleLimitsFor("business", cars(500)), "bus")).toBeUndefined();
  });

  it("honours a per-type limit when a cached table has one", () => {
    const limits = vehicleLimitsFor("free", ["car"]);
    expect(limitRefusal({ ...limits, limits: { ...limits.limits, car: 1, total: -1 } }, "car")).toBe(
      "planLimitExceeded",
    );
    expect(limitRefusal({ ...limits, limits: { ...limits.limits, car: 1, total: -1 } }, "moto")).toBeUndefined();
  });

  it("counts the vehicles per type", () => {
    expect(vehicleLimitsFor("basic", ["car", "car", "moto"])).toEqual({
      plan: "basic",
      limits: planLimits.basic,
      currentCounts: { bicycle: 0, car: 2, truck: 0, bus: 0, moto: 1 },
      totalVehicles: 3,
    });
  });

  it("words the server's refusal the way the PWA recognises it", () => {
    expect(planLimitMessage("basic")).toBe("basic plan users can have at most 6 vehicles in total");
    expect(planLimitMessage("free")).toBe("free plan users can have at most 2 vehicles in total");
  });
});

describe("plans", () => {
  it("prices basic at 9.99 and business at 29.99 a month", () => {
    expect(planMonthlyPriceUsd).toEqual({ free: 0, basic: 9.99, business: 29.99 });
  });

  it("sends business to shop creation and never offers the current plan", () => {
    expect(planRequiresShop("business")).toBe(true);
    expect(planRequiresShop("basic")).toBe(false);
    expect(canChoosePlan("free", "free")).toBe(false);
    expect(canChoosePlan("free", "basic")).toBe(true);
  });
});

describe("plan features", () => {
  it("gives the fitness integration to basic and business, not to free", () => {
    expect(planIncludes("free", "fitnessIntegration")).toBe(false);
    expect(planIncludes("basic", "fitnessIntegration")).toBe(true);
    expect(planIncludes("business", "fitnessIntegration")).toBe(true);
    expect(planIncludes("free", "refuelTracking")).toBe(true);
    expect(planIncludes("basic", "adminPanel")).toBe(false);
  });
});

describe("planFull", () => {
  it("says the free plan is full at two vehicles, before any type is chosen", () => {
    expect(planFull(vehicleLimitsFor("free", cars(1)))).toBeUndefined();
    expect(planFull(vehicleLimitsFor("free", cars(2)))).toBe("planLimitExceeded");
    expect(planFull(vehicleLimitsFor("basic", cars(6)))).toBe("basicPlanLimitExceeded");
    expect(planFull(vehicleLimitsFor("business", cars(60)))).toBeUndefined();
  });
});
