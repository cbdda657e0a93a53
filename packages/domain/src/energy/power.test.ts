import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countries } from "../app/constants.js";
import { energyMeasures } from "../units/energies.js";
import { fuelTypes, powerSources } from "../vehicle/catalog.js";
import { fuelGradesFor, vehicleGradesFor } from "./fuel-grades.js";
import { burnsFuel, defaultPower, energiesOf, powerFromWire, vehiclePowers, wirePowerFields } from "./power.js";

describe("what a vehicle runs on", () => {
  it("takes each energy its power names: a plug-in hybrid fuel and electricity, an electric car electricity only", () => {
    expect(energiesOf("plugInHybrid")).toEqual(["fuel", "electricity"]);
    expect(energiesOf("electric")).toEqual(["electricity"]);
    expect(energiesOf("hybrid")).toEqual(["fuel"]);
    expect(energiesOf("cngBiFuel")).toEqual(["cng", "fuel"]);
    // A charge is kWh and CNG kilograms, never litres.
    expect(energyMeasures.electricity.storedIn).toBe("kWh");
    expect(energyMeasures.cng.storedIn).toBe("kg");
  });

  it("offers no oil change to an electric car, and no power to a bicycle", () => {
    expect(burnsFuel("electric")).toBe(false);
    expect(burnsFuel("plugInHybrid")).toBe(true);
    expect(defaultPower("bicycle")).toBeNull();
    expect(defaultPower("truck")).toBe("gasoline");
  });

  it("keeps the seed's wire fields for SPEC §7's clients, and reads them back to the same power", () => {
    expect(wirePowerFields("electric", null)).toEqual({ type: "electric", energyType: null });
    expect(wirePowerFields("diesel", null)).toEqual({ type: "gasoline", energyType: "diesel" });
    expect(wirePowerFields("plugInHybrid", "95")).toEqual({ type: "gasoline", energyType: "95" });
    expect(wirePowerFields(null, null)).toEqual({ type: null, energyType: null });
    fc.assert(
      fc.property(fc.constantFrom(...powerSources, null), fc.constantFrom(...fuelTypes, null), (type, energyType) => {
        const power = powerFromWire(type, energyType);
        // What an old client sent means the same once written back.
        expect(wirePowerFields(power, energyType === "diesel" ? null : energyType).type).toBe(type);
      }),
    );
  });

  it("offers the grades a region's pumps sell: a US truck 87 to premium and diesel, never 95 octane", () => {
    expect(fuelGradesFor("usa", "gasoline")).toEqual(["regular87", "midgrade89", "premium", "other"]);
    expect(fuelGradesFor("usa", "diesel")).toEqual(["diesel", "other"]);
    expect(fuelGradesFor("usa", "flexFuel")).toContain("e85");
    expect(fuelGradesFor("panama", "gasoline")).toEqual(["91", "95", "other"]);
    expect(fuelGradesFor("venezuela", "electric")).toEqual([]);
  });

  it("never offers E85 but to a flex-fuel vehicle, nor diesel but to a diesel", () => {
    for (const country of countries) {
      for (const power of vehiclePowers) {
        const grades = fuelGradesFor(country, power);
        if (power !== "flexFuel") expect(grades).not.toContain("e85");
        if (power !== "diesel") expect(grades).not.toContain("diesel");
        if (energiesOf(power).includes("fuel")) expect(grades).toContain("other");
      }
    }
  });
});

describe("a vehicle's own grade", () => {
  it("is offered where pumps sell octane grades, for a car that burns gasoline", () => {
    expect(vehicleGradesFor("panama", "plugInHybrid")).toEqual(["95", "91"]);
    expect(vehicleGradesFor("usa", "gasoline")).toEqual([]);
    expect(vehicleGradesFor("venezuela", "diesel")).toEqual([]);
    expect(vehicleGradesFor("panama", "electric")).toEqual([]);
  });
});
