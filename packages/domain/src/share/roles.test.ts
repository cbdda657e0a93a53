import { describe, expect, it } from "vitest";
import { capabilitiesByRole } from "./roles.js";

describe("share roles", () => {
  it("lets a workshop see status and km, set thresholds and log work, but not see refuels or delete", () => {
    expect(capabilitiesByRole.workshop).toMatchObject({
      viewMaintenance: true,
      viewKm: true,
      editSettings: true,
      addMaintenance: true,
      viewRefuels: false,
      deleteData: false,
      deleteOwnEntries: true,
      transfer: false,
    });
  });

  it("lets an insurance broker see insurance and its policy only", () => {
    const granted = Object.entries(capabilitiesByRole.insuranceBroker).filter(([, allowed]) => allowed);
    expect(granted).toEqual([
      ["viewInsurance", true],
      ["viewInsurancePapers", true],
    ]);
  });

  it("lets a regular customer add maintenance but delete nothing", () => {
    expect(capabilitiesByRole.customer).toMatchObject({
      viewMaintenance: true,
      addMaintenance: true,
      deleteData: false,
      deleteOwnEntries: false,
      editVehicle: false,
    });
  });

  it("lets a household member see and log what the owner does, money included, but not hand, delete or share the car", () => {
    const denied = Object.entries(capabilitiesByRole.household).filter(([, allowed]) => !allowed);
    expect(denied.map(([capability]) => capability).sort()).toEqual([
      "deleteData",
      "editSettings",
      "editVehicle",
      "transfer",
    ]);
  });

  it("keeps expenses from every other grantee: they are money", () => {
    for (const role of ["workshop", "insuranceBroker", "customer"] as const) {
      expect(capabilitiesByRole[role]).toMatchObject({ viewExpenses: false, addExpenses: false });
    }
  });

  it("lets the owner do everything", () => {
    expect(Object.values(capabilitiesByRole.owner).every(Boolean)).toBe(true);
  });
});
