import { describe, expect, it } from "vitest";
import { currencyInText, headerName, headerUnits } from "./header-units.js";

describe("a header's name and unit", () => {
  it.each([
    ['"Odômetro (km)"', "odometro", { distance: "km" }],
    ["Одометр (км)", "одометр", { distance: "km" }],
    ["Odometer (mi)", "odometer", { distance: "mi" }],
    ["Пробег, км", "пробег", { distance: "km" }],
    ["Цена / л", "цена", { volume: "l" }],
    ["Cost/Gallon", "cost", { volume: "usGal" }],
    ["Valor total (R$)", "valor total", { currency: "BRL" }],
    ["Kosten (EUR)", "kosten", { currency: "EUR" }],
    ["Fuel (imp gal)", "fuel", { volume: "ukGal" }],
    ["Litros", "litros", { volume: "l" }],
    ["Price (optional)", "price", {}],
    ["Начальный заряд (%)", "начальныи заряд", {}],
    ["Notes, remarks", "notes remarks", {}],
  ] as const)("%s is %s", (header, name, units) => {
    expect(headerName(header)).toBe(name);
    expect(headerUnits(header)).toEqual({ distance: undefined, volume: undefined, currency: undefined, ...units });
  });

  it("finds a currency by its sign or code, never by a bare dollar sign", () => {
    expect(currencyInText("R$ 54,74")).toBe("BRL");
    expect(currencyInText("1.089,40 €")).toBe("EUR");
    expect(currencyInText("120 zł")).toBe("PLN");
    expect(currencyInText("PEN 40")).toBe("PEN");
    expect(currencyInText("$1,089.40")).toBeUndefined();
    expect(currencyInText("EUROPA")).toBeUndefined();
  });
});
