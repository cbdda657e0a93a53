import type { TyrePosition } from "./positions.js";
import type { TyreEvent, TyreMove } from "./tyre-event.js";

/** A tyre, by its set and its key in the set: "set-id/t1". */
export type TyreId = `${string}/${string}`;
export const tyreIdOf = (ref: { set: string; tyre: string }): TyreId => `${ref.set}/${ref.tyre}`;

/** A stretch a tyre spent on the vehicle: from the event that put it at `position` to the one that moved it. */
export interface TyreStint {
  position: TyrePosition;
  fromKm: number;
  fromDate: string;
  /** Null while it is still there. */
  toKm: number | null;
  toDate: string | null;
}

/** Every tyre's stints, and which tyre is where now. */
export interface Fitment {
  stints: Map<TyreId, TyreStint[]>;
  mounted: Map<TyrePosition, TyreId>;
}

/** A vehicle's tyre events in the order they happened: by date, then km (a swap and a rotation the same day). */
export const inTimelineOrder = <E extends Pick<TyreEvent, "date" | "km" | "_id">>(events: readonly E[]): E[] =>
  [...events].sort((a, b) => a.date.localeCompare(b.date) || a.km - b.km || a._id.localeCompare(b._id));

/** Why a move cannot happen where it is placed. */
export type MoveConflict = { key: "tyreNotMounted" | "positionTaken"; move: TyreMove };

function positionOf(mounted: Map<TyrePosition, TyreId>, tyre: TyreId): TyrePosition | undefined {
  for (const [position, at] of mounted) if (at === tyre) return position;
  return undefined;
}

/**
 * One event applied to the fitment: every tyre it names leaves where it was, then each goes to
 * its new position. A tyre put where another sits that the event does not move pushes that one
 * off (a history logged out of order stays readable); `conflicts` says so for a check.
 */
function applyEvent(fitment: Fitment, event: Pick<TyreEvent, "date" | "km" | "moves">, conflicts: MoveConflict[]) {
  const close = (tyre: TyreId) => {
    const open = fitment.stints.get(tyre)?.at(-1);
    if (open && open.toKm === null) Object.assign(open, { toKm: event.km, toDate: event.date });
  };
  for (const move of event.moves) {
    const tyre = tyreIdOf(move);
    const from = positionOf(fitment.mounted, tyre);
    if (from === undefined && move.to === null) conflicts.push({ key: "tyreNotMounted", move });
    if (from !== undefined) fitment.mounted.delete(from);
    close(tyre);
  }
  for (const move of event.moves) {
    if (move.to === null) continue;
    const tyre = tyreIdOf(move);
    const occupant = fitment.mounted.get(move.to);
    if (occupant !== undefined) {
      conflicts.push({ key: "positionTaken", move });
      close(occupant);
    }
    fitment.mounted.set(move.to, tyre);
    const stints = fitment.stints.get(tyre) ?? [];
    stints.push({ position: move.to, fromKm: event.km, fromDate: event.date, toKm: null, toDate: null });
    fitment.stints.set(tyre, stints);
  }
}

/** Where every tyre has been, from a vehicle's tyre events (in any order). */
export function tyreFitment(events: readonly TyreEvent[]): Fitment {
  const fitment: Fitment = { stints: new Map(), mounted: new Map() };
  for (const event of inTimelineOrder(events)) applyEvent(fitment, event, []);
  return fitment;
}

/**
 * What is wrong with `event` placed among the others: a tyre taken off that was not on, a tyre put
 * where another sits that the event leaves there. Empty when it fits.
 */
export function tyreEventConflicts(event: TyreEvent, others: readonly TyreEvent[]): MoveConflict[] {
  const fitment: Fitment = { stints: new Map(), mounted: new Map() };
  const conflicts: MoveConflict[] = [];
  for (const each of inTimelineOrder([...others.filter((other) => other._id !== event._id), event])) {
    applyEvent(fitment, each, each === event ? conflicts : []);
  }
  return conflicts;
}

/** The km a tyre rolled by the time the vehicle's odometer read `odometerKm`: only while it was on. */
export function tyreKmAt(stints: readonly TyreStint[] | undefined, odometerKm: number): number {
  let km = 0;
  for (const stint of stints ?? []) {
    if (odometerKm <= stint.fromKm) break;
    km += Math.min(stint.toKm ?? odometerKm, odometerKm) - stint.fromKm;
  }
  return Math.max(km, 0);
}

/** The km a set rolled by `odometerKm`: while any of its tyres was on the vehicle. */
export function setKmAt(fitment: Fitment, setId: string, odometerKm: number): number {
  const stretches = [...fitment.stints.entries()]
    .filter(([tyre]) => tyre.startsWith(`${setId}/`))
    .flatMap(([, stints]) => stints.map((stint) => [stint.fromKm, Math.min(stint.toKm ?? odometerKm, odometerKm)]))
    .filter(([from = 0, to = 0]) => to > from)
    .sort(([a = 0], [b = 0]) => a - b);
  let km = 0;
  let reached = Number.NEGATIVE_INFINITY;
  for (const [from = 0, to = 0] of stretches) {
    const start = Math.max(from, reached);
    if (to > start) km += to - start;
    reached = Math.max(reached, to);
  }
  return km;
}

/** The sets with a tyre on the vehicle now. */
export function mountedSets(fitment: Fitment): Set<string> {
  return new Set([...fitment.mounted.values()].map((tyre) => tyre.slice(0, tyre.lastIndexOf("/"))));
}
