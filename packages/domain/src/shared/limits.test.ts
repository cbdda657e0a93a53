import { describe, expect, it } from "vitest";
import { integrationCodeSchema, linkExternalVehicleSchema } from "../integration/integration.js";
import { mutationArgsSchemas } from "../sync/mutations.js";
import { ids } from "../testing/fixtures.js";
import { userUpdateSchema } from "../user/user.js";
import { vehicleEditFormSchema } from "../vehicle/update.js";
import { toFieldErrors } from "./field-errors.js";
import { implausibleJumpKm, isImplausibleJump, isModelYearAccepted, latestModelYear, numberLimits } from "./limits.js";

const id = (n: number) => `01900000-0000-7000-8000-${n.toString(16).padStart(12, "0")}`;

const maintenanceArgs = {
  vehicleId: id(1),
  maintenance: { _id: id(2), type: "battery", date: "2026-01-01T00:00:00.000Z" },
};
const refuelArgs = {
  vehicleId: id(1),
  refuel: { _id: id(3), date: "2026-01-01T00:00:00.000Z", quantity: 30, amount: 40 },
};

/** One valid args object per mutation with numbers, and where each number sits in it. */
const numericFields = [
  {
    name: "vehicle.create",
    args: { _id: id(1), vehicleType: "car", manufacture: "Kia", model: "Rio" },
    path: ["displacement"],
    max: numberLimits.odometerKm,
  },
  {
    name: "vehicle.create",
    args: { _id: id(1), vehicleType: "car", manufacture: "Kia", model: "Rio" },
    path: ["year"],
    max: numberLimits.year.max,
  },
  {
    name: "vehicle.update",
    args: { _id: id(1), patch: {} },
    path: ["patch", "displacement"],
    max: numberLimits.odometerKm,
  },
  {
    name: "vehicle.update",
    args: { _id: id(1), patch: {} },
    path: ["patch", "passengers"],
    max: numberLimits.passengers.max,
  },
  { name: "vehicle.update", args: { _id: id(1), patch: {} }, path: ["patch", "year"], max: numberLimits.year.max },
  {
    name: "maintenance.create",
    args: { vehicleId: id(1), maintenance: { _id: id(2), type: "battery", date: "2026-01-01T00:00:00.000Z" } },
    path: ["maintenance", "kms"],
    max: numberLimits.odometerKm,
  },
  {
    name: "maintenance.create",
    args: { vehicleId: id(1), maintenance: { _id: id(2), type: "battery", date: "2026-01-01T00:00:00.000Z" } },
    path: ["maintenance", "amount"],
    max: numberLimits.amount,
  },
  ...(["quantity", "amount", "displacement"] as const).map((field) => ({
    name: "refuel.create" as const,
    args: { vehicleId: id(1), refuel: { _id: id(3), date: "2026-01-01T00:00:00.000Z", quantity: 30, amount: 40 } },
    path: ["refuel", field],
    max: { quantity: numberLimits.litresPerRefuel, amount: numberLimits.amount, displacement: numberLimits.odometerKm }[
      field
    ],
  })),
] as const;

function withValue(args: unknown, path: readonly string[], value: number): unknown {
  const copy = structuredClone(args) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1) ?? ""] = value;
  return copy;
}

describe("number limits", () => {
  it.each(numericFields)("$name refuses $path above its maximum and far beyond it", ({ name, args, path, max }) => {
    const schema = mutationArgsSchemas[name];
    expect(schema.safeParse(withValue(args, path, max)).success).toBe(true);
    for (const value of [max + 1, 1e307, Number.MAX_VALUE]) {
      const result = schema.safeParse(withValue(args, path, value));
      expect(result.success).toBe(false);
      if (!result.success)
        expect(toFieldErrors(result.error)[path.join(".")]?.key).toMatch(/numberTooLarge|yearRange|invalidNumber/);
    }
  });

  it("never lets a rounded value become Infinity", () => {
    const result = mutationArgsSchemas["maintenance.create"].safeParse(
      withValue(maintenanceArgs, ["maintenance", "kms"], 1.7976931348623157e308),
    );
    expect(result.success).toBe(false);
  });

  it("reports the maximum for the form's message", () => {
    const result = mutationArgsSchemas["refuel.create"].safeParse(withValue(refuelArgs, ["refuel", "quantity"], 5_000));
    if (result.success) throw new Error("should refuse");
    expect(toFieldErrors(result.error)["refuel.quantity"]).toEqual({
      key: "numberTooLarge",
      maximum: numberLimits.litresPerRefuel,
    });
  });

  it("bounds the edit form and the fitness link the same way", () => {
    const form = vehicleEditFormSchema({ vehicleType: "car" });
    const edit = form.safeParse({
      vehicleType: "car",
      manufacture: "Kia",
      model: "Rio",
      plateNumber: "X1",
      year: 2020,
      displacement: "999999999999",
      color: "Red",
      passengers: 5,
      bodySerial: "S",
    });
    expect(edit.success).toBe(false);
    expect(
      linkExternalVehicleSchema.safeParse({ integrationName: "strava", extId: "b1", displacement: 3e6 }).success,
    ).toBe(false);
    expect(integrationCodeSchema.safeParse({ code: "c", state: "s" }).success).toBe(true);
  });
});

