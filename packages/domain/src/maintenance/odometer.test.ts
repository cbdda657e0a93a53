import { describe, expect, it } from "vitest";
import { kmReadings, odometerAt, odometerKm } from "./odometer.js";

describe("odometerKm", () => {
  it("is the highest of the vehicle's km, every reading and the external distance", () => {
    const vehicle = { displacement: 1_000, initialKm: 500, externalDistance: 1_200 };
    expect(odometerKm(vehicle, [])).toBe(1_200);
    expect(
      odometerKm(vehicle, [
        { date: "2026-01-01T00:00:00Z", km: 3_000 },
        { date: "2026-01-02T00:00:00Z", km: null },
      ]),
    ).toBe(3_000);
  });
});

describe("odometerAt", () => {
  it("takes the highest reading up to the date, else the starting km", () => {
    const readings = [
      { date: "2026-01-01T00:00:00Z", km: 2_000 },
      { date: "2026-03-01T00:00:00Z", km: 5_000 },
      { date: "2026-02-01T00:00:00Z", km: undefined },
    ];
    expect(odometerAt("2026-02-15T00:00:00Z", { displacement: 9_000, initialKm: 1_000 }, readings)).toBe(2_000);
    expect(odometerAt("2025-12-01T00:00:00Z", { displacement: 9_000, initialKm: 1_000 }, readings)).toBe(1_000);
    expect(odometerAt("2025-12-01T00:00:00Z", { displacement: 9_000 }, readings)).toBe(0);
  });
});

describe("kmReadings", () => {
  it("reads a refuel's 0 as no reading", () => {
    expect(
      kmReadings(
        [{ date: "2026-01-01T00:00:00Z", kms: null }],
        [
          { date: "2026-01-02T00:00:00Z", displacement: 0 },
          { date: "2026-01-03T00:00:00Z", displacement: 700 },
        ],
      ).map((reading) => reading.km),
    ).toEqual([null, null, 700]);
  });
});
