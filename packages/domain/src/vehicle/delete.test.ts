import { describe, expect, it } from "vitest";
import { aVehicle } from "../testing/fixtures.js";
import { fieldErrorsOf } from "../testing/schema-errors.js";
import { confirmsDeletion, deleteConfirmationSchemaFor, deletionConfirmationText } from "./delete.js";

describe("vehicle deletion confirmation", () => {
  const car = aVehicle({ plateNumber: "ABC123" });

  it("accepts the plate, whatever the case and spaces", () => {
    expect(confirmsDeletion(car, "ABC123")).toBe(true);
    expect(confirmsDeletion(car, " abc123 ")).toBe(true);
  });

  it("refuses a plate that does not match with plateMismatch", () => {
    expect(confirmsDeletion(car, "ABC124")).toBe(false);
    expect(fieldErrorsOf(deleteConfirmationSchemaFor(car), { confirmation: "ABC12" }).confirmation?.key).toBe(
      "plateMismatch",
    );
    expect(fieldErrorsOf(deleteConfirmationSchemaFor(car), { confirmation: "" }).confirmation?.key).toBe("required");
    expect(deleteConfirmationSchemaFor(car).safeParse({ confirmation: "abc123" }).success).toBe(true);
  });

  it("asks for the model when there is no plate", () => {
    const bicycle = aVehicle({ vehicleType: "bicycle", plateNumber: null, model: "Domane" });
    expect(deletionConfirmationText(bicycle)).toBe("Domane");
    expect(confirmsDeletion(bicycle, "domane")).toBe(true);
  });
});
