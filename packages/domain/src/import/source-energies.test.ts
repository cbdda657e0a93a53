import { describe, expect, it } from "vitest";
import { nextId } from "../testing/fixtures.js";
import { importPlan, suggestedVehicle } from "./import-plan.js";
import { readImport } from "./read-import.js";
import { fuelioEnergy, fuelioPower, namedEnergy, octaneGrade } from "./source-energies.js";

const account = {
  authorId: "01900000-0000-7000-8000-0000000000aa",
  country: "usa",
  timeZone: "UTC",
  vehicles: [],
  maintenances: [],
  refuels: [],
  expenses: [],
  now: new Date("2026-11-26T12:00:00Z"),
  newId: nextId,
} as const;

describe("energies in other apps' files", () => {
  it("reads Fuelio's fuel-type codes and a vehicle's tanks", () => {
    expect(fuelioEnergy("110")).toEqual({ energy: "fuel" });
    expect(fuelioEnergy("200")).toEqual({ energy: "fuel", fuel: "diesel" });
    expect(fuelioEnergy("400")).toEqual({ energy: "lpg" });
    expect(fuelioEnergy("500")).toEqual({ energy: "cng" });
    expect(fuelioEnergy("600")).toEqual({ energy: "electricity" });
    expect(fuelioEnergy("")).toBeUndefined();
    expect(fuelioPower("100", "600")).toBe("plugInHybrid");
    expect(fuelioPower("600", "0")).toBe("electric");
    expect(fuelioPower("100", "500")).toBe("cngBiFuel");
    expect(fuelioPower("200", "0")).toBe("diesel");
  });

  it.each([
    ["Elétrico", "electricity"],
    ["Electric", "electricity"],
    ["Eléctrico", "electricity"],
    ["Электричество", "electricity"],
    ["GNV", "cng"],
    ["Метан", "cng"],
    ["GLP", "lpg"],
    ["Autogas", "lpg"],
    ["Gasolina comum", "fuel"],
    ["Etanol", "fuel"],
    ["", "fuel"],
  ])("reads Drivvo's fuel %j as %s", (name, energy) => {
    expect(namedEnergy(name).energy).toBe(energy);
  });

  it("reads Fuelly's octane as the grade the pump sold", () => {
    expect(octaneGrade("87")).toEqual({ energy: "fuel", fuel: "regular87" });
    expect(octaneGrade("93")).toEqual({ energy: "fuel", fuel: "premium" });
    expect(octaneGrade("E85")).toEqual({ energy: "fuel", fuel: "e85" });
    expect(octaneGrade("Diesel")).toEqual({ energy: "fuel", fuel: "diesel" });
  });

  it("imports a Fuelio plug-in hybrid: its gallons become litres, its charges stay kWh", () => {
    const text = [
      "## Vehicle",
      "Name,DistUnit,FuelUnit,Make,Model,Year,TankCount,Tank1Type,Tank2Type",
      "Prius Prime,1,1,Toyota,Prius Prime,2022,2,100,600",
      "## Log",
      "Data,Odo (mi),Fuel (us gallons),Full,Price (optional),Missed,TankNumber,FuelType",
      "2026-01-05 08:30,1000,10,1,35,0,1,110",
      "2026-01-06 20:00,1040,8.8,1,1.32,0,2,600",
    ].join("\n");
    const parsed = readImport([{ name: "prius.csv", text }], "UTC");
    expect(parsed.vehicles[0]?.power).toBe("plugInHybrid");
    expect(parsed.refuels.map((row) => row.energy)).toEqual(["fuel", "electricity"]);
    const target = { kind: "new", vehicle: suggestedVehicle(parsed.vehicles[0] ?? { key: "", name: "" }) } as const;
    const plan = importPlan(
      parsed,
      { [parsed.vehicles[0]?.key ?? ""]: target },
      { distanceUnit: "mi", volumeUnit: "usGal", currency: "USD" },
      account,
    );
    const planned = plan.vehicles[0];
    expect(planned?.refused).toEqual([]);
    expect(planned?.refuels.map((refuel) => [refuel.energy, refuel.quantity])).toEqual([
      ["fuel", 37.854],
      ["electricity", 8.8],
    ]);
  });

  it("makes a Drivvo file of charges an electric car, and refuses a charge on a car that only burns fuel", () => {
    const text = [
      "##Refuelling",
      '"Odometer","Date","Fuel","Price","Total cost","Volume","Full tank?","Gas station"',
      '"12000","2026-01-05 08:30:00","Electric","0.15","4.50","30","Yes","Home"',
    ].join("\n");
    const parsed = readImport([{ name: "drivvo.csv", text }], "UTC");
    expect(parsed.refuels[0]?.energy).toBe("electricity");
    expect(parsed.vehicles[0]?.power).toBe("electric");
    const onGasCar = importPlan(
      parsed,
      {
        [parsed.vehicles[0]?.key ?? ""]: {
          kind: "new",
          vehicle: { vehicleType: "car", manufacture: "Kia", model: "Rio", power: "gasoline" },
        },
      },
      { distanceUnit: "km", volumeUnit: "l", currency: "USD" },
      account,
    );
    expect(onGasCar.vehicles[0]?.refused.map((row) => row.key)).toEqual(["energyNotTaken"]);
  });

  it("reads LubeLogger's fuel records of an electric car as its charges, in kWh", () => {
    const text = [
      "Date,Odometer,FuelConsumed,Cost,FuelEconomy,IsFillToFull,MissedFuelUp,Notes,Tags",
      "1/5/2026,8015,42.5,13.60,,True,False,,",
    ].join("\n");
    const parsed = readImport([{ name: "gasrecords.csv", text }], "UTC");
    expect(parsed.refuels[0]?.energy).toBeUndefined();
    const plan = importPlan(
      parsed,
      {
        [parsed.vehicles[0]?.key ?? ""]: {
          kind: "new",
          vehicle: { vehicleType: "car", manufacture: "Nissan", model: "Leaf", power: "electric" },
        },
      },
      { distanceUnit: "mi", volumeUnit: "usGal", currency: "USD" },
      account,
    );
    expect(plan.vehicles[0]?.refuels.map((refuel) => [refuel.energy, refuel.quantity])).toEqual([
      ["electricity", 42.5],
    ]);
  });
});
