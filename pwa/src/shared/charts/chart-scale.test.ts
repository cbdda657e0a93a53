import { describe, expect, it } from "vitest";
import { floorForSpan, nearestIndex, niceTicks, stepDecimals } from "./chart-scale.js";

describe("niceTicks", () => {
  it("covers the values with round steps", () => {
    expect(niceTicks(0, 300)).toEqual([0, 100, 200, 300]);
    expect(niceTicks(0, 345)).toEqual([0, 100, 200, 300, 400]);
    expect(niceTicks(6.1, 8.3)).toEqual([6, 7, 8, 9]);
    expect(niceTicks(0, 0)).toEqual([0, 0.25]);
    expect(niceTicks(29.4, 29.4)).toEqual([20, 30]);
    expect(niceTicks(29.4, 29.4)[0]).toBeLessThanOrEqual(29.4);
  });
});

describe("floorForSpan", () => {
  it("keeps a one-cent change looking like one cent", () => {
    const ticks = niceTicks(floorForSpan(3.08, 3.09, 0.2), 3.09);
    expect(ticks[0]).toBeLessThanOrEqual(2.5);
    expect((3.09 - 3.08) / ((ticks.at(-1) ?? 0) - (ticks[0] ?? 0))).toBeLessThan(0.02);
  });

  it("leaves a span that is wide already, and never goes below zero", () => {
    expect(floorForSpan(1, 5, 0.2)).toBe(1);
    expect(floorForSpan(0.1, 0.2, 2)).toBe(0);
  });
});

describe("nearestIndex", () => {
  it("finds the item under a finger", () => {
    expect(nearestIndex(52, [10, 50, 90])).toBe(1);
    expect(nearestIndex(-5, [10, 50, 90])).toBe(0);
    expect(nearestIndex(500, [10, 50, 90])).toBe(2);
  });
});

describe("stepDecimals", () => {
  it("writes each tick step exactly", () => {
    expect([20, 0.5, 0.05, 0.025, 2.5].map(stepDecimals)).toEqual([0, 1, 2, 3, 1]);
  });
});
