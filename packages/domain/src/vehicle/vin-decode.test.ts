import { describe, expect, it } from "vitest";
import { recallLookupOf, unknownVinDecode, vinParamsSchema } from "./vin-decode.js";

describe("the server's VIN decode", () => {
  it("takes a VIN as people type it, and refuses what is not one", () => {
    expect(vinParamsSchema.parse({ vin: "1hgcm8-2633a0o4352" }).vin).toBe("1HGCM82633A004352");
    expect(vinParamsSchema.safeParse({ vin: "ABC123" }).success).toBe(false);
    expect(vinParamsSchema.safeParse({ vin: "1".repeat(41) }).success).toBe(false);
  });

  it("looks recalls up only for a vehicle decoded with its make, model and year", () => {
    const decoded = { ...unknownVinDecode("1HGCM82633A004352"), status: "decoded" as const };
    expect(recallLookupOf({ ...decoded, make: "Honda", model: "Accord", modelYear: 2003 })).toEqual({
      make: "Honda",
      model: "Accord",
      modelYear: 2003,
    });
    expect(recallLookupOf({ ...decoded, make: "Honda", model: null, modelYear: 2003 })).toBeUndefined();
    expect(recallLookupOf(unknownVinDecode("9FBHSR5B3BM000001"))).toBeUndefined();
  });
});
