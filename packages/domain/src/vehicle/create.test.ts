import { describe, expect, it } from "vitest";
import { ids } from "../testing/fixtures.js";
import { fieldErrorsOf } from "../testing/schema-errors.js";
import { newVehicle, vehicleCreateFromExternal, vehicleCreateSchema } from "./create.js";

describe("vehicleCreateSchema", () => {
  it("normalises a car the way the add form sends it", () => {
    const input = {
      vehicleType: "car",
      manufacture: "  toyota ",
      model: " corolla",
      plateNumber: " ab-123 ",
      year: "2019",
      displacement: "45210.456",
    };
    expect(vehicleCreateSchema.parse(input)).toEqual({
      vehicleType: "car",
      manufacture: "Toyota",
      model: "Corolla",
      plateNumber: "AB-123",
      year: 2019,
      displacement: 45210.46,
      power: "gasoline",
      type: "gasoline",
      energyType: "95",
      from: "manual",
    });
  });

  it("keeps the rest of a name as typed when capitalising", () => {
    expect(vehicleCreateSchema.parse({ vehicleType: "car", manufacture: "bMW", model: "x5" })).toMatchObject({
      manufacture: "BMW",
      model: "X5",
    });
  });

  it("gives the same result when a normalised payload is normalised again", () => {
    const once = vehicleCreateSchema.parse({
      vehicleType: "moto",
      manufacture: "honda",
      model: "cb 500",
      type: "electric",
    });
    expect(vehicleCreateSchema.parse(once)).toEqual(once);
  });

  it("drops plate and energy for a bicycle", () => {
    const bicycle = vehicleCreateSchema.parse({
      vehicleType: "bicycle",
      manufacture: "trek",
      model: "domane",
      plateNumber: "X",
      type: "gasoline",
      energyType: "91",
    });
    expect(bicycle).toEqual({ vehicleType: "bicycle", manufacture: "Trek", model: "Domane", from: "manual" });
  });

  it("keeps the fuel grade only for gasoline", () => {
    expect(
      vehicleCreateSchema.parse({
        vehicleType: "car",
        manufacture: "a",
        model: "b",
        type: "electric",
        energyType: "diesel",
      }),
    ).toMatchObject({
      type: "electric",
      energyType: undefined,
    });
    expect(
      vehicleCreateSchema.parse({ vehicleType: "car", manufacture: "a", model: "b", energyType: "diesel" }),
    ).toMatchObject({
      power: "diesel",
      type: "gasoline",
      energyType: "diesel",
    });
  });

  it("takes a power and derives the seed's two fields from it; a bicycle only an e-bike's battery", () => {
    const car = { vehicleType: "car", manufacture: "a", model: "b" } as const;
    expect(vehicleCreateSchema.parse({ ...car, power: "plugInHybrid", energyType: "91" })).toMatchObject({
      power: "plugInHybrid",
      type: "gasoline",
      energyType: "91",
    });
    expect(vehicleCreateSchema.parse({ ...car, power: "electric" })).toMatchObject({
      power: "electric",
      type: "electric",
      energyType: undefined,
    });
    const bicycle = { ...car, vehicleType: "bicycle" } as const;
    expect(vehicleCreateSchema.parse({ ...bicycle, power: "electric" })).toMatchObject({ power: "electric" });
    expect(vehicleCreateSchema.parse({ ...bicycle, power: "diesel" }).power).toBeUndefined();
  });

  it("requires manufacture and model and reads blanks as missing", () => {
    const errors = fieldErrorsOf(vehicleCreateSchema, { vehicleType: "car", manufacture: "  ", model: "" });
    expect(errors.manufacture?.key).toBe("required");
    expect(errors.model?.key).toBe("required");
    expect(
      vehicleCreateSchema.parse({ vehicleType: "car", manufacture: "a", model: "b", year: "", displacement: "" }),
    ).toMatchObject({
      year: undefined,
      displacement: undefined,
    });
  });

  it("refuses numbers that are not numbers, negative km and impossible years", () => {
    const base = { vehicleType: "car", manufacture: "a", model: "b" };
    expect(fieldErrorsOf(vehicleCreateSchema, { ...base, displacement: "lots" }).displacement?.key).toBe(
      "invalidNumber",
    );
    expect(fieldErrorsOf(vehicleCreateSchema, { ...base, displacement: -1 }).displacement?.key).toBe("negativeNumber");
    expect(fieldErrorsOf(vehicleCreateSchema, { ...base, year: 1800 }).year?.key).toBe("yearRange");
    expect(fieldErrorsOf(vehicleCreateSchema, { ...base, year: 2020.5 }).year?.key).toBe("invalidNumber");
  });

  it("needs a picked bike for a vehicle from strava", () => {
    const errors = fieldErrorsOf(vehicleCreateSchema, {
      vehicleType: "bicycle",
      manufacture: "a",
      model: "b",
      from: "strava",
    });
    expect(errors.extId?.key).toBe("selectVehicle");
  });

  it("refuses a vehicle type outside the catalogue", () => {
    expect(
      fieldErrorsOf(vehicleCreateSchema, { vehicleType: "plane", manufacture: "a", model: "b" }).vehicleType?.key,
    ).toBe("invalidOption");
  });
});

