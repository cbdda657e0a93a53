import { describe, expect, it } from "vitest";
import { vinInBarcodeText } from "./vin-barcode.js";

describe("the VIN in a barcode's text", () => {
  it("takes the 17 characters, an imported car's label without its leading I, and a VIN inside other text", () => {
    expect(vinInBarcodeText("1HGCM82633A004352")).toBe("1HGCM82633A004352");
    expect(vinInBarcodeText("I1HGCM82633A004352")).toBe("1HGCM82633A004352");
    expect(vinInBarcodeText("VIN:9FBHSRAJ4DM123456;COLOR:GRIS")).toBe("9FBHSRAJ4DM123456");
  });

  it("finds none in a code that holds no VIN", () => {
    expect(vinInBarcodeText("odo-share:abc")).toBeNull();
    expect(vinInBarcodeText("7702004003508")).toBeNull();
  });
});
