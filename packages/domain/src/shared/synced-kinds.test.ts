import { describe, expect, it } from "vitest";
import {
  attachableKinds,
  entityOfTable,
  entryKinds,
  historyTables,
  rowKinds,
  syncEntities,
  syncedKinds,
  syncedTables,
  tableOfEntity,
} from "./synced-kinds.js";

describe("the registry of synced kinds", () => {
  it("names each kind and table once, and reads each way", () => {
    expect(new Set(syncEntities).size).toBe(Object.keys(syncedKinds).length);
    expect(new Set(syncedTables).size).toBe(syncEntities.length);
    for (const entity of syncEntities) expect(entityOfTable[tableOfEntity[entity]]).toBe(entity);
  });

  it("derives the history's kinds: entries, reminders beside them, and what files attach to", () => {
    expect(entryKinds).toEqual(["maintenance", "refuel", "expense", "tyreEvent", "treadReading"]);
    expect(rowKinds).toEqual([
      "maintenance",
      "refuel",
      "reminder",
      "expense",
      "tyreSet",
      "tyreEvent",
      "treadReading",
      "recall",
    ]);
    expect(historyTables).toEqual([
      "maintenances",
      "refuels",
      "reminders",
      "expenses",
      "tyreSets",
      "tyreEvents",
      "treadReadings",
      "recalls",
    ]);
    expect(attachableKinds.every((kind) => entryKinds.includes(kind))).toBe(true);
  });
});
