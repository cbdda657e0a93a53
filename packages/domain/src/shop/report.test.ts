import { describe, expect, it } from "vitest";
import { aMaintenance, aVehicle } from "../testing/fixtures.js";
import { csvField, shopReportRows, toCsv } from "./report.js";

describe("CSV", () => {
  it("quotes every text, doubles quotes, and writes numbers bare", () => {
    expect(csvField('Oil, "synthetic"')).toBe('"Oil, ""synthetic"""');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("plain")).toBe('"plain"');
    expect(csvField("")).toBe('""');
    expect(csvField(-3)).toBe("-3");
    expect(csvField(null)).toBe("");
    expect(csvField(Number.NaN)).toBe("");
    expect(
      toCsv([
        ["a", 1],
        ["b", null],
      ]),
    ).toBe('"a",1\r\n"b",\r\n');
  });

  it.each([
    ["=HYPERLINK(1)", '"\'=HYPERLINK(1)"'],
    ["+1+cmd", '"\'+1+cmd"'],
    ["-2", '"\'-2"'],
    ["@SUM(A1)", '"\'@SUM(A1)"'],
    ["\t=1", '"\t\'=1"'],
    ["Aceite;=cmd|' /C calc'!A0", "\"Aceite;'=cmd|' /C calc'!A0\""],
    ["Frenos, +1", '"Frenos, \'+1"'],
    ["a;b;@c", '"a;b;\'@c"'],
    ["oil-change e-mail", '"oil-change e-mail"'],
  ])("defuses a formula in %j wherever a spreadsheet could start a cell", (text, expected) => {
    expect(csvField(text)).toBe(expected);
  });
});

describe("shop report rows", () => {
  it("groups by vehicle name, newest first, and skips maintenances of vehicles not listed", () => {
    const bike = aVehicle({ _id: "01900000-0000-7000-8000-00000000aa01", fullname: "Trek Domane" });
    const car = aVehicle({ _id: "01900000-0000-7000-8000-00000000aa02", fullname: "Kia Rio" });
    const old = aMaintenance({ vehicle: bike._id, date: "2026-01-01T00:00:00.000Z" });
    const recent = aMaintenance({ vehicle: bike._id, date: "2026-03-01T00:00:00.000Z" });
    const carService = aMaintenance({ vehicle: car._id });
    const stranger = aMaintenance({ vehicle: "01900000-0000-7000-8000-00000000aa03" });
    const rows = shopReportRows([bike, car], [old, stranger, carService, recent]);
    expect(rows.map((row) => row.maintenance._id)).toEqual([carService._id, recent._id, old._id]);
  });
});
