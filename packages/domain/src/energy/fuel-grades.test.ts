import { describe, expect, it } from "vitest";
import { fuelGradesFor, localGradeName, vehicleGradesFor } from "./fuel-grades.js";

describe("fuel grades where the owner lives", () => {
  it("sells Colombians corriente and extra, by their own names (the user test's L4)", () => {
    expect(fuelGradesFor("colombia", "gasoline")).toEqual(["91", "95", "other"]);
    expect(vehicleGradesFor("colombia", "gasoline")).toEqual(["95", "91"]);
    expect(localGradeName("colombia", "91")).toBe("corriente");
    expect(localGradeName("colombia", "95")).toBe("extra");
    expect(localGradeName("spain", "95")).toBeNull();
    expect(fuelGradesFor("spain", "gasoline")).toEqual(["91", "95", "98", "other"]);
  });
});