describe("vehicleCreateFromExternal", () => {
  it("builds a strava bicycle from the picked bike", () => {
    const input = vehicleCreateFromExternal({
      id: "b123",
      name: "Trek Domane",
      nickname: "road",
      converted_distance: 1234.5,
    });
    expect(vehicleCreateSchema.parse(input)).toEqual({
      vehicleType: "bicycle",
      manufacture: "Trek Domane",
      model: "Road",
      displacement: 1234.5,
      extId: "b123",
      from: "strava",
    });
  });

  it("reads a nameless bike's name as brand and model rather than repeating it", () => {
    expect(
      vehicleCreateFromExternal({
        id: "b2",
        name: "Specialized  Rockhopper Comp",
        nickname: " ",
        converted_distance: 0,
      }),
    ).toMatchObject({ manufacture: "Specialized", model: "Rockhopper Comp" });
  });

  it("falls back to the name when the bike has no nickname", () => {
    expect(vehicleCreateFromExternal({ id: "b1", name: "Canyon", nickname: null, converted_distance: 0 }).model).toBe(
      "Canyon",
    );
  });
});

describe("newVehicle", () => {
  const context = { _id: ids.vehicle, ownerId: ids.owner, now: "2026-11-22T10:00:00.000Z" };

  it("starts the counter at the km typed and leaves settings for the user to choose", () => {
    const vehicle = newVehicle(
      vehicleCreateSchema.parse({
        vehicleType: "car",
        manufacture: "toyota",
        model: "corolla",
        plateNumber: "abc",
        displacement: 1200,
      }),
      context,
    );
    expect(vehicle).toMatchObject({
      _id: ids.vehicle,
      user: { _id: ids.owner },
      brand: "Toyota",
      fullname: "Toyota Corolla",
      plateNumber: "ABC",
      displacement: 1200,
      initialKm: 1200,
      type: "gasoline",
      energyType: "95",
      settings: { maintenanceInterval: null, resetMaintenanceType: null },
      integrations: [],
      createdAt: context.now,
    });
  });

  it("marks a strava bicycle connected with its distance", () => {
    const input = vehicleCreateSchema.parse(
      vehicleCreateFromExternal({ id: "b9", name: "Canyon", nickname: "gravel", converted_distance: 800 }),
    );
    expect(newVehicle(input, context)).toMatchObject({
      plateNumber: null,
      type: null,
      energyType: null,
      extId: "b9",
      externalDistance: 800,
      integrations: [{ name: "strava", status: "connected" }],
    });
  });

  it("gives a vehicle added with no km an odometer of zero", () => {
    const vehicle = newVehicle(
      vehicleCreateSchema.parse({ vehicleType: "car", manufacture: "a", model: "b" }),
      context,
    );
    expect(vehicle).toMatchObject({ displacement: 0, initialKm: 0, year: null, plateNumber: null });
  });
});
