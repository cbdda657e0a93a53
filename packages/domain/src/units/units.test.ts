import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { numberLimits } from "../shared/limits.js";
import {
  formatDistance,
  formatEconomy,
  formatMoney,
  formatMoneyRate,
  formatNumber,
  formatVolume,
  localeFor,
} from "./unit-format.js";
import {
  currencies,
  distanceFromKm,
  distanceToKm,
  distanceUnits,
  economyFromLitresPer100Km,
  inputValue,
  keptOrConverted,
  offeredCurrencies,
  preferredUnits,
  pricePerVolume,
  totalsByCurrency,
  unitPreferencesByCountry,
  volumeFromLitres,
  volumeToLitres,
  volumeUnits,
} from "./units.js";

const kmStored = fc.integer({ min: 0, max: numberLimits.odometerKm * 100 }).map((cents) => cents / 100);
const litresStored = fc.integer({ min: 0, max: numberLimits.litresPerRefuel * 1000 }).map((milli) => milli / 1000);

describe("conversions", () => {
  it("uses the exact definitions", () => {
    expect(distanceFromKm(1.609_344, "mi")).toBe(1);
    expect(volumeFromLitres(3.785_411_784, "usGal")).toBe(1);
    expect(volumeToLitres(1, "ukGal")).toBe(4.546);
    expect(distanceToKm(12_400, "mi")).toBe(19_955.87);
    expect(pricePerVolume(1, "usGal")).toBeCloseTo(3.785_411_784, 9);
  });

  it("reads economy in every unit, as a calculator does", () => {
    // 8 L/100 km is 12.5 km/L, 29.4 mpg (US) and 35.3 mpg (UK).
    expect(economyFromLitresPer100Km(8, "lPer100Km")).toBe(8);
    expect(economyFromLitresPer100Km(8, "kmPerL")).toBe(12.5);
    expect(economyFromLitresPer100Km(8, "mpgUs")).toBeCloseTo(29.4, 1);
    expect(economyFromLitresPer100Km(8, "mpgUk")).toBeCloseTo(35.31, 2);
  });

  it("leaves an untouched field bit-identical, whatever the unit", () => {
    fc.assert(
      fc.property(kmStored, fc.constantFrom(...distanceUnits), (km, unit) => {
        const text = inputValue(distanceFromKm(km, unit), 2);
        expect(keptOrConverted(text, { stored: km, text }, (value) => distanceToKm(value, unit))).toBe(km);
      }),
    );
    fc.assert(
      fc.property(litresStored, fc.constantFrom(...volumeUnits), (litres, unit) => {
        const text = inputValue(volumeFromLitres(litres, unit), 3);
        expect(keptOrConverted(text, { stored: litres, text }, (value) => volumeToLitres(value, unit))).toBe(litres);
      }),
    );
  });

  it("converts a value typed again to within the precision Odo keeps, from 0 to the maxima", () => {
    fc.assert(
      fc.property(kmStored, fc.constantFrom(...distanceUnits), (km, unit) => {
        const typed = keptOrConverted(inputValue(distanceFromKm(km, unit), 2), undefined, (value) =>
          distanceToKm(value, unit),
        );
        expect(Math.abs((typed ?? Number.NaN) - km)).toBeLessThanOrEqual(0.02);
      }),
    );
    expect(distanceToKm(0, "mi")).toBe(0);
    expect(keptOrConverted("", undefined, Number)).toBeNull();
    expect(keptOrConverted("abc", undefined, Number)).toBeNull();
    expect(keptOrConverted("3,5", undefined, (value) => volumeToLitres(value, "usGal"))).toBe(13.249);
  });
});

describe("preferences", () => {
  it("start from the country", () => {
    expect(unitPreferencesByCountry.usa).toEqual({
      distance: "mi",
      volume: "usGal",
      economy: "mpgUs",
      electricEconomy: "miPerKWh",
      currency: "USD",
    });
    expect(unitPreferencesByCountry.venezuela.economy).toBe("kmPerL");
    // Where pumps sell by the gallon and roads are in km, people read km per gallon (the user test's M3).
    expect(unitPreferencesByCountry.colombia).toMatchObject({ volume: "usGal", economy: "kmPerGal" });
    expect(unitPreferencesByCountry.panama.economy).toBe("kmPerGal");
    expect(economyFromLitresPer100Km(10, "kmPerGal")).toBeCloseTo(37.854, 3);
    expect(offeredCurrencies("venezuela").slice(0, 2)).toEqual(["USD", "VES"]);
    expect(preferredUnits({ country: "usa" }).distance).toBe("mi");
    expect(preferredUnits({ country: "usa", units: unitPreferencesByCountry.panama }).distance).toBe("km");
  });
});