describe("plausibility", () => {
  it("asks to confirm a reading more than 100,000 km above the odometer", () => {
    expect(implausibleJumpKm).toBe(100_000);
    expect(isImplausibleJump(150_000, 50_000)).toBe(false);
    expect(isImplausibleJump(150_001, 50_000)).toBe(true);
    expect(isImplausibleJump(null, 50_000)).toBe(false);
    expect(isImplausibleJump(10, 50_000)).toBe(false);
  });

  it("accepts model years up to next year, by the caller's clock", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    expect(latestModelYear(now)).toBe(2027);
    expect(isModelYearAccepted(2027, now)).toBe(true);
    expect(isModelYearAccepted(2028, now)).toBe(false);
    expect(isModelYearAccepted(null, now)).toBe(true);
    expect(
      mutationArgsSchemas["vehicle.create"].safeParse({
        _id: ids.vehicle,
        vehicleType: "car",
        manufacture: "A",
        model: "B",
        year: 1899,
      }).success,
    ).toBe(false);
  });
});

describe("text fields", () => {
  it("refuse line breaks and control characters in names, and keep them in descriptions", () => {
    for (const name of ["Ana\nBcc: x@y.z", "Ana\rB", "Ana\u0000", "A\u2028na", "A\tna"]) {
      const result = userUpdateSchema.safeParse({ name });
      expect(result.success).toBe(false);
      if (!result.success) expect(toFieldErrors(result.error).name?.key).toBe("invalidCharacters");
    }
    const maintenance = mutationArgsSchemas["maintenance.create"].safeParse({
      vehicleId: ids.vehicle,
      maintenance: {
        _id: ids.other,
        type: "battery",
        date: "2026-01-01T00:00:00.000Z",
        description: "Bosch\nwarranty 2 y",
      },
    });
    expect(maintenance.success).toBe(true);
    const bell = mutationArgsSchemas["maintenance.create"].safeParse({
      vehicleId: ids.vehicle,
      maintenance: { _id: ids.other, type: "battery", date: "2026-01-01T00:00:00.000Z", description: "ding\u0007" },
    });
    expect(bell.success).toBe(false);
  });

  it.each([
    ["a right-to-left override", "Ana\u202Egnp.exe"],
    ["an embedding", "\u202AAna"],
    ["a pop", "Ana\u202C"],
    ["an isolate", "Ana \u2066Pérez\u2069"],
    ["a first-strong isolate", "\u2068Ana"],
    ["a direction mark", "Ana\u200F"],
    ["an Arabic letter mark", "Ana\u061C"],
  ])("refuse %s in a name and in a description, as control characters are", (_what, text) => {
    const name = userUpdateSchema.safeParse({ name: text });
    expect(name.success).toBe(false);
    if (!name.success) expect(toFieldErrors(name.error).name?.key).toBe("invalidCharacters");
    const description = mutationArgsSchemas["maintenance.create"].safeParse({
      vehicleId: ids.vehicle,
      maintenance: { _id: ids.other, type: "battery", date: "2026-01-01T00:00:00.000Z", description: text },
    });
    expect(description.success).toBe(false);
  });

  it("refuse the invisible spaces with which two names that look the same are not", () => {
    for (const hidden of ["\u200B", "\u2060", "\uFEFF"]) {
      expect(userUpdateSchema.safeParse({ name: `An${hidden}a` }).success).toBe(false);
    }
  });

  it("keep the joiners that emoji and some scripts need", () => {
    expect(userUpdateSchema.safeParse({ name: "Ana 👩\u200D🔧" }).success).toBe(true);
    expect(userUpdateSchema.safeParse({ name: "كريم" }).success).toBe(true);
  });

  it("keeps only https pictures", () => {
    expect(userUpdateSchema.safeParse({ picture: "https://example.com/a.png" }).success).toBe(true);
    for (const picture of ["http://example.com/a.png", "javascript:alert(1)", "data:image/png;base64,AAAA"]) {
      const result = userUpdateSchema.safeParse({ picture });
      expect(result.success).toBe(false);
      if (!result.success) expect(toFieldErrors(result.error).picture?.key).toBe("httpsUrl");
    }
  });
});
