import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { energies } from "./energies.js";
import {
  consumptionIn,
  formatConsumption,
  formatQuantity,
  pricePerQuantityUnit,
  pricePerShownUnit,
  quantityFromStored,
  quantityToStored,
} from "./energy-units.js";
import { electricEconomyOf, unitPreferencesByCountry, volumeToLitres, volumeUnits } from "./units.js";

describe("each energy in its own units", () => {
  it("round-trips what the user types, through litres, kWh and kg", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...energies),
        fc.constantFrom(...volumeUnits),
        fc.integer({ min: 1, max: 1_000_000 }),
        (energy, volume, thousandths) => {
          const typed = thousandths / 1000;
          const stored = quantityToStored(typed, energy, volume);
          expect(quantityFromStored(stored, energy, volume)).toBeCloseTo(typed, 2);
        },
      ),
    );
    // kWh and kg are never converted, whatever the volume unit.
    expect(quantityToStored(42.5, "electricity", "usGal")).toBe(42.5);
    expect(quantityToStored(9.25, "cng", "ukGal")).toBe(9.25);
    expect(quantityToStored(10, "lpg", "usGal")).toBe(37.854);
  });

  it("writes a charge in kWh, gas in kg, fuel in the user's volume", () => {
    expect(formatQuantity(42.5, "electricity", "usGal", "en-US")).toBe("42.5 kWh");
    expect(formatQuantity(9.25, "cng", "l", "es-VE")).toBe("9,25 kg");
    expect(formatQuantity(37.854_118, "fuel", "usGal", "en-US")).toBe("10 gal");
    expect(pricePerQuantityUnit(1, "fuel", "usGal")).toBeCloseTo(3.785, 3);
    expect(pricePerQuantityUnit(0.32, "electricity", "usGal")).toBe(0.32);
  });

  it("reads electric consumption in kWh/100 km, km/kWh, mi/kWh or Wh/mi", () => {
    const usa = unitPreferencesByCountry.usa;
    expect(electricEconomyOf(usa)).toBe("miPerKWh");
    // 16 kWh/100 km = 6.25 km/kWh = 3.88 mi/kWh = 257.5 Wh/mi.
    expect(formatConsumption(16, "electricity", usa, "en-US")).toBe("3.9 mi/kWh");
    expect(formatConsumption(16, "electricity", { ...usa, electricEconomy: "whPerMi" }, "en-US")).toBe("257 Wh/mi");
    expect(formatConsumption(16, "electricity", unitPreferencesByCountry.panama, "es-VE")).toBe("16,0 kWh/100 km");
    expect(consumptionIn(16, "electricity", { ...usa, electricEconomy: "kmPerKWh" }).value).toBe(6.25);
    expect(formatConsumption(5.5, "cng", usa, "en-US")).toBe("5.5 kg/100 km");
    expect(formatConsumption(7.84, "fuel", usa, "en-US")).toBe("30.0 mpg");
    // Preferences saved before charges follow the distance unit.
    const { electricEconomy: _, ...old } = usa;
    expect(electricEconomyOf(old)).toBe("miPerKWh");
  });

  it("starts a Panamanian owner in US gallons, the unit Panama's pumps sell by", () => {
    expect(unitPreferencesByCountry.panama.volume).toBe("usGal");
    expect(unitPreferencesByCountry.panama.distance).toBe("km");
  });
});

describe("a fill's price per unit", () => {
  it("comes back as it was typed in gallons, not the litre price converted back (the user test's M4)", () => {
    const stored = volumeToLitres(9.2, "usGal");
    expect(pricePerShownUnit(145_360, stored, "fuel", "usGal")).toBe(15_800);
    expect(pricePerShownUnit(50, 0, "fuel", "l")).toBeNull();
    expect(pricePerShownUnit(13.6, 42.5, "electricity", "usGal")).toBeCloseTo(0.32, 6);
  });
});
