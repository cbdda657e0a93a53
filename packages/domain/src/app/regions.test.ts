import { describe, expect, it } from "vitest";
import { fuelGradesFor } from "../energy/fuel-grades.js";
import { localeFor } from "../units/unit-format.js";
import { offeredCurrencies, unitPreferencesByCountry } from "../units/units.js";
import { signUpProfileSchema } from "../user/requests.js";
import { countries, countryCode, countryOfLocale, signUpCountries } from "./regions.js";

describe("the Americas and Spain", () => {
  it("gives each country its usual units, currency and fuel grades", () => {
    expect(countries).toHaveLength(37);
    expect(unitPreferencesByCountry.colombia).toMatchObject({ volume: "usGal", currency: "COP", distance: "km" });
    expect(unitPreferencesByCountry.spain).toMatchObject({ volume: "l", economy: "lPer100Km", currency: "EUR" });
    expect(unitPreferencesByCountry.mexico).toMatchObject({ volume: "l", economy: "kmPerL", currency: "MXN" });
    expect(unitPreferencesByCountry.usa).toMatchObject({
      distance: "mi",
      volume: "usGal",
      electricEconomy: "miPerKWh",
    });
    expect(offeredCurrencies("colombia").slice(0, 2)).toEqual(["COP", "USD"]);
    expect(offeredCurrencies("ecuador")[0]).toBe("USD");
    expect(fuelGradesFor("spain", "gasoline")).toEqual(["91", "95", "98", "other"]);
    expect(fuelGradesFor("canada", "gasoline")).toContain("regular87");
    expect(fuelGradesFor("usa", "gasoline")).not.toContain("95");
    expect(fuelGradesFor("brazil", "flexFuel")).toContain("e85");
    expect(fuelGradesFor("mexico", "diesel")).toEqual(["diesel", "other"]);
  });

  it("writes numbers the way each country does", () => {
    expect(countryCode("dominicanRepublic")).toBe("DO");
    expect(localeFor("es", "argentina")).toBe("es-AR");
    expect(localeFor("en", "canada")).toBe("en-CA");
    expect(localeFor("es", "none")).toBe("es");
  });

  it("offers every country at sign-up, starting from the browser's (the user test's M1)", () => {
    const profile = { name: "Ana", lastname: "Pérez", termsAccepted: true };
    for (const country of ["colombia", "spain", "mexico", "none"])
      expect(signUpProfileSchema.safeParse({ ...profile, country }).success).toBe(true);
    expect(signUpProfileSchema.safeParse({ ...profile, country: "narnia" }).success).toBe(false);
    expect(signUpCountries).toContain("colombia");
    expect(countryOfLocale("es-CO")).toBe("colombia");
    expect(countryOfLocale("es-419")).toBe("none");
    expect(countryOfLocale("en")).toBe("none");
    expect(countryOfLocale("fr-FR")).toBe("none");
  });
});
