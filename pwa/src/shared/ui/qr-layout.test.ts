import { describe, expect, it } from "vitest";
import { qrLayout, quietZoneModules } from "./qr-layout.js";

describe("qrLayout", () => {
  it("keeps the named size and gives every module whole device pixels at any pixel ratio", () => {
    for (const size of [128, 150, 180, 250]) {
      for (const ratio of [1, 1.5, 2, 2.625, 3, 3.5]) {
        for (const modules of [21, 25, 29, 33, 41, 57]) {
          const layout = qrLayout(size, ratio, modules);
          expect(Number.isInteger(layout.modulePixels)).toBe(true);
          expect(Math.abs(layout.cssPixels - size)).toBeLessThanOrEqual(0.5 / ratio + 1e-9);
          // The code and its quiet zone fit inside the canvas, centred.
          expect(layout.offset).toBeGreaterThanOrEqual(quietZoneModules * layout.modulePixels);
          const farEdge = layout.canvasPixels - layout.offset - modules * layout.modulePixels;
          expect(farEdge).toBeGreaterThanOrEqual(quietZoneModules * layout.modulePixels);
          expect(Math.abs(farEdge - layout.offset)).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it("uses the largest whole module that fits", () => {
    // 150 px at 2×: 300 device pixels for 25 + 8 modules → 9 px each (297), 10 would need 330;
    // the 75 pixels beside the 225 of the code are split 37 and 38.
    expect(qrLayout(150, 2, 25)).toEqual({ canvasPixels: 300, cssPixels: 150, modulePixels: 9, offset: 37 });
  });
});
