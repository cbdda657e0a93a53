import { describe, expect, it } from "vitest";
import type { ExpenseCategory } from "../expense/categories.js";
import type { AdjustmentKey } from "../maintenance/adjustments.js";
import { aMaintenance, anExpense, aRefuel } from "../testing/fixtures.js";
import type { Energy } from "../units/energies.js";
import {
  filterHistory,
  type HistoryKind,
  historyByMonth,
  historyEntries,
  historyTotals,
  latestHistoryEntries,
  searchable,
} from "./history.js";

const labels = {
  kind: (kind: HistoryKind) =>
    ({ refuel: "Recarga", general: "General", tires: "Llantas", battery: "Batería", expense: "Gasto" })[kind],
  adjustment: (key: AdjustmentKey) =>
    (({ changeBrake: "Frenos", changeAirFilter: "Filtro de aire" }) as Record<string, string>)[key] ?? key,
  energy: (energy: Energy) => ({ fuel: "Combustible", electricity: "Carga", cng: "GNV", lpg: "GLP" })[energy],
  expenseCategory: (category: ExpenseCategory) => (category === "tolls" ? "Peajes" : category),
};

const brakes = aMaintenance({
  adjustments: ["changeBrake", "changeAirFilter"],
  date: "2026-03-10T12:00:00.000Z",
  amount: 120,
});
const battery = aMaintenance({
  type: "battery",
  adjustments: ["changeBattery"],
  date: "2026-03-20T12:00:00.000Z",
  amount: 95,
});
const fill = aRefuel({
  date: "2026-02-05T12:00:00.000Z",
  amount: 40,
  quantity: 30,
  displacement: 11_000,
  gasStation: { name: "Puma", location: "Vía España", pricePerLt: 1.333 },
});
const charge = aRefuel({
  date: "2026-02-06T12:00:00.000Z",
  amount: 13.6,
  quantity: 42.5,
  displacement: 11_200,
  energy: "electricity",
  fuel: null,
  chargePlace: "public",
  gasStation: { name: "Electrify America", location: "", pricePerLt: 0.32 },
});
const entries = historyEntries([brakes, battery], [fill, charge]);

describe("the history", () => {
  it("picks the newest entries as the whole sorted history would, ties and readings included", () => {
    // Few dates and readings, so many entries tie on both.
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed % n;
    };
    const dateOf = () => `2026-0${1 + random(3)}-1${random(3)}T12:00:00.000Z`;
    for (let round = 0; round < 200; round += 1) {
      const maintenances = Array.from({ length: random(12) }, () =>
        aMaintenance({ date: dateOf(), kms: random(3) === 0 ? null : 1_000 * random(3) }),
      );
      const refuels = Array.from({ length: random(12) }, () =>
        aRefuel({ date: dateOf(), displacement: 1_000 * random(3) }),
      );
      for (const count of [1, 3, 5]) {
        expect(latestHistoryEntries(maintenances, refuels, count)).toEqual(
          historyEntries(maintenances, refuels).slice(0, count),
        );
      }
    }
  });

  it("lists every maintenance and refuel newest first", () => {
    expect(entries.map((entry) => entry._id)).toEqual([battery._id, brakes._id, charge._id, fill._id]);
    expect(entries.map((entry) => entry.kind)).toEqual(["battery", "general", "refuel", "refuel"]);
  });

  it.each([
    ["bateria", [battery._id]],
    ["BATERÍA", [battery._id]],
    ["frenos", [brakes._id]],
    ["filtro de aire", [brakes._id]],
    ["puma", [fill._id]],
    ["via espana", [fill._id]],
    ["recarga", [charge._id, fill._id]],
    ["carga", [charge._id, fill._id]],
    ["electrify", [charge._id]],
    ["combustible", [fill._id]],
    ["   ", [battery._id, brakes._id, charge._id, fill._id]],
    ["nothing like it", []],
  ])("finds %j case- and accent-insensitively in type, work done, station and place", (query, ids) => {
    expect(filterHistory(entries, { query }, labels).map((entry) => entry._id)).toEqual(ids);
  });

  it("filters by kind and by calendar days in the user's zone", () => {
    expect(filterHistory(entries, { kinds: ["refuel"] }, labels).map((entry) => entry._id)).toEqual([
      charge._id,
      fill._id,
    ]);
    expect(filterHistory(entries, { kinds: ["tires", "battery"] }, labels).map((entry) => entry._id)).toEqual([
      battery._id,
    ]);
    expect(filterHistory(entries, { from: "2026-03-01", to: "2026-03-15" }, labels).map((entry) => entry._id)).toEqual([
      brakes._id,
    ]);
    const lateEvening = historyEntries([aMaintenance({ date: "2026-03-01T02:00:00.000Z" })], []);
    expect(filterHistory(lateEvening, { to: "2026-02-28" }, labels, "America/Panama")).toHaveLength(1);
  });

  it("groups by month with each month's total, and adds up what is shown", () => {
    expect(
      historyByMonth(entries).map(({ month, totals, entries }) => [month, totals[0]?.total ?? 0, entries.length]),
    ).toEqual([
      ["2026-03", 215, 2],
      ["2026-02", 53.6, 2],
    ]);
    expect(historyTotals(entries)).toEqual({
      count: 4,
      amounts: [{ currency: "USD", total: 268.6 }],
      refuels: 2,
      quantities: [
        { energy: "fuel", quantity: 30 },
        { energy: "electricity", quantity: 42.5 },
      ],
      maintenances: 2,
      expenses: 0,
    });
  });

  it("holds expenses with the entries, found by their category, place and notes in the user's words", () => {
    const toll = anExpense({ date: "2026-03-15T12:00:00.000Z", amount: 4, place: "Autopista Panamá Norte" });
    const all = historyEntries([brakes], [], [toll]);
    expect(all.map((entry) => entry.kind)).toEqual(["expense", "general"]);
    expect(filterHistory(all, { query: "peaje" }, labels).map((entry) => entry._id)).toEqual([toll._id]);
    expect(filterHistory(all, { query: "panama norte" }, labels).map((entry) => entry._id)).toEqual([toll._id]);
    expect(filterHistory(all, { kinds: ["expense"] }, labels)).toHaveLength(1);
    expect(historyTotals(all)).toMatchObject({ count: 2, expenses: 1, maintenances: 1, amounts: [{ total: 124 }] });
    expect(latestHistoryEntries([brakes], [], 1, [toll]).map((entry) => entry._id)).toEqual([toll._id]);
  });

  it("folds accents and case", () => {
    expect(searchable("Batería ÑANDÚ")).toBe("bateria nandu");
  });

  it("never adds two currencies together: one total each, in the month and in all", () => {
    const inBolivares = aRefuel({
      date: "2026-03-25T12:00:00.000Z",
      amount: 1_500,
      currency: "VES",
      displacement: 11_500,
    });
    const mixed = historyEntries([brakes, battery], [fill, inBolivares]);
    expect(historyByMonth(mixed)[0]?.totals).toEqual([
      { currency: "VES", total: 1_500 },
      { currency: "USD", total: 215 },
    ]);
    expect(historyTotals(mixed).amounts).toEqual([
      { currency: "VES", total: 1_500 },
      { currency: "USD", total: 255 },
    ]);
  });
});
