import { describe, expect, it } from "vitest";
import { patchedRefuel, refuelChanges, refuelUpdateSchema, withRefuelFields } from "../refuel/update.js";
import { mayChangeEntry } from "../share/roles.js";
import { aMaintenance, aRefuel, ids } from "../testing/fixtures.js";
import { maintenanceCreateSchema } from "./maintenance.js";
import { maintenanceChanges, maintenanceUpdateSchema, patchedMaintenance, withMaintenanceFields } from "./update.js";

describe("editing a maintenance", () => {
  const oil = aMaintenance({ adjustments: ["changeOil"], kms: 20_000, amount: 80, description: null });

  it("applies a patch and checks the result with every rule of a new one", () => {
    const patch = maintenanceUpdateSchema.parse({
      kms: 21_000,
      amount: null,
      adjustments: ["changeOil", "changeAirFilter"],
    });
    const result = patchedMaintenance(oil, patch);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(withMaintenanceFields(oil, result.data)).toMatchObject({
      _id: oil._id,
      kms: 21_000,
      amount: null,
      adjustments: ["changeOil", "changeAirFilter"],
      createdBy: oil.createdBy,
    });
    const other = patchedMaintenance(oil, maintenanceUpdateSchema.parse({ adjustments: ["changeOther"] }));
    expect(other.success).toBe(false);
    const tires = patchedMaintenance(oil, maintenanceUpdateSchema.parse({ type: "tires" }));
    expect(tires.success).toBe(false);
  });

  it("refuses an empty patch, unknown fields and numbers out of range", () => {
    expect(maintenanceUpdateSchema.safeParse({}).success).toBe(false);
    expect(maintenanceUpdateSchema.safeParse({ createdBy: ids.other }).success).toBe(false);
    expect(maintenanceUpdateSchema.safeParse({ kms: 1e307 }).success).toBe(false);
  });

  it("sends only what an edit form changed, null for what it cleared", () => {
    const edited = maintenanceCreateSchema.parse({
      type: "general",
      adjustments: ["changeOil"],
      kms: 20_500,
      date: oil.date,
    });
    expect(maintenanceChanges(oil, edited)).toEqual({ kms: 20_500, amount: null });
  });
});

describe("editing a refuel", () => {
  const fill = aRefuel({ quantity: 30, amount: 40, displacement: 10_000 });

  it("recomputes the price per litre and keeps what the patch leaves", () => {
    const result = patchedRefuel(fill, refuelUpdateSchema.parse({ amount: 45, gasStation: { location: "Calle 50" } }));
    expect(result.success).toBe(true);
    if (!result.success) return;
    const next = withRefuelFields(fill, result.data);
    expect(next).toMatchObject({
      amount: 45,
      quantity: 30,
      gasStation: { name: "Puma", location: "Calle 50", pricePerLt: 1.5 },
    });
    expect(refuelChanges(fill, result.data)).toEqual({ amount: 45, gasStation: { location: "Calle 50" } });
    expect(patchedRefuel(fill, refuelUpdateSchema.parse({ quantity: 0 })).success).toBe(false);
  });
});

describe("who may change an entry", () => {
  const mine = { createdBy: ids.other };
  const owners = { createdBy: ids.owner };
  it("lets the owner change any, a workshop or customer correct only their own, a broker none", () => {
    expect(mayChangeEntry("owner", mine, ids.owner, "edit")).toBe(true);
    for (const role of ["workshop", "customer"] as const) {
      expect(mayChangeEntry(role, mine, ids.other, "edit")).toBe(true);
      expect(mayChangeEntry(role, owners, ids.other, "edit")).toBe(false);
    }
    expect(mayChangeEntry("insuranceBroker", mine, ids.other, "edit")).toBe(false);
    expect(mayChangeEntry("customer", { createdBy: null }, ids.other, "edit")).toBe(false);
  });

  it("lets the owner delete any, a workshop its own, and a customer none, not even their own (SPEC §6)", () => {
    expect(mayChangeEntry("owner", mine, ids.owner, "delete")).toBe(true);
    expect(mayChangeEntry("workshop", mine, ids.other, "delete")).toBe(true);
    expect(mayChangeEntry("workshop", owners, ids.other, "delete")).toBe(false);
    expect(mayChangeEntry("customer", mine, ids.other, "delete")).toBe(false);
    expect(mayChangeEntry("insuranceBroker", mine, ids.other, "delete")).toBe(false);
  });
});
