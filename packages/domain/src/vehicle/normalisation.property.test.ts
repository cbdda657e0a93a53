import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { numberLimits } from "../shared/limits.js";
import { vehicleCreateSchema } from "./create.js";

describe("vehicle create normalisation", () => {
  it("is idempotent: a normalised payload passes through unchanged", () => {
    fc.assert(
      fc.property(
        fc.record({
          vehicleType: fc.constantFrom("bicycle", "car", "truck", "bus", "moto"),
          manufacture: fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() !== ""),
          model: fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() !== ""),
          plateNumber: fc.option(fc.string({ maxLength: 15 }), { nil: undefined }),
          displacement: fc.option(fc.double({ min: 0, max: numberLimits.odometerKm, noNaN: true }), { nil: undefined }),
          type: fc.option(fc.constantFrom("gasoline", "electric"), { nil: undefined }),
          energyType: fc.option(fc.constantFrom("95", "91", "diesel"), { nil: undefined }),
        }),
        (input) => {
          const once = vehicleCreateSchema.parse(input);
          expect(vehicleCreateSchema.parse(once)).toEqual(once);
          expect(once.manufacture).toBe(once.manufacture.trim());
          if ("plateNumber" in once && once.plateNumber !== undefined) {
            expect(once.plateNumber).toBe(once.plateNumber.toUpperCase());
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
