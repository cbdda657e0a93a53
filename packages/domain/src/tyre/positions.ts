import { oneOf } from "../shared/one-of.js";
import type { VehicleType } from "../vehicle/catalog.js";

const carPositions = ["frontLeft", "frontRight", "rearLeft", "rearRight"] as const;
const twoWheelPositions = ["front", "rear"] as const;
const heavyAxles = [1, 2, 3, 4] as const;
const heavySides = ["Left", "Right", "LeftOuter", "LeftInner", "RightInner", "RightOuter"] as const;
/** A truck's or a bus's positions: each axle's two singles or four duals ("axle2LeftInner"). */
const heavyPositions = heavyAxles.flatMap((axle) => heavySides.map((side) => `axle${axle}${side}` as const));

/** Where a tyre can be on a vehicle: a car's four corners, a two-wheeler's two, a heavy vehicle's axles, a spare. */
export const tyrePositions = [...carPositions, ...twoWheelPositions, ...heavyPositions, "spare"] as const;
export type TyrePosition = (typeof tyrePositions)[number];
export const tyrePositionSchema = oneOf(tyrePositions as unknown as [TyrePosition, ...TyrePosition[]]);

/** The positions a vehicle of `type` has, in the order a form lists them. */
export function tyrePositionsFor(type: VehicleType): readonly TyrePosition[] {
  if (type === "bicycle" || type === "moto") return twoWheelPositions;
  if (type === "car") return [...carPositions, "spare"];
  return [...heavyPositions, "spare"];
}

/** The axle a position is on (1 is the front, the steering axle); the spare is on none. */
export function axleOf(position: TyrePosition): number | null {
  if (position === "spare") return null;
  if (position === "front" || position.startsWith("front")) return 1;
  if (position === "rear" || position.startsWith("rear")) return 2;
  return Number(position.charAt(4));
}

/** The side of its axle a position is on; null for a two-wheeler's tyre and the spare. */
export function sideOf(position: TyrePosition): "left" | "right" | null {
  if (/Left/.test(position)) return "left";
  if (/Right/.test(position)) return "right";
  return null;
}
