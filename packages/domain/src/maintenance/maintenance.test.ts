import { describe, expect, it } from "vitest";
import { ids } from "../testing/fixtures.js";
import { fieldErrorsOf } from "../testing/schema-errors.js";
import { maintenanceCreateSchema, maintenanceCreateSchemaFor, newMaintenance } from "./maintenance.js";

const date = "2026-11-22T10:00:00.000Z";
/** A car whose newest reading is its odometer, 20,000 km on 1 Nov. */
const car = {
  vehicleType: "car" as const,
  neighboursAt: () => ({ odometer: { date: "2026-11-01T10:00:00.000Z", km: 20_000 } }),
};

describe("maintenanceCreateSchema", () => {
  it("needs at least one tire for a tires maintenance", () => {
    expect(fieldErrorsOf(maintenanceCreateSchema, { type: "tires", adjustments: [], date }).adjustments?.key).toBe(
      "selectOneTire",
    );
    expect(
      fieldErrorsOf(maintenanceCreateSchema, { type: "tires", adjustments: ["changeOil"], date }).adjustments?.key,
    ).toBe("selectOneTire");
    expect(maintenanceCreateSchema.safeParse({ type: "tires", adjustments: ["tireSpare"], date }).success).toBe(true);
  });

  it("needs at least one adjustment for a general maintenance", () => {
    expect(fieldErrorsOf(maintenanceCreateSchema, { type: "general", date }).adjustments?.key).toBe(
      "selectOneAdjustemnt",
    );
  });

  it("needs a description when other is chosen", () => {
    const other = { type: "general", adjustments: ["changeOil", "changeOther"], date };
    expect(fieldErrorsOf(maintenanceCreateSchema, other).description?.key).toBe("enterDescription");
    expect(fieldErrorsOf(maintenanceCreateSchema, { ...other, description: "   " }).description?.key).toBe(
      "enterDescription",
    );
    expect(maintenanceCreateSchema.parse({ ...other, description: " coolant " }).description).toBe("coolant");
    const bike = { type: "general", adjustments: ["bikeOther"], date };
    expect(fieldErrorsOf(maintenanceCreateSchema, bike).description?.key).toBe("enterDescription");
  });

  it("fixes the battery option whatever was sent", () => {
    expect(maintenanceCreateSchema.parse({ type: "battery", adjustments: ["changeOil"], date }).adjustments).toEqual([
      "changeBattery",
    ]);
    expect(maintenanceCreateSchema.parse({ type: "battery", date }).adjustments).toEqual(["changeBattery"]);
  });

  it("reads km and amount as optional numbers ≥ 0 in steps of 0.01", () => {
    const parsed = maintenanceCreateSchema.parse({ type: "battery", kms: "1500.555", amount: "", date });
    expect(parsed).toMatchObject({ kms: 1500.56, amount: undefined });
    expect(fieldErrorsOf(maintenanceCreateSchema, { type: "battery", amount: -5, date }).amount?.key).toBe(
      "negativeNumber",
    );
  });

  it("needs a date, and a real one", () => {
    expect(fieldErrorsOf(maintenanceCreateSchema, { type: "battery" }).date?.key).toBe("required");
    expect(fieldErrorsOf(maintenanceCreateSchema, { type: "battery", date: "yesterday" }).date?.key).toBe(
      "invalidDate",
    );
    expect(maintenanceCreateSchema.parse({ type: "battery", date: new Date(date) }).date).toBe(date);
  });

  it("removes repeated adjustments", () => {
    expect(
      maintenanceCreateSchema.parse({ type: "general", adjustments: ["changeOil", "changeOil"], date }).adjustments,
    ).toEqual(["changeOil"]);
  });
});

describe("maintenanceCreateSchemaFor", () => {
  it("refuses km below the vehicle's odometer, naming the reading, and accepts equal or above", () => {
    const schema = maintenanceCreateSchemaFor(car);
    expect(fieldErrorsOf(schema, { type: "battery", kms: 19_999.99, date }).kms).toEqual({
      key: "invalidMileage",
      conflict: { side: "odometer", date: "2026-11-01T10:00:00.000Z", km: 20_000 },
    });
    expect(schema.safeParse({ type: "battery", kms: 20_000, date }).success).toBe(true);
    expect(schema.safeParse({ type: "battery", kms: 25_000, date }).success).toBe(true);
    expect(schema.safeParse({ type: "battery", date }).success).toBe(true);
  });

  it("refuses adjustments that do not belong to the vehicle type", () => {
    const bicycle = maintenanceCreateSchemaFor({ vehicleType: "bicycle", neighboursAt: () => ({}) });
    expect(fieldErrorsOf(bicycle, { type: "general", adjustments: ["changeOil"], date }).adjustments?.key).toBe(
      "invalidOption",
    );
    expect(fieldErrorsOf(bicycle, { type: "tires", adjustments: ["tireLeftFront"], date }).adjustments?.key).toBe(
      "invalidOption",
    );
    expect(bicycle.safeParse({ type: "tires", adjustments: ["bikeTireBack"], date }).success).toBe(true);
  });
});

describe("newMaintenance", () => {
  it("stores what was logged with empty readings as null", () => {
    const input = maintenanceCreateSchema.parse({ type: "general", adjustments: ["changeOil"], date });
    expect(
      newMaintenance(input, {
        _id: ids.other,
        vehicleId: ids.vehicle,
        authorId: ids.owner,
        currency: "VES",
        now: date,
      }),
    ).toEqual({
      _id: ids.other,
      vehicle: ids.vehicle,
      currency: "VES",
      type: "general",
      adjustments: ["changeOil"],
      description: null,
      kms: null,
      amount: null,
      date,
      createdBy: ids.owner,
      createdAt: date,
    });
  });
});
