import { describe, expect, it } from "vitest";
import { aVehicle } from "../testing/fixtures.js";
import { fieldErrorsOf } from "../testing/schema-errors.js";
import { applyVehicleUpdate, vehicleEditFormSchema, vehicleUpdateSchema } from "./update.js";

const now = "2026-11-22T10:00:00.000Z";
const filledForm = {
  vehicleType: "car",
  manufacture: "toyota",
  model: "yaris",
  plateNumber: " 8bc-12 ",
  year: "2018",
  displacement: "50000",
  color: "Red",
  passengers: "5",
  bodySerial: "SN123",
};

describe("vehicleEditFormSchema", () => {
  it("requires brand and model only", () => {
    const errors = fieldErrorsOf(vehicleEditFormSchema(aVehicle()), { vehicleType: "car" });
    expect(Object.keys(errors).sort()).toEqual(["manufacture", "model"]);
    expect(errors.manufacture?.key).toBe("required");
    const parsed = vehicleEditFormSchema(aVehicle()).parse({ vehicleType: "car", manufacture: "kia", model: "rio" });
    expect(parsed).toMatchObject({ manufacture: "Kia", model: "Rio", color: null, passengers: null, bodySerial: null });
  });

  it("reads numbers, and leaves a blank date unset instead of inventing today", () => {
    const vehicle = aVehicle({ insuranceDate: "2027-01-10T12:00:00.000Z", taxesDate: "2027-02-10T12:00:00.000Z" });
    const parsed = vehicleEditFormSchema(vehicle).parse({
      ...filledForm,
      boughtDate: "",
      insuranceDate: "2027-01-10",
      taxesDate: "",
    });
    expect(parsed).toMatchObject({
      manufacture: "Toyota",
      plateNumber: "8BC-12",
      year: 2018,
      displacement: 50_000,
      passengers: 5,
      insuranceDate: "2027-01-10T12:00:00.000Z",
      boughtDate: null,
      // Cleared: the stored tax date goes.
      taxesDate: null,
    });
  });

  it("keeps the reading when the km field is left blank, and clears the texts left blank", () => {
    const parsed = vehicleEditFormSchema(aVehicle()).parse({ ...filledForm, displacement: "", color: " ", year: "" });
    expect(parsed.displacement).toBeUndefined();
    expect(parsed).toMatchObject({ color: null, year: null });
  });

  it("lets a bicycle be edited without a plate", () => {
    const bicycle = aVehicle({ vehicleType: "bicycle", plateNumber: null });
    const parsed = vehicleEditFormSchema(bicycle).parse({
      ...filledForm,
      vehicleType: "bicycle",
      plateNumber: "",
    });
    expect(parsed.plateNumber).toBeNull();
  });

  it("changes what moves the vehicle and its grade: electric takes none, gasoline 95 unless chosen", () => {
    const schema = vehicleEditFormSchema(aVehicle());
    expect(schema.parse({ ...filledForm, power: "electric", energyType: "91" })).toMatchObject({
      power: "electric",
      type: "electric",
      energyType: null,
    });
    expect(schema.parse({ ...filledForm, power: "diesel", energyType: "95" })).toMatchObject({
      power: "diesel",
      type: "gasoline",
      energyType: "diesel",
    });
    expect(schema.parse({ ...filledForm, power: "gasoline", energyType: null })).toMatchObject({ energyType: "95" });
    const bicycle = vehicleEditFormSchema(aVehicle({ vehicleType: "bicycle" }));
    expect(
      bicycle.parse({ ...filledForm, vehicleType: "bicycle", plateNumber: "", power: "gasoline", energyType: "91" }),
    ).toMatchObject({ power: null, type: null, energyType: null });
    expect(bicycle.parse({ ...filledForm, vehicleType: "bicycle", plateNumber: "", power: "electric" })).toMatchObject({
      power: "electric",
      type: "electric",
    });
  });

  it("refuses a date that is not one", () => {
    expect(fieldErrorsOf(vehicleEditFormSchema(aVehicle()), { ...filledForm, taxesDate: "soon" }).taxesDate?.key).toBe(
      "invalidDate",
    );
  });
});

describe("vehicleUpdateSchema", () => {
  it("takes a patch of only the fields that changed", () => {
    expect(vehicleUpdateSchema.parse({ color: " Blue " })).toEqual({ color: "Blue" });
    expect(vehicleUpdateSchema.parse({ insuranceDate: null })).toEqual({ insuranceDate: null });
  });

  it("refuses an empty patch and unknown fields", () => {
    expect(fieldErrorsOf(vehicleUpdateSchema, {})._form?.key).toBe("nothingToUpdate");
    expect(vehicleUpdateSchema.safeParse({ user: { _id: "someone" } }).success).toBe(false);
  });
});

describe("applyVehicleUpdate", () => {
  it("changes the patched fields, follows the names and stamps the time", () => {
    const updated = applyVehicleUpdate(aVehicle(), vehicleUpdateSchema.parse({ model: "yaris", color: "Red" }), now);
    expect(updated).toMatchObject({
      model: "Yaris",
      fullname: "Toyota Yaris",
      brand: "Toyota",
      color: "Red",
      updatedAt: now,
    });
    expect(updated.plateNumber).toBe("ABC123");
  });

  it("keeps the power and the seed's fields in step, whichever a client changes", () => {
    const hybrid = aVehicle({ power: "plugInHybrid", type: "gasoline", energyType: "95" });
    const patch = (fields: object) => applyVehicleUpdate(hybrid, vehicleUpdateSchema.parse(fields), now);
    expect(patch({ energyType: "91" })).toMatchObject({ power: "plugInHybrid", type: "gasoline", energyType: "91" });
    // A seed client's energyType alone changes what a gasoline car burns, and back.
    const gasoline = aVehicle({ power: "gasoline", type: "gasoline", energyType: "95" });
    const diesel = applyVehicleUpdate(gasoline, vehicleUpdateSchema.parse({ energyType: "diesel" }), now);
    expect(diesel).toMatchObject({ power: "diesel", type: "gasoline", energyType: "diesel" });
    expect(applyVehicleUpdate(diesel, vehicleUpdateSchema.parse({ energyType: "91" }), now)).toMatchObject({
      power: "gasoline",
      energyType: "91",
    });
    expect(patch({ type: "electric" })).toMatchObject({ power: "electric", type: "electric", energyType: null });
    expect(patch({ power: "diesel" })).toMatchObject({ power: "diesel", type: "gasoline", energyType: "diesel" });
    // Stored before powers: read from the seed's fields.
    const { power: _, ...old } = aVehicle({ type: "electric", energyType: null });
    expect(applyVehicleUpdate(old, vehicleUpdateSchema.parse({ color: "Red" }), now).power).toBe("electric");
  });
});
