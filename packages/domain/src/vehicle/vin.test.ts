import { describe, expect, it } from "vitest";
import { vehicleCreateSchema } from "./create.js";
import { vehicleUpdateSchema } from "./update.js";
import { hasVinShape, normalisedVin, readVin, vinCheckDigit } from "./vin.js";

const now = new Date("2026-11-30T12:00:00Z");

describe("a VIN read offline", () => {
  it("checks the North American check digit, X for ten, and names a mistyped character wrong", () => {
    expect(vinCheckDigit("1M8GDM9AXKP042788")).toBe("X");
    expect(readVin("1M8GDM9AXKP042788", now)?.checkDigit).toBe("ok");
    expect(readVin("1HGCM82633A004352", now)).toMatchObject({
      checkDigit: "ok",
      region: "northAmerica",
      country: "US",
      make: "Honda",
      modelYear: 2003,
    });
    // One character misread off the windscreen: the sum no longer holds.
    expect(readVin("1HGCM82633A004353", now)?.checkDigit).toBe("wrong");
  });

  it("reads the model year in its 30-year cycle: by the seventh character in North America, else the latest not past next year", () => {
    // A Tesla's seventh character is a letter: 2010 onwards, so K is 2019 (not 1989).
    expect(readVin("5YJ3E1EA2KF317000", now)).toMatchObject({ make: "Tesla", modelYear: 2019, checkDigit: "ok" });
    // A Colombian-assembled Renault: D is 2013 rather than 1983; no check digit is asked of it.
    expect(readVin("9FBHSRAJ4DM123456", now)).toMatchObject({
      region: "southAmerica",
      country: "CO",
      make: "Renault",
      modelYear: 2013,
      checkDigit: "notRequired",
    });
    // T is 1996 or 2026: 2026 by the end of 2026, and 2027's models (V) are read too, 2028's (W) are not yet.
    expect(readVin("VF1RFB00XT1234567", now)?.modelYear).toBe(2026);
    expect(readVin("VF1RFB00XV1234567", now)?.modelYear).toBe(2027);
    expect(readVin("VF1RFB00XW1234567", now)?.modelYear).toBe(1998);
    // A character that is no year (the digit 0 or a U) gives none.
    expect(readVin("VF1RFB00X01234567", now)?.modelYear).toBeNull();
  });

  it("names the country by the maker's range and the maker by its identifier, else only the region", () => {
    expect(readVin("VSSZZZ6JZ9R123456", now)).toMatchObject({ country: "ES", make: "SEAT", region: "europe" });
    expect(readVin("9BWZZZ377VT004251", now)).toMatchObject({ country: "BR", make: "Volkswagen" });
    expect(readVin("JTDBR32E720123456", now)).toMatchObject({ country: "JP", make: "Toyota", region: "asia" });
    expect(readVin("6T1BF3EK1BX123456", now)).toMatchObject({ country: null, make: null, region: "oceania" });
  });

  it("takes a VIN typed with spaces, dashes, lower case and O for 0, and refuses what is not one", () => {
    expect(normalisedVin(" 1hgcm8-2633 a0o4352 ")).toBe("1HGCM82633A004352");
    expect(readVin("1hgcm82633ao04352", now)?.make).toBe("Honda");
    expect(hasVinShape("1HGCM82633A00435")).toBe(false);
    expect(readVin("1HGCM82633A00435", now)).toBeNull();
    expect(readVin("1HGCM82633A00435Ñ", now)).toBeNull();
  });
});

describe("a body serial as stored", () => {
  it("writes a VIN one way and leaves a frame number as typed", () => {
    const created = vehicleCreateSchema.parse({
      vehicleType: "car",
      manufacture: "honda",
      model: "accord",
      bodySerial: "1hgcm8-2633a0o4352",
    });
    expect(created.bodySerial).toBe("1HGCM82633A004352");
    expect(vehicleCreateSchema.parse(created).bodySerial).toBe("1HGCM82633A004352");
    expect(vehicleUpdateSchema.parse({ bodySerial: "WTU 123 456 k" }).bodySerial).toBe("WTU 123 456 k");
  });
});
