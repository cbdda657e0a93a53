import { describe, expect, it } from "vitest";
import { display } from "./display-drawing.js";
import { type RgbaImage, readDisplay } from "./display-reading.js";
import type { GreyImage } from "./seven-segment.js";

/** A grey image as a canvas gives a photo: each grey coloured by `tint`, at (x, y). */
function photo(image: GreyImage, tint = (grey: number, _x: number, _y: number) => [grey, grey, grey]): RgbaImage {
  const data = new Uint8ClampedArray(image.width * image.height * 4);
  image.data.forEach((grey, index) => {
    const [red = 0, green = 0, blue = 0] = tint(grey, index % image.width, Math.floor(index / image.width));
    data.set([red, green, blue, 255], index * 4);
  });
  return { width: image.width, height: image.height, data };
}

/** The image turned a quarter clockwise `quarters` times, as a phone held sideways or upside down takes it. */
function turned(image: GreyImage, quarters: number): GreyImage {
  let out = image;
  for (let turn = 0; turn < quarters; turn += 1) {
    const { width, height, data } = out;
    const next = new Uint8Array(width * height);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) next[x * height + (height - 1 - y)] = data[y * width + x] ?? 0;
    out = { width: height, height: width, data: next };
  }
  return out;
}

const pump = () => display(["156.997", "9.874", "15.900"], { noise: 20 });
const odometer = () => display(["127655"], { litOnDark: false, noise: 20 });

describe("reading a photo of a display", () => {
  it("reads a pump's display and an odometer upright", () => {
    expect(readDisplay(photo(pump()))).toEqual({ kind: "rows", rows: ["156.997", "9.874", "15.900"] });
    expect(readDisplay(photo(odometer()))).toEqual({ kind: "rows", rows: ["127655"] });
  });

  it("says a display upside down is turned, where its digits would read as others", () => {
    // 127655 upside down reads as 559121, digit by digit: the ones sit on the wrong side of their places.
    expect(readDisplay(photo(turned(odometer(), 2)))).toEqual({ kind: "turned" });
    expect(readDisplay(photo(turned(pump(), 2)))).toEqual({ kind: "turned" });
  });

  it("says a display on its side is turned, either way", () => {
    for (const quarters of [1, 3]) {
      expect(readDisplay(photo(turned(pump(), quarters)))).toEqual({ kind: "turned" });
      expect(readDisplay(photo(turned(odometer(), quarters)))).toEqual({ kind: "turned" });
    }
  });

  it("reads a red LED display under a glare that washes its brightness out, by its colour", () => {
    const lit = display(["66.98", "42.15", "1.589"], { digitHeight: 50 });
    const glare = (x: number, y: number) =>
      230 * Math.max(0, 1 - Math.hypot(x - lit.width * 0.6, y - lit.height * 0.3) / (lit.width * 0.45));
    const red = photo(lit, (grey, x, y) => {
      const white = glare(x, y);
      return [grey + white, grey * 0.2 + white, grey * 0.15 + white].map((channel) => Math.min(255, channel));
    });
    expect(readDisplay(red)).toEqual({ kind: "rows", rows: ["66.98", "42.15", "1.589"] });
  });

  it("finds a blank or black frame blank", () => {
    const blank = { width: 200, height: 100, data: new Uint8Array(200 * 100).fill(128) };
    expect(readDisplay(photo(blank))).toEqual({ kind: "blank" });
  });
});