describe("formats", () => {
  it("write every value so it reads back, in each locale, from 0 to the maxima", () => {
    const separators = (locale: string) => {
      const parts = new Intl.NumberFormat(locale).formatToParts(12_345.6);
      return {
        group: parts.find((part) => part.type === "group")?.value ?? ",",
        decimal: parts.find((part) => part.type === "decimal")?.value ?? ".",
      };
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: numberLimits.amount * 100 }).map((cents) => cents / 100),
        fc.constantFrom("es", "es-PA", "es-VE", "es-US", "en-US"),
        (value, locale) => {
          const { group, decimal } = separators(locale);
          const written = formatNumber(value, locale, { min: 2, max: 2 });
          expect(written).toMatch(/^[\d.,\u00a0\u202f]+$/);
          expect(Number(written.replaceAll(group, "").replace(decimal, "."))).toBe(value);
        },
      ),
    );
  });

  it("write numbers and money as each locale does", () => {
    expect(localeFor("es", "none")).toBe("es");
    expect(localeFor("en", "usa")).toBe("en-US");
    expect(localeFor("es", "venezuela")).toBe("es-VE");
    expect(formatNumber(1234.56, "es", { min: 2, max: 2 })).toBe("1.234,56");
    expect(formatNumber(1234.56, "en-US", { min: 2, max: 2 })).toBe("1,234.56");
    expect(formatMoney(1234.56, "USD", "en-US", "USD")).toBe("$1,234.56");
    expect(formatMoney(1234.5, "USD", "es", "EUR").replace(/\s/g, " ")).toBe("1.234,50 US$");
    expect(formatMoney(1234.5, "USD", "es-PA", "USD")).toBe("$1,234.50");
    expect(formatMoney(1234.5, "VES", "es-VE", "VES").replace(/\s/g, " ")).toBe("Bs. 1.234,50");
    // Pesos have no cents to show.
    expect(formatMoney(15_800, "COP", "es-CO", "COP").replace(/\s/g, " ")).toBe("$ 15.800");
  });

  it("tell apart two currencies that share a sign (the user test's H2)", () => {
    // A Panamanian's dollars beside a Mexican file's pesos.
    const dollars = formatMoney(30.7, "USD", "es-PA", "USD");
    const pesos = formatMoney(40_827.75, "MXN", "es-PA", "USD");
    expect(dollars).toBe("$30.70");
    expect(pesos).toBe("MX$40,827.75");
    // Two foreign "$" currencies are each written apart, and apart from a euro reader's own.
    expect(formatMoney(10, "COP", "es-ES", "EUR").replace(/\s/g, " ")).toBe("10 COL$");
    expect(formatMoney(10, "USD", "es-ES", "EUR").replace(/\s/g, " ")).toBe("10,00 US$");
    // Every currency Odo offers whose sign is "$" has its own.
    for (const currency of currencies) {
      const written = formatMoney(1, currency, "en-US");
      if (/^\$[\d-]/.test(written)) throw new Error(`${currency} is written ${written}`);
    }
  });

  it("write a small rate with the digits it needs", () => {
    expect(formatMoneyRate(0.0123, "USD", "en-US", "USD")).toBe("$0.0123");
    expect(formatMoneyRate(0.5, "USD", "en-US", "USD")).toBe("$0.50");
    expect(formatMoneyRate(2.5, "USD", "en-US", "USD")).toBe("$2.50");
    expect(formatMoneyRate(12.34, "COP", "es-CO", "COP").replace(/\s/g, " ")).toBe("$ 12");
    expect(formatMoneyRate(0.25, "COP", "es-CO", "COP").replace(/\s/g, " ")).toBe("$ 0,25");
  });

  it("write each unit by its symbol, never 'lts'", () => {
    expect(formatDistance(19_955.87, "mi", "en-US")).toBe("12,400 mi");
    expect(formatDistance(1234.5, "km", "es")).toBe("1.235 km");
    expect(formatDistance(120_186.4, "km", "es")).toBe("120.186 km");
    expect(formatDistance(12.46, "km", "es")).toBe("12,5 km");
    expect(formatVolume(37.854, "usGal", "en-US")).toBe("10 gal");
    expect(formatVolume(40.25, "l", "es")).toBe("40,25 L");
    expect(formatEconomy(8, "mpgUs", "en-US")).toBe("29.4 mpg");
    expect(formatEconomy(8, "lPer100Km", "es")).toBe("8,0 L/100 km");
  });
});

describe("totals", () => {
  it("add up each currency apart, and count entries from before currencies as dollars", () => {
    expect(
      totalsByCurrency([
        { amount: 40, currency: "USD" },
        { amount: 1_500, currency: "VES" },
        { amount: 10.1 },
        { amount: null, currency: "EUR" },
        { amount: 0.2, currency: "VES" },
      ]),
    ).toEqual([
      { currency: "VES", total: 1_500.2 },
      { currency: "USD", total: 50.1 },
    ]);
  });
});
