import { describe, expect, it } from "vitest";
import { kindListsIn } from "./kind-lists.js";

describe("finding kinds listed by hand", () => {
  it("finds a list of kinds as strings, as keys or as shorthand properties", () => {
    expect(kindListsIn('const kinds = ["maintenance", "refuel", "expense"];')).toEqual([
      "1: maintenance, refuel, expense",
    ]);
    expect(kindListsIn("const tables = {\n  maintenances: a,\n  refuels: b,\n  expenses: c,\n};")).toEqual([
      "2: maintenances, refuels, expenses",
    ]);
    expect(kindListsIn("const history = { maintenances, refuels, reminders };")).toEqual([
      "1: maintenances, refuels, reminders",
    ]);
  });

  it("leaves out imports, two kinds together, and parameters typed by a record", () => {
    expect(kindListsIn('import { maintenances, refuels, vehicles } from "../db/schema.js";')).toEqual([]);
    expect(kindListsIn('if (table === "maintenances" || table === "refuels") return;')).toEqual([]);
    expect(kindListsIn("function f(maintenance: Maintenance, refuel: Refuel, vehicle: Vehicle) {}")).toEqual([]);
  });
});
