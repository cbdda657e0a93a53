import { describe, expect, it } from "vitest";
import { formatTyreSize, parseTyreSize, sizeFitsVehicle } from "./size.js";

const written = (text: string) => {
  const size = parseTyreSize(text);
  return size && formatTyreSize(size);
};

describe("a tyre's size", () => {
  it.each([
    ["205/55 R16 91V", "205/55 R16 91V"],
    ["205/55r16 91v", "205/55 R16 91V"],
    ["205/55R16", "205/55 R16"],
    ["P215/65R15 95H", "P215/65 R15 95H"],
    ["LT245/75R16 120/116S", "LT245/75 R16 120/116S"],
    ["225/45 ZR17 94W XL", "225/45 ZR17 94W XL"],
    ["195/70 R15C 104/102R", "195/70 R15C 104/102R"],
    ["185R14C", "185 R14C"],
    ["11R22.5 146/143L", "11R22.5 146/143L"],
    ["315/80 R22.5 156/150L", "315/80 R22.5 156/150L"],
    ["120/70 ZR17 58W", "120/70 ZR17 58W"],
    ["90/90-21 54S", "90/90-21 54S"],
    ["2.75-18 42P", "2.75-18 42P"],
    ["31x10.50R15 109Q", "31x10.50 R15 109Q"],
    ["700x25c", "25-622"],
    ["700 x 32C", "32-622"],
    ["29x2.25", "57-622"],
    ['26 x 1.95"', "50-559"],
    ["27.5x2.4", "61-584"],
    ["650x23c", "23-571"],
    ["ETRTO 25-622", "25-622"],
  ])("reads %s as %s", (text, expected) => {
    expect(written(text)).toBe(expected);
  });

  it("keeps the parts a projection and a fit check need", () => {
    expect(parseTyreSize("205/55 R16 91V")).toMatchObject({
      system: "metric",
      widthMm: 205,
      aspectPercent: 55,
      construction: "R",
      rimIn: 16,
      loadIndex: [91],
      speedRating: "V",
    });
    expect(parseTyreSize("LT245/75R16 120/116S")).toMatchObject({ prefix: "LT", loadIndex: [120, 116] });
    expect(parseTyreSize("700x25c")).toEqual({ system: "bicycle", widthMm: 25, beadSeatMm: 622 });
  });

  it.each([
    "",
    "abc",
    "205/55",
    "205/55 R99",
    "205/57 R16",
    "999/55 R16",
    "205/55 R16 91X",
    "205/55 R16 300V",
    "31x10.50R99",
    "700x999c",
    "25-600",
    "205/55 R16 91V; DROP TABLE",
    "1".repeat(60),
  ])("refuses %j", (text) => {
    expect(parseTyreSize(text)).toBeNull();
  });

  it("fits bicycle sizes to bicycles and the rest to motor vehicles", () => {
    const road = parseTyreSize("700x25c");
    const car = parseTyreSize("205/55 R16");
    if (!road || !car) throw new Error("sizes not read");
    expect(sizeFitsVehicle(road, "bicycle")).toBe(true);
    expect(sizeFitsVehicle(road, "car")).toBe(false);
    expect(sizeFitsVehicle(car, "moto")).toBe(true);
    expect(sizeFitsVehicle(car, "bicycle")).toBe(false);
  });
});
