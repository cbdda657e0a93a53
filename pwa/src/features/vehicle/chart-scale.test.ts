import { describe, expect, it } from "vitest";
import { nearestIndex, niceTicks, stepDecimals } from "./chart-scale.js";

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
