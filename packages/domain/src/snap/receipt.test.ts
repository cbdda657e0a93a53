import { describe, expect, it } from "vitest";
import { numberCandidates, numberWritingOf } from "./number-writing.js";
import { odometerVerdict } from "./odometer-gate.js";
import { photoFill } from "./photo-fill.js";
import { documentSale, type SaleContext } from "./receipt.js";
import { fittingSale, smallestUnitOf } from "./sale-gate.js";

const colombia: SaleContext = { country: "colombia", currency: "COP", volumeUnit: "usGal", energy: "fuel" };
const panama: SaleContext = { country: "panama", currency: "USD", volumeUnit: "usGal", energy: "fuel" };
const spain: SaleContext = { country: "spain", currency: "EUR", volumeUnit: "l", energy: "fuel" };
const venezuela: SaleContext = { country: "venezuela", currency: "VES", volumeUnit: "l", energy: "fuel" };
const usa: SaleContext = { country: "usa", currency: "USD", volumeUnit: "usGal", energy: "fuel" };

describe("numbers as each country writes them", () => {
  it("knows each country's decimal mark from its locale", () => {
    expect(numberWritingOf("spain")).toEqual({ decimal: ",", group: "." });
    expect(numberWritingOf("colombia")).toEqual({ decimal: ",", group: "." });
    expect(numberWritingOf("panama")).toEqual({ decimal: ".", group: "," });
    expect(numberWritingOf("usa")).toEqual({ decimal: ".", group: "," });
    expect(numberWritingOf("costaRica").decimal).toBe(",");
    expect(numberWritingOf("jamaica").decimal).toBe(".");
  });

  it("writes each country's numbers as its people do: a decimal comma from Bogotá to Buenos Aires and Madrid", () => {
    const commas = [
      "venezuela",
      "colombia",
      "ecuador",
      "bolivia",
      "chile",
      "argentina",
      "paraguay",
      "uruguay",
    ] as const;
    const points = [
      "panama",
      "mexico",
      "guatemala",
      "elSalvador",
      "honduras",
      "nicaragua",
      "dominicanRepublic",
      "peru",
    ] as const;
    for (const country of [...commas, "brazil", "spain", "costaRica", "haiti", "suriname"] as const) {
      expect([country, numberWritingOf(country).decimal]).toEqual([country, ","]);
    }
    for (const country of [...points, "usa", "canada", "jamaica", "guyana", "none"] as const) {
      expect([country, numberWritingOf(country).decimal]).toEqual([country, "."]);
    }
    expect(numberWritingOf("costaRica").group).toBe(" ");
  });

  it("gives every meaning of an ambiguous figure, the country's first", () => {
    const co = numberWritingOf("colombia");
    const pa = numberWritingOf("panama");
    expect(numberCandidates("15.900,00", co)).toEqual([15_900]);
    expect(numberCandidates("1.234,56", co)).toEqual([1234.56]);
    expect(numberCandidates("156.997", co)).toEqual([156_997, 156.997]);
    expect(numberCandidates("156.997", pa)).toEqual([156.997, 156_997]);
    expect(numberCandidates("9,874", co)).toEqual([9.874, 9874]);
    expect(numberCandidates("1,234.56", pa)).toEqual([1234.56]);
    expect(numberCandidates("42", pa)).toEqual([42]);
    expect(numberCandidates("4.1.2", pa)).toEqual([]);
    expect(numberCandidates("abc", pa)).toEqual([]);
    expect(numberCandidates("1 234,5", numberWritingOf("costaRica"))).toEqual([1234.5]);
  });
});

