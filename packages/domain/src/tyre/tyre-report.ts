import type { Country } from "../app/regions.js";
import type { Pace } from "../maintenance/pace.js";
import type { VehicleType } from "../vehicle/catalog.js";
import { parseDotDate, tyreAgeYears } from "./dot.js";
import { type Fitment, mountedSets, setKmAt, type TyreId, tyreFitment, tyreIdOf, tyreKmAt } from "./fitment.js";
import { axleOf, sideOf, type TyrePosition } from "./positions.js";
import type { TreadReading } from "./tread-reading.js";
import { legalTreadMinimumMm, tyreLimits } from "./tread-rules.js";
import type { TyreEvent } from "./tyre-event.js";
import { type TyreSet, tyresInSet } from "./tyre-set.js";
import {
  costPerThousandKm,
  type TreadPoint,
  type TreadProjection,
  treadPoints,
  treadProjection,
  wearsUnevenly,
} from "./wear.js";

/** One tyre as the tyres screen and the due list read it. */
export interface TyreState {
  id: TyreId;
  key: string;
  /** Where it is now; null in storage. */
  position: TyrePosition | null;
  /** Where it was last (for a stored tyre: the corner it goes back to). */
  lastPosition: TyrePosition | null;
  km: number;
  ageYears: number | null;
  tooOld: boolean;
  points: TreadPoint[];
  /** The minimum this tyre is held to, in mm; null when none applies (a bicycle without one set). */
  minimumMm: number | null;
  projection: TreadProjection | null;
}

export interface TyreSetState {
  set: TyreSet;
  mounted: boolean;
  km: number;
  costPerThousandKm: number | null;
  tyres: TyreState[];
  /** Axles whose two sides, measured together, wore apart (an alignment check). */
  unevenAxles: number[];
}

export interface TyreReportInput {
  vehicleType: VehicleType;
  country: Country;
  sets: readonly TyreSet[];
  events: readonly TyreEvent[];
  readings: readonly TreadReading[];
  odometerKm: number;
  pace: Pace;
  now: Date;
  /** The age limit in years of a set that names none (`tyreLimits.ageWarningYears`). */
  ageWarningYears?: number;
}

function unevenAxles(tyres: readonly TyreState[], readings: readonly TreadReading[]): number[] {
  const uneven = new Set<number>();
  for (const reading of readings) {
    const sides = new Map<number, { left?: number; right?: number }>();
    for (const depth of reading.depths) {
      const tyre = tyres.find((each) => each.id === tyreIdOf(depth));
      const position = depth.position ?? tyre?.position ?? null;
      const axle = position && axleOf(position);
      const side = position && sideOf(position);
      if (!tyre || !axle || !side) continue;
      const pair = sides.get(axle) ?? {};
      pair[side] = Math.min(pair[side] ?? Number.POSITIVE_INFINITY, depth.treadMm);
      sides.set(axle, pair);
    }
    for (const [axle, { left, right }] of sides) {
      if (left !== undefined && right !== undefined && wearsUnevenly(left, right)) uneven.add(axle);
    }
  }
  return [...uneven].sort();
}

function tyreState(
  set: TyreSet,
  key: string,
  fitment: Fitment,
  input: TyreReportInput,
  dot: string | null,
  newTreadMm: number | null,
): TyreState {
  const id = tyreIdOf({ set: set._id, tyre: key });
  const stints = fitment.stints.get(id);
  const position = [...fitment.mounted.entries()].find(([, tyre]) => tyre === id)?.[0] ?? null;
  const lastPosition = stints?.at(-1)?.position ?? null;
  const made = dot ? parseDotDate(dot, input.now) : null;
  const ageYears = made ? tyreAgeYears(made, input.now) : null;
  const ageLimit = set.ageWarningYears ?? input.ageWarningYears ?? tyreLimits.ageWarningYears.default;
  const corner = position ?? lastPosition;
  const legal = corner ? legalTreadMinimumMm(input.country, input.vehicleType, corner) : null;
  const minimumMm = set.minimumTreadMm ?? legal;
  const points = treadPoints(id, stints, input.readings);
  const projection =
    minimumMm === null
      ? null
      : treadProjection({
          tyre: id,
          fitment,
          points,
          newTreadMm,
          minimumMm,
          odometerKm: input.odometerKm,
          pace: input.pace,
          now: input.now,
        });
  return {
    id,
    key,
    position,
    lastPosition,
    km: Math.round(tyreKmAt(stints, input.odometerKm)),
    ageYears,
    tooOld: ageYears !== null && ageYears >= ageLimit,
    points,
    minimumMm,
    projection,
  };
}

/** Every set of a vehicle with its tyres' km, age, tread and projection, the mounted sets first. */
export function tyreReport(input: TyreReportInput): TyreSetState[] {
  const fitment = tyreFitment(input.events);
  const onVehicle = mountedSets(fitment);
  return input.sets
    .map((set) => {
      const km = Math.round(setKmAt(fitment, set._id, input.odometerKm));
      const tyres = tyresInSet(set).map((tyre) => tyreState(set, tyre.key, fitment, input, tyre.dot, tyre.newTreadMm));
      return {
        set,
        mounted: onVehicle.has(set._id),
        km,
        costPerThousandKm: costPerThousandKm(set.price, km),
        tyres,
        unevenAxles: unevenAxles(tyres, input.readings),
      };
    })
    .sort((a, b) => Number(b.mounted) - Number(a.mounted) || Number(a.set.retired) - Number(b.set.retired));
}
