import { describe, expect, it } from "vitest";
import { display } from "./display-drawing.js";
import { readSevenSegment } from "./seven-segment.js";

describe("reading seven-segment digits", () => {
  it("reads a Colombian pump's three rows, lit on a dark face, with their points", () => {
    expect(readSevenSegment(display(["156.997", "9.874", "15.900"]))).toEqual(["156.997", "9.874", "15.900"]);
  });

  it("reads every digit, dark segments on a light face (an LCD odometer)", () => {
    expect(readSevenSegment(display(["0123456789"], { litOnDark: false }))).toEqual(["0123456789"]);
    expect(readSevenSegment(display(["048213"], { litOnDark: false, digitHeight: 40 }))).toEqual(["048213"]);
  });

  it("reads through a photo's noise and blur, and italic digits", () => {
    expect(readSevenSegment(display(["35.69", "8.500", "4.199"], { noise: 40, blur: true }))).toEqual([
      "35.69",
      "8.500",
      "4.199",
    ]);
    // Italic digits lean about 10°: stood upright before they are read.
    expect(readSevenSegment(display(["0123456789"], { slant: 0.17, litOnDark: false }))).toEqual(["0123456789"]);
    expect(
      readSevenSegment(display(["156.997", "9.874"], { digitHeight: 120, noise: 50, blur: true, slant: 0.12 })),
    ).toEqual(["156.997", "9.874"]);
  });

  it("reads digits a photo shows small, at a size they keep their bars", () => {
    expect(readSevenSegment(display(["156.997", "9.874", "15.900"], { digitHeight: 24 }))).toEqual([
      "156.997",
      "9.874",
      "15.900",
    ]);
  });

  it("says what is no digit, and finds nothing on a blank or a black frame", () => {
    expect(readSevenSegment(display(["1A3"]))).toEqual(["1?3"]);
    const blank = { width: 200, height: 100, data: new Uint8Array(200 * 100).fill(255) };
    expect(readSevenSegment(blank)).toEqual([]);
    expect(readSevenSegment({ ...blank, data: new Uint8Array(200 * 100) })).toEqual([]);
  });
});
