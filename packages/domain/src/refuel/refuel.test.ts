import { describe, expect, it } from "vitest";
import { energiesOfVehicle, type VehiclePower } from "../energy/power.js";
import { ids } from "../testing/fixtures.js";
import { fieldErrorsOf } from "../testing/schema-errors.js";
import type { VehicleType } from "../vehicle/catalog.js";
import { gasStationLogo, gasStationsFor } from "./gas-stations.js";
import { fillThird, newRefuel, pricePerLitre, refuelCreateSchema, refuelCreateSchemaFor } from "./refuel.js";

const date = "2026-11-22T10:00:00.000Z";

describe("refuelCreateSchema", () => {
  it("needs litres and amount, each with its own key", () => {
    const errors = fieldErrorsOf(refuelCreateSchema, { date });
    expect(errors.quantity?.key).toBe("vehicle.refuels.add.error.quantity");
    expect(errors.amount?.key).toBe("vehicle.refuels.add.error.amount");
    expect(fieldErrorsOf(refuelCreateSchema, { date, quantity: "", amount: "" }).quantity?.key).toBe(
      "vehicle.refuels.add.error.quantity",
    );
  });

  it("refuses zero litres", () => {
    expect(fieldErrorsOf(refuelCreateSchema, { date, quantity: 0, amount: 10 }).quantity?.key).toBe(
      "vehicle.refuels.add.error.quantity",
    );
  });

  it("fills the optional parts and rounds to each field's step", () => {
    expect(refuelCreateSchema.parse({ date, quantity: "30.1234", amount: "45.6789" })).toEqual({
      energy: "fuel",
      date,
      quantity: 30.123,
      amount: 45.679,
      displacement: 0,
      gasStation: { name: "", location: "" },
      fullTank: true,
      missedPrevious: false,
    });
    expect(
      refuelCreateSchema.parse({
        date,
        quantity: 1,
        amount: 1,
        displacement: "120.345",
        gasStation: { name: "Puma", location: "  Calle 50 " },
      }),
    ).toMatchObject({
      displacement: 120.35,
      gasStation: { name: "Puma", location: "Calle 50" },
    });
  });
});

describe("refuelCreateSchemaFor", () => {
  const input = { date, quantity: 20, amount: 30, gasStation: { name: "Terpel" } };

  const noReadings = () => ({});

  it("takes an energy the vehicle takes: none for a bicycle, a charge for an electric car, not fuel", () => {
    const forVehicle = (vehicleType: VehicleType, power: VehiclePower | null) =>
      refuelCreateSchemaFor({
        energies: energiesOfVehicle({ vehicleType, power, type: null, energyType: null }),
        country: "panama",
        neighboursAt: noReadings,
      });
    for (const vehicleType of ["car", "moto", "truck", "bus"] as const) {
      expect(forVehicle(vehicleType, "gasoline").safeParse(input).success).toBe(true);
    }
    expect(fieldErrorsOf(forVehicle("bicycle", null), input)._form?.key).toBe("refuelNotAllowed");
    expect(fieldErrorsOf(forVehicle("car", "electric"), input).energy?.key).toBe("energyNotTaken");
    const charge = { ...input, energy: "electricity", gasStation: { name: "Tesla Supercharger" } };
    expect(forVehicle("car", "electric").safeParse(charge).success).toBe(true);
    expect(forVehicle("bicycle", "electric").safeParse(charge).success).toBe(true);
    expect(forVehicle("car", "plugInHybrid").safeParse(charge).success).toBe(true);
    expect(forVehicle("car", "plugInHybrid").safeParse(input).success).toBe(true);
    expect(fieldErrorsOf(forVehicle("car", "gasoline"), charge).energy?.key).toBe("energyNotTaken");
  });

  it("refuses a state of charge out of 0–100 % or lower at the end than at the start", () => {
    const schema = refuelCreateSchemaFor({ energies: ["electricity"], country: "usa", neighboursAt: noReadings });
    const charge = { ...input, energy: "electricity", gasStation: { name: "" } };
    expect(schema.safeParse({ ...charge, socStart: 20, socEnd: 80 }).data).toMatchObject({ socStart: 20, socEnd: 80 });
    expect(fieldErrorsOf(schema, { ...charge, socStart: 80, socEnd: 20 }).socEnd?.key).toBe("socOrder");
    expect(fieldErrorsOf(schema, { ...charge, socEnd: 101 }).socEnd?.key).toBe("socRange");
  });

  it("fits the odometer reading into the vehicle's timeline, and lets 0 mean none", () => {
    const schema = refuelCreateSchemaFor({
      energies: ["fuel"],
      country: "panama",
      neighboursAt: () => ({ odometer: { date, km: 50_000 } }),
    });
    expect(fieldErrorsOf(schema, { ...input, displacement: 49_000 }).displacement?.key).toBe("invalidMileage");
    expect(schema.safeParse({ ...input, displacement: 0 }).success).toBe(true);
    expect(schema.safeParse({ ...input, displacement: 50_100 }).data).toMatchObject({
      fullTank: true,
      missedPrevious: false,
    });
  });

  it("takes any station name, the country's list being only a shortcut (the user test's M2)", () => {
    const venezuela = refuelCreateSchemaFor({ energies: ["fuel"], country: "venezuela", neighboursAt: noReadings });
    expect(venezuela.safeParse({ ...input, gasStation: { name: "PDV" } }).success).toBe(true);
    expect(venezuela.safeParse({ ...input, gasStation: { name: "Bomba El Llano" } }).success).toBe(true);
    expect(venezuela.safeParse({ ...input, gasStation: { name: "" } }).success).toBe(true);
    expect(fieldErrorsOf(venezuela, { ...input, gasStation: { name: "Bomba\u0000" } })["gasStation.name"]?.key).toBe(
      "invalidCharacters",
    );
  });
});