describe("the sale's three figures agree, or none is filled", () => {
  it("keeps to the currency's smallest unit: a cent, or a whole peso", () => {
    expect(smallestUnitOf("USD")).toBe(0.01);
    expect(smallestUnitOf("COP")).toBe(1);
    // 9.874 gal × 15,900 = 156,996.6: the pump's 156,997 is within a peso.
    expect(fittingSale({ quantity: [9.874], price: [15_900], amount: [156_997] }, "usGal", "COP")).toMatchObject({
      amount: 156_997,
    });
    expect(fittingSale({ quantity: [9.874], price: [15_900], amount: [156_999] }, "usGal", "COP")).toBeNull();
    // A digit misread by one: 12.343 gal × $4.089 = $50.4705, which a pump writes $50.47, not $50.48.
    expect(fittingSale({ quantity: [12.343], price: [4.089], amount: [50.48] }, "usGal", "USD")).toBeNull();
    expect(fittingSale({ quantity: [12.345], price: [4.089], amount: [50.48] }, "usGal", "USD")).not.toBeNull();
  });

  it("refuses a quantity no tank holds and an amount no one pays (fractions of a peso)", () => {
    expect(fittingSale({ quantity: [9874], price: [15.9], amount: [156_997] }, "usGal", "COP")).toBeNull();
    expect(fittingSale({ quantity: [9.874], price: [15.9], amount: [156.997] }, "usGal", "COP")).toBeNull();
    expect(fittingSale({ quantity: [1200], price: [0.5], amount: [600] }, "kWh", "USD")).toBeNull();
  });

  it("fills nothing when two readings fit with different figures", () => {
    expect(fittingSale({ quantity: [10, 20], price: [2, 1], amount: [20] }, "l", "EUR")).toBeNull();
  });
});

describe("a pump's display, top to bottom: amount, quantity, unit price", () => {
  it("reads a Colombian pump in pesos and gallons (the display's dots group thousands of pesos)", () => {
    expect(documentSale({ kind: "display", rows: ["156.997", "9.874", "15.900"] }, colombia)).toEqual({
      sale: { amount: 156_997, quantity: 9.874, unit: "usGal", price: 15_900 },
      currency: "COP",
      currencyStated: false,
    });
  });

  it("reads a Panamanian pump in dollars and gallons", () => {
    expect(documentSale({ kind: "display", rows: ["35.69", "8.500", "4.199"] }, panama)).toMatchObject({
      sale: { amount: 35.69, quantity: 8.5, price: 4.199 },
    });
  });

  it("fills nothing from a display whose figures do not multiply, or that shows fewer than three", () => {
    expect(documentSale({ kind: "display", rows: ["36.69", "8.500", "4.199"] }, panama)).toEqual({
      sale: null,
      reason: "noFit",
    });
    expect(documentSale({ kind: "display", rows: ["35.69", "8.500"] }, panama)).toEqual({
      sale: null,
      reason: "noFigures",
    });
  });
});

describe("a printed receipt, by its labels and units", () => {
  it("reads a Terpel receipt from Bogotá: gallons with a decimal comma, pesos grouped by dots", () => {
    const lines = [
      "TERPEL",
      "EDS LA 80 NIT 830.095.213-0",
      "FECHA: 2026-11-28 07:41",
      "PRODUCTO: GASOLINA CORRIENTE",
      "GALONES: 9,874",
      "PRECIO/GAL: $ 15.900",
      "TOTAL: $ 156.997",
    ];
    expect(documentSale({ kind: "receipt", lines }, colombia)).toMatchObject({
      sale: { quantity: 9.874, unit: "usGal", price: 15_900, amount: 156_997 },
      currency: "COP",
    });
  });

  it("reads a Repsol receipt in litres and euros, the currency stated", () => {
    const lines = [
      "REPSOL E.S. GOYA",
      "Gasóleo A   42,15 L",
      "Precio   1,589 €/L",
      "Base imponible 55,35",
      "TOTAL  66,98 €",
    ];
    expect(documentSale({ kind: "receipt", lines }, spain)).toEqual({
      sale: { quantity: 42.15, unit: "l", price: 1.589, amount: 66.98 },
      currency: "EUR",
      currencyStated: true,
    });
  });

  it("reads a PDV receipt in bolívares, a US pump's in gallons and a charger's in kWh", () => {
    const pdv = ["PDV", "LITROS 40,00", "PRECIO Bs 0,50", "TOTAL Bs 20,00"];
    expect(documentSale({ kind: "receipt", lines: pdv }, venezuela)).toMatchObject({
      sale: { quantity: 40, unit: "l", amount: 20 },
      currency: "VES",
    });
    const us = ["SHELL", "PUMP 04 UNLEADED", "GALLONS 10.512", "PRICE/GAL $3.459", "FUEL SALE $36.36"];
    expect(documentSale({ kind: "receipt", lines: us }, usa)).toMatchObject({
      sale: { quantity: 10.512, unit: "usGal", price: 3.459, amount: 36.36 },
    });
    const charger = ["IBERDROLA", "Energía 32,5 kWh", "Precio 0,45 €/kWh", "Total 14,63 €"];
    expect(documentSale({ kind: "receipt", lines: charger }, { ...spain, energy: "electricity" })).toMatchObject({
      sale: { quantity: 32.5, unit: "kWh", price: 0.45, amount: 14.63 },
    });
  });

  it("reads a Panamanian receipt whose figures share a line, and fills nothing from a photo of something else", () => {
    const puma = ["PUMA Vía España", "Galones 8.500 Precio $4.199", "Total B/. 35.69"];
    // "B/." is Panama's balboa, the dollar by law: kept in the owner's dollars.
    expect(documentSale({ kind: "receipt", lines: puma }, panama)).toMatchObject({
      sale: { quantity: 8.5, price: 4.199, amount: 35.69 },
      currency: "USD",
    });
    expect(documentSale({ kind: "receipt", lines: puma }, { ...panama, currency: "PAB" })).toMatchObject({
      currency: "PAB",
    });
    expect(documentSale({ kind: "receipt", lines: ["Menú del día", "Sopa 3,50", "Café 1,20"] }, spain)).toEqual({
      sale: null,
      reason: "noFigures",
    });
  });
});

