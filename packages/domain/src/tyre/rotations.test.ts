import { describe, expect, it } from "vitest";
import type { Fitment } from "./fitment.js";
import type { TyrePosition } from "./positions.js";
import { rotationMoves, rotationsFor } from "./rotations.js";

const on = (...places: [TyrePosition, string][]): Fitment["mounted"] =>
  new Map(places.map(([position, tyre]) => [position, `set-a/${tyre}` as const]));
const destinations = (moves: ReturnType<typeof rotationMoves>) =>
  Object.fromEntries(moves.map((move) => [move.tyre, move.to]));

const car = on(["frontLeft", "t1"], ["frontRight", "t2"], ["rearLeft", "t3"], ["rearRight", "t4"]);
// A two-axle truck: singles on the steer axle, duals on the drive axle.
const twoAxleTruck = on(
  ["axle1Left", "s1"],
  ["axle1Right", "s2"],
  ["axle2LeftOuter", "d1"],
  ["axle2LeftInner", "d2"],
  ["axle2RightInner", "d3"],
  ["axle2RightOuter", "d4"],
);

describe("tyre rotations", () => {
  it("moves a car's tyres front to rear on each side, or across", () => {
    expect(destinations(rotationMoves("sides", car))).toEqual({
      t1: "rearLeft",
      t3: "frontLeft",
      t2: "rearRight",
      t4: "frontRight",
    });
    expect(destinations(rotationMoves("cross", car))).toEqual({
      t1: "rearRight",
      t4: "frontLeft",
      t2: "rearLeft",
      t3: "frontRight",
    });
    expect(rotationsFor("car", car)).toEqual(["sides", "cross"]);
  });

  it("swaps a truck's steer tyres side to side and each dual's inner and outer, keeping the set's ids", () => {
    expect(destinations(rotationMoves("steerSides", twoAxleTruck))).toEqual({ s1: "axle1Right", s2: "axle1Left" });
    expect(destinations(rotationMoves("dualsInOut", twoAxleTruck))).toEqual({
      d1: "axle2LeftInner",
      d2: "axle2LeftOuter",
      d3: "axle2RightOuter",
      d4: "axle2RightInner",
    });
    expect(rotationMoves("steerSides", twoAxleTruck).every((move) => move.set === "set-a")).toBe(true);
  });

  it("offers a tandem swap only where two drive axles carry tyres, and never empties a position", () => {
    expect(rotationsFor("truck", twoAxleTruck)).toEqual(["steerSides", "dualsInOut"]);
    const tandem = new Map([
      ...twoAxleTruck,
      ...on(["axle3LeftOuter", "e1"], ["axle3LeftInner", "e2"], ["axle3RightInner", "e3"], ["axle3RightOuter", "e4"]),
    ]);
    expect(rotationsFor("bus", tandem)).toEqual(["steerSides", "dualsInOut", "tandemAxles"]);
    expect(destinations(rotationMoves("tandemAxles", tandem))).toMatchObject({
      d1: "axle3LeftOuter",
      e1: "axle2LeftOuter",
    });
    // One steer tyre on: that cycle does not turn.
    expect(rotationMoves("steerSides", on(["axle1Left", "s1"]))).toEqual([]);
  });

  it("swaps a bicycle's ends and never a moto's, whose tyres differ in size", () => {
    const pair = on(["front", "t1"], ["rear", "t2"]);
    expect(destinations(rotationMoves("ends", pair))).toEqual({ t1: "rear", t2: "front" });
    expect(rotationsFor("bicycle", pair)).toEqual(["ends"]);
    expect(rotationsFor("moto", pair)).toEqual([]);
    expect(rotationsFor("car", on(["frontLeft", "t1"]))).toEqual([]);
  });
});
