import { describe, expect, it } from "vitest";
import type { DueItem } from "../reminder/due.js";
import { aMaintenance, anExpense, aRefuel } from "../testing/fixtures.js";
import { costForecast } from "./forecast.js";

const now = new Date("2026-11-16T12:00:00.000Z");
const dueItem = (overrides: Partial<DueItem>): DueItem => ({
  id: "service",
  occurrence: "1",
  kind: "service",
  level: "ok",
  kmLeft: null,
  dueKm: null,
  daysLeft: null,
  dueDate: null,
  projection: null,
  snoozed: false,
  entry: { type: "general", adjustments: [] },
  ...overrides,
});

describe("the next twelve months' forecast", () => {
  const entries = {
    // 1,000 km a month for 100 USD of fuel: 0.1 USD per km.
    refuels: [
      aRefuel({ date: "2026-05-16T12:00:00.000Z", amount: 100, currency: "USD", displacement: 10_000 }),
      aRefuel({ date: "2026-11-16T12:00:00.000Z", amount: 600, currency: "USD", displacement: 16_000 }),
    ],
    maintenances: [
      aMaintenance({ type: "general", date: "2025-06-01T12:00:00.000Z", amount: 80, currency: "USD", kms: 5_000 }),
      aMaintenance({ type: "general", date: "2026-01-01T12:00:00.000Z", amount: 100, currency: "USD", kms: 10_000 }),
    ],
    expenses: [
      anExpense({
        _id: "0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b",
        category: "parking",
        amount: 40,
        currency: "USD",
        date: "2026-01-05T12:00:00.000Z",
        recurrence: {
          everyMonths: 1,
          until: "2027-03-01T00:00:00.000Z",
          autoLog: false,
          skipped: [1, 2, 3, 4, 5, 6, 7, 8, 9],
        },
      }),
      anExpense({
        category: "parking",
        amount: 45,
        currency: "USD",
        date: "2026-11-05T12:00:00.000Z",
        occurrenceOf: { series: "0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b", index: 10 },
      }),
      anExpense({ category: "insurance", amount: 3_000, currency: "VES", date: "2025-12-10T12:00:00.000Z" }),
    ],
  };
  const due = [
    dueItem({ dueKm: 19_000, projection: { date: "2027-02-14T12:00:00.000Z", kmPerDay: 33 } }),
    dueItem({ id: "insurance", kind: "insurance", entry: null, dueDate: "2026-12-10T12:00:00.000Z" }),
    dueItem({
      id: "part:brakes",
      kind: "part",
      part: "brakes",
      entry: { type: "tires", adjustments: [] },
      dueKm: 17_000,
      level: "soon",
      projection: { reason: "tooFewReadings" },
    }),
    dueItem({ id: "reminder:wash", kind: "reminder", entry: null, dueDate: "2027-03-02T12:00:00.000Z" }),
  ];
  const forecast = costForecast({ entries, due, pace: { kmPerDay: 1_000 / 30 }, now });
  const month = (key: string) => forecast.months.find((m) => m.month === key);

  it("runs month by month from this one, twelve in all", () => {
    expect(forecast.months.map((m) => m.month)).toEqual([
      "2026-11",
      "2026-12",
      "2027-01",
      "2027-02",
      "2027-03",
      "2027-04",
      "2027-05",
      "2027-06",
      "2027-07",
      "2027-08",
      "2027-09",
      "2027-10",
    ]);
  });

  it("prices energy at the pace and the last year's cost per km", () => {
    const december = month("2026-12")?.lines.find((line) => line.source === "energy");
    expect(december).toMatchObject({ energy: "fuel", currency: "USD", km: 1_033, perKm: 0.1, amount: 103.3 });
    // The rest of November only.
    expect(month("2026-11")?.lines.find((line) => line.source === "energy")).toMatchObject({ km: 483 });
  });

  it("prices coming work at what the same work cost this vehicle before, and counts what nothing prices", () => {
    const service = month("2027-02")?.lines.find((line) => line.source === "maintenance");
    expect(service).toMatchObject({ amount: 90, currency: "USD", pastEntries: 2 });
    expect(month("2027-03")?.lines.find((line) => line.source === "maintenance")).toMatchObject({ amount: null });
    expect(forecast.unpriced).toBe(1);
    expect(forecast.undated.map((item) => item.id)).toEqual(["part:brakes"]);
  });

  it("repeats recurring expenses at their latest amount until they end, and prices insurance at its last payment", () => {
    const parking = forecast.months.flatMap((m) =>
      m.lines.filter((line) => line.source === "expense").map((line) => [m.month, line.amount]),
    );
    expect(parking).toEqual([
      ["2026-12", 45],
      ["2027-01", 45],
      ["2027-02", 45],
    ]);
    expect(month("2026-12")?.lines.find((line) => line.source === "maintenance")).toMatchObject({
      amount: 3_000,
      currency: "VES",
    });
    expect(forecast.totals.find((row) => row.currency === "VES")?.total).toBe(3_000);
  });

  it("counts this month a payment that has come and waits to be confirmed", () => {
    const [series, payment, insurance] = entries.expenses;
    if (!series?.recurrence || !payment || !insurance) throw new Error("fixture");
    const waiting = { ...series, recurrence: { ...series.recurrence, skipped: [1, 2, 3, 4, 5, 6, 7, 8] } };
    const withPending = costForecast({
      entries: { ...entries, expenses: [waiting, payment, insurance] },
      due,
      pace: { kmPerDay: 1_000 / 30 },
      now,
    });
    const november = withPending.months[0]?.lines.filter((line) => line.source === "expense");
    expect(november).toEqual([
      expect.objectContaining({ date: "2026-10-05T12:00:00.000Z", amount: 45, pending: true }),
    ]);
  });

  it("has no energy figure from a single fill, and says so (the user test's M6)", () => {
    const oneFill = costForecast({
      entries: {
        ...entries,
        refuels: [aRefuel({ date: "2026-10-01T12:00:00.000Z", amount: 80, displacement: 3_520 })],
      },
      due: [],
      pace: { kmPerDay: 47 },
      now,
    });
    expect(oneFill.energyUnknown).toBe(true);
    expect(oneFill.months.flatMap((m) => m.lines).some((line) => line.source === "energy")).toBe(false);
  });

  it("lists km-based work apart when the pace is unknown, and has no energy figures", () => {
    const still = costForecast({ entries, due, pace: { reason: "tooFewReadings" }, now });
    expect(still.kmPerDay).toBeNull();
    expect(still.months.flatMap((m) => m.lines).some((line) => line.source === "energy")).toBe(false);
    expect(still.undated.map((item) => item.id)).toEqual(["part:brakes"]);
  });
});
