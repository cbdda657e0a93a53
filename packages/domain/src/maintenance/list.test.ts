import { describe, expect, it } from "vitest";
import { aMaintenance, aRefuel, ids } from "../testing/fixtures.js";
import { fieldErrorsOf } from "../testing/schema-errors.js";
import { latestListItems, listItemPath, maintenanceSearchSchema, searchMaintenances } from "./list.js";

describe("latestListItems", () => {
  it("mixes maintenances and refuels newest first and keeps 3", () => {
    const items = latestListItems(
      [
        aMaintenance({ _id: ids.owner, type: "tires", adjustments: ["tireSpare"], date: "2026-03-01T12:00:00.000Z" }),
        aMaintenance({ type: "general", date: "2026-01-01T12:00:00.000Z" }),
      ],
      [
        aRefuel({ _id: ids.other, date: "2026-04-01T12:00:00.000Z", displacement: 500 }),
        aRefuel({ date: "2026-02-01T12:00:00.000Z" }),
      ],
    );
    expect(items.map((item) => [item.type, item.maintenanceType])).toEqual([
      ["refuel", null],
      ["maintenance", "tires"],
      ["refuel", null],
    ]);
    expect(items[0]).toMatchObject({ _id: ids.other, quantity: 30, kms: 500 });
    expect(items[2]?.kms).toBeNull();
  });

  it("shows a general maintenance as other and cuts its description at 50 characters", () => {
    const description = "Replaced the coolant hose and flushed the radiator twice";
    const [item] = latestListItems([aMaintenance({ description })], []);
    expect(item?.maintenanceType).toBe("other");
    expect(item?.description).toBe(`${description.slice(0, 50).trimEnd()}…`);
  });

  it("describes a maintenance without text by its adjustments", () => {
    const [item] = latestListItems([aMaintenance({ adjustments: ["changeOil", "changeAirFilter"] })], []);
    expect(item?.description).toBe("changeOil, changeAirFilter");
  });

  it("describes a refuel by its station, else its location", () => {
    const [item] = latestListItems(
      [],
      [aRefuel({ gasStation: { name: "", location: "Av. Balboa", pricePerLt: null } })],
    );
    expect(item?.description).toBe("Av. Balboa");
  });
});

describe("listItemPath", () => {
  it("opens a refuel's or a maintenance's detail", () => {
    expect(listItemPath("v1", { _id: "r1", type: "refuel" })).toBe("/refuel/detail/v1/r1");
    expect(listItemPath("v1", { _id: "m1", type: "maintenance" })).toBe("/maintenance/detail/v1/m1");
  });
});

describe("maintenance search", () => {
  const maintenances = [
    aMaintenance({
      type: "battery",
      adjustments: ["changeBattery"],
      description: null,
      date: "2026-01-01T12:00:00.000Z",
    }),
    aMaintenance({ type: "general", description: "Oil and FILTER", date: "2026-02-01T12:00:00.000Z" }),
    aMaintenance({ type: "tires", adjustments: ["tireSpare"], description: "spare", date: "2026-03-01T12:00:00.000Z" }),
  ];

  it("needs some text", () => {
    expect(fieldErrorsOf(maintenanceSearchSchema, { query: "  " }).query?.key).toBe("required");
    expect(searchMaintenances(maintenances, "   ")).toEqual([]);
  });

  it("matches type or description, case-insensitively", () => {
    expect(searchMaintenances(maintenances, "BATT").map((m) => m.type)).toEqual(["battery"]);
    expect(searchMaintenances(maintenances, "filter").map((m) => m.type)).toEqual(["general"]);
  });

  it("matches the type's name in the user's language", () => {
    const labels = { tires: "Neumáticos", battery: "Batería", general: "General" } as const;
    expect(searchMaintenances(maintenances, "neumá", (type) => labels[type]).map((m) => m.type)).toEqual(["tires"]);
  });

  it("lists at most 10, newest first", () => {
    const many = Array.from({ length: 15 }, (_, day) =>
      aMaintenance({ description: "wash", date: `2026-01-${String(day + 1).padStart(2, "0")}T12:00:00.000Z` }),
    );
    const found = searchMaintenances(many, "wash");
    expect(found).toHaveLength(10);
    expect(found[0]?.date).toBe("2026-01-15T12:00:00.000Z");
  });
});
