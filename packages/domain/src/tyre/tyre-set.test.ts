import { describe, expect, it } from "vitest";
import { newTyreSet, patchedTyreSet, tyreSetChanges, tyreSetCreateSchema, tyreSetUpdateSchema } from "./tyre-set.js";

const stamp = "2026-11-01T12:00:00.000Z";
const created = () =>
  newTyreSet(
    tyreSetCreateSchema.parse({
      brand: "Michelin",
      size: "205/55r16 91v",
      season: "summer",
      tyres: [{ key: "t1", dot: "0524", newTreadMm: "8" }, { key: "t2" }],
      price: "480,50",
    }),
    { _id: "set", vehicleId: "car", authorId: "ana", currency: "EUR", now: stamp },
  );

describe("a tyre set's fields", () => {
  it("takes every field of the form, its size written Odo's way and its currency the author's", () => {
    expect(created()).toMatchObject({
      brand: "Michelin",
      model: "",
      size: "205/55 R16 91V",
      price: 480.5,
      currency: "EUR",
      tyres: [
        { key: "t1", dot: "0524", newTreadMm: 8, retired: false },
        { key: "t2", dot: null, newTreadMm: null, retired: false },
      ],
      minimumTreadMm: null,
      boughtOn: null,
      retired: false,
      createdBy: "ana",
    });
  });

  it("patches only what the patch names: a field left out is kept, not blanked", () => {
    const patch = tyreSetUpdateSchema.parse({ model: "Primacy 4" });
    expect(patch).toEqual({ model: "Primacy 4" });
    expect(patchedTyreSet(created(), patch, stamp)).toMatchObject({ brand: "Michelin", model: "Primacy 4" });
  });

  it("retires a tyre an edit leaves out, so its readings keep naming it", () => {
    const patch = tyreSetUpdateSchema.parse({
      tyres: [
        { key: "t1", dot: "0524" },
        { key: "t3", dot: "1025" },
      ],
    });
    const next = patchedTyreSet(created(), patch, stamp);
    expect(next.tyres.map((tyre) => [tyre.key, tyre.retired])).toEqual([
      ["t1", false],
      ["t3", false],
      ["t2", true],
    ]);
  });

  it("sends an edit only its changes", () => {
    const before = created();
    const edited = tyreSetCreateSchema.parse({
      brand: "Michelin",
      size: "205/55 R16 91V",
      season: "summer",
      tyres: before.tyres,
      price: 480.5,
      notes: "Rotated in May",
    });
    expect(tyreSetChanges(before, edited)).toEqual({ notes: "Rotated in May" });
  });

  it("refuses a size that is no tyre's, naming why", () => {
    const parsed = tyreSetCreateSchema.safeParse({ size: "205/57 R16", season: "summer", tyres: [{ key: "t1" }] });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["size", "invalidTyreSize"],
    ]);
  });
});