describe("an odometer read from a photo", () => {
  const date = "2026-11-28T12:00:00.000Z";
  const before = { date: "2026-11-18T12:00:00.000Z", km: 40_000 };
  const pace = { kmPerDay: 50 };

  it("fills a reading that fits the timeline and the pace", () => {
    expect(odometerVerdict(40_480, { date, neighbours: { before, odometer: before }, pace })).toEqual({ fill: 40_480 });
  });

  it("shows but does not fill one below the last reading, or three times the pace ahead", () => {
    expect(odometerVerdict(39_900, { date, neighbours: { odometer: before }, pace })).toEqual({
      shown: 39_900,
      reason: "offTimeline",
    });
    // 10 days at 50 km a day: 1,500 km is the most believed.
    expect(odometerVerdict(41_600, { date, neighbours: { odometer: before }, pace })).toEqual({
      shown: 41_600,
      reason: "beyondPace",
    });
    expect(
      odometerVerdict(41_600, { date, neighbours: { odometer: before }, pace: { reason: "tooFewReadings" } }),
    ).toEqual({ fill: 41_600 });
    expect(odometerVerdict(null, { date, neighbours: {}, pace })).toEqual({ shown: null, reason: "unreadable" });
  });
});

describe("what one or two photos fill", () => {
  const context = {
    ...colombia,
    distanceUnit: "km" as const,
    date: "2026-11-28T12:00:00.000Z",
    neighbours: { odometer: { date: "2026-11-18T12:00:00.000Z", km: 40_000 } },
    pace: { kmPerDay: 50 },
  };

  it("fills the sale from the pump and the km from the odometer, in either order", () => {
    const pump = { rows: ["156.997", "9.874", "15.900"], lines: [] };
    const dash = { rows: ["40480"], lines: [] };
    for (const photos of [
      [pump, dash],
      [dash, pump],
    ]) {
      expect(photoFill(photos, context)).toEqual({
        sale: { amount: 156_997, quantity: 9.874, unit: "usGal", price: 15_900, currency: "COP" },
        odometer: { fill: 40_480 },
      });
    }
  });

  it("reads an odometer the OCR gives as text, and none from a receipt's figures", () => {
    expect(photoFill([{ rows: [], lines: ["ODO 40480 km"] }], context).odometer).toEqual({ fill: 40_480 });
    const mismatched = { rows: [], lines: ["GALONES: 9,874", "PRECIO/GAL: $ 15.900", "TOTAL: $ 150.000"] };
    expect(photoFill([mismatched], context)).toEqual({ sale: null, saleMissing: "noFit", odometer: null });
    expect(photoFill([{ rows: [], lines: ["Menú", "Café 1.200"] }], context)).toEqual({
      sale: null,
      saleMissing: "noFigures",
      odometer: null,
    });
  });

  it("shows an odometer far beyond the pace without filling it", () => {
    expect(photoFill([{ rows: ["48213"], lines: [] }], context).odometer).toEqual({
      shown: 48_213,
      reason: "beyondPace",
    });
  });
});
