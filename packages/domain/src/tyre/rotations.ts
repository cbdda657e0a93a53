import type { VehicleType } from "../vehicle/catalog.js";
import type { Fitment } from "./fitment.js";
import type { TyrePosition } from "./positions.js";
import type { TyreMove } from "./tyre-event.js";

/**
 * Ways a vehicle's tyres are rotated, each as cycles of positions: the tyre at a cycle's first
 * position goes to its second, and so on round (a swap is a cycle of two). A car's go front to rear
 * on each side or across; a bicycle's same-size pair swaps ends (the rear wears first); a truck's or
 * a bus's steer tyres swap sides, each dual pair swaps inner and outer, and a tandem's two drive
 * axles swap. A moto's front and rear differ in size and are not rotated.
 */
export const tyreRotations = ["sides", "cross", "ends", "steerSides", "dualsInOut", "tandemAxles"] as const;
export type TyreRotation = (typeof tyreRotations)[number];

const dualSlots = ["LeftOuter", "LeftInner", "RightInner", "RightOuter"] as const;
const heavyAxles = [1, 2, 3, 4] as const;
const slotsOfAxle = [...dualSlots, "Left", "Right"] as const;

const cyclesOf: Record<TyreRotation, readonly (readonly TyrePosition[])[]> = {
  sides: [
    ["frontLeft", "rearLeft"],
    ["frontRight", "rearRight"],
  ],
  cross: [
    ["frontLeft", "rearRight"],
    ["frontRight", "rearLeft"],
  ],
  ends: [["front", "rear"]],
  steerSides: [["axle1Left", "axle1Right"]],
  dualsInOut: heavyAxles.flatMap((axle) => [
    [`axle${axle}LeftOuter`, `axle${axle}LeftInner`] as const,
    [`axle${axle}RightOuter`, `axle${axle}RightInner`] as const,
  ]),
  tandemAxles: slotsOfAxle.map((slot) => [`axle2${slot}`, `axle3${slot}`] as const),
};

const rotationsByType: Record<VehicleType, readonly TyreRotation[]> = {
  car: ["sides", "cross"],
  bicycle: ["ends"],
  moto: [],
  truck: ["steerSides", "dualsInOut", "tandemAxles"],
  bus: ["steerSides", "dualsInOut", "tandemAxles"],
};

/**
 * The moves a rotation makes of the tyres on now. A cycle turns only when a tyre sits at each of
 * its positions, so no tyre lands where none was and no position is left empty (a truck with one
 * drive axle has no tandem to swap).
 */
export function rotationMoves(rotation: TyreRotation, mounted: Fitment["mounted"]): TyreMove[] {
  return cyclesOf[rotation].flatMap((cycle) => {
    const tyres = cycle.map((position) => mounted.get(position));
    if (tyres.some((tyre) => tyre === undefined)) return [];
    // Each tyre goes where the next one in the cycle was: the last to the first.
    const next = [...cycle.slice(1), ...cycle.slice(0, 1)];
    return next.map((to, index) => {
      const id = tyres[index] as string;
      const split = id.lastIndexOf("/");
      return { set: id.slice(0, split), tyre: id.slice(split + 1), to };
    });
  });
}

/** The rotations a vehicle of `type` can make with the tyres on now: those that move a tyre. */
export function rotationsFor(type: VehicleType, mounted: Fitment["mounted"]): TyreRotation[] {
  return rotationsByType[type].filter((rotation) => rotationMoves(rotation, mounted).length > 0);
}