describe("gas stations", () => {
  it("lists Panama's four chains with icons and Other without one", () => {
    expect(gasStationsFor("panama")).toEqual([
      { _id: "panama-puma", name: "Puma", path: "puma.png" },
      { _id: "panama-terpel", name: "Terpel", path: "terpel.png" },
      { _id: "panama-texaco", name: "Texaco", path: "texaco.png" },
      { _id: "panama-delta", name: "Delta", path: "delta.png" },
      { _id: "panama-other", name: "Other", path: null },
    ]);
  });

  it("lists PDV and Other in Venezuela, each country's chains elsewhere, with no icons", () => {
    expect(gasStationsFor("venezuela").map((station) => [station.name, station.path])).toEqual([
      ["PDV", null],
      ["Other", null],
    ]);
    expect(gasStationsFor("colombia").map((station) => station.name)).toEqual([
      "Terpel",
      "Primax",
      "Biomax",
      "Texaco",
      "Mobil",
      "Other",
    ]);
    expect(gasStationsFor("spain").every((station) => station.path === null)).toBe(true);
    expect(gasStationsFor("none").map((station) => station.name)).toEqual(["Other"]);
    const ids = gasStationsFor("usa").map((station) => station._id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("matches the five known logos by name", () => {
    expect(["Puma", "TERPEL", "texaco", "Delta", "pdv", "Shell"].map(gasStationLogo)).toEqual([
      "puma.png",
      "terpel.png",
      "texaco.png",
      "delta.png",
      "pdv.png",
      null,
    ]);
  });
});

describe("newRefuel", () => {
  it("stores the price per litre and the vehicle's fuel when none is named", () => {
    const input = refuelCreateSchema.parse({ date, quantity: 30, amount: 40 });
    expect(
      newRefuel(input, {
        _id: ids.other,
        vehicleId: ids.vehicle,
        authorId: ids.owner,
        vehicleFuel: "91",
        currency: "USD",
        now: date,
      }),
    ).toEqual({
      _id: ids.other,
      vehicle: ids.vehicle,
      currency: "USD",
      date,
      amount: 40,
      energy: "fuel",
      fuel: "91",
      quantity: 30,
      displacement: 0,
      gasStation: { name: "", location: "", pricePerLt: 1.333 },
      fullTank: true,
      missedPrevious: false,
      createdBy: ids.owner,
      createdAt: date,
    });
    expect(pricePerLitre(10, 0)).toBeNull();
  });

  it("stores a charge's details, with no fuel grade, and none of them on a fill", () => {
    const context = {
      _id: ids.other,
      vehicleId: ids.vehicle,
      authorId: ids.owner,
      vehicleFuel: "95",
      currency: "USD",
      now: date,
    } as const;
    const charge = refuelCreateSchema.parse({
      date,
      energy: "electricity",
      quantity: "42.5",
      amount: "13.60",
      chargePlace: "public",
      socStart: "20",
      socEnd: "80",
      chargerKw: "150",
      chargeMinutes: "28",
      gasStation: { name: "Electrify America" },
    });
    expect(newRefuel(charge, context)).toMatchObject({
      energy: "electricity",
      fuel: null,
      quantity: 42.5,
      gasStation: { name: "Electrify America", pricePerLt: 0.32 },
      chargePlace: "public",
      socStart: 20,
      socEnd: 80,
      chargerKw: 150,
      chargeMinutes: 28,
    });
    const fill = newRefuel(refuelCreateSchema.parse({ date, quantity: 30, amount: 40, socEnd: 80 }), context);
    expect(fill).not.toHaveProperty("socEnd");
  });
});

describe("fillThird", () => {
  it("gives the amount, the litres or the price from the other two", () => {
    expect(fillThird({ litres: 30, pricePerLitre: 1.299 }, "amount")).toBe(38.97);
    expect(fillThird({ amount: 40, pricePerLitre: 1.25 }, "litres")).toBe(32);
    expect(fillThird({ amount: 40, litres: 30 }, "pricePerLitre")).toBe(1.333);
    expect(fillThird({ amount: 40 }, "litres")).toBeUndefined();
    expect(fillThird({ amount: 40, pricePerLitre: 0 }, "litres")).toBeUndefined();
    expect(fillThird({ amount: 40, litres: 0 }, "pricePerLitre")).toBeUndefined();
  });
});
