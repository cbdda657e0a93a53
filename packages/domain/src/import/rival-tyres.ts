import { mileageConflict, type TimelineNeighbours } from "../maintenance/timeline.js";
import type { MessageKey } from "../shared/message-keys.js";
import { roundTo } from "../shared/numbers.js";
import type { MileageConflict } from "../shared/readings.js";
import { truncate } from "../shared/text.js";
import { type Fitment, type MoveConflict, tyreEventConflicts, tyreFitment } from "../tyre/fitment.js";
import type { TyrePosition } from "../tyre/positions.js";
import { parseTyreSize, sizeFitsVehicle } from "../tyre/size.js";
import { newTreadReading, treadReadingCreateSchema } from "../tyre/tread-reading.js";
import { tyreLimits } from "../tyre/tread-rules.js";
import { newTyreEvent, type TyreEvent, type TyreMove, tyreEventCreateSchema } from "../tyre/tyre-event.js";
import { newTyreSet, tyreSetCreateSchema } from "../tyre/tyre-set.js";
import { type Currency, type DistanceUnit, distanceToKm } from "../units/units.js";
import type { VehicleType } from "../vehicle/catalog.js";
import type { Vehicle } from "../vehicle/vehicle.js";
import type { ImportedFitting, ImportedReading, ImportedTyreSet, SourcePlace } from "./imported.js";
import { issueKey } from "./issue-key.js";
import type { RestoredTyres } from "./restored-details.js";
import { sizeInText } from "./tyre-text.js";

/** The positions an axle of a rival's set takes: May's "front", "rear" or "all"; a truck's rear axle on duals. */
const axlePositions: Record<"car" | "twoWheels" | "heavy", Record<"front" | "rear", readonly TyrePosition[]>> = {
  car: { front: ["frontLeft", "frontRight"], rear: ["rearLeft", "rearRight"] },
  twoWheels: { front: ["front"], rear: ["rear"] },
  heavy: {
    front: ["axle1Left", "axle1Right"],
    rear: ["axle2LeftOuter", "axle2LeftInner", "axle2RightInner", "axle2RightOuter"],
  },
};
const layoutOf = (type: VehicleType) =>
  type === "car" ? "car" : type === "moto" || type === "bicycle" ? "twoWheels" : "heavy";

function positionsOf(axle: ImportedFitting["axle"], type: VehicleType): readonly TyrePosition[] {
  const layout = axlePositions[layoutOf(type)];
  return axle === "all" ? [...layout.front, ...layout.rear] : layout[axle];
}

/** A refused set or change, for the preview's list of rows that break a rule. */
export interface RefusedTyreRow extends SourcePlace {
  date: string;
  key: MessageKey;
  conflict?: MileageConflict | undefined;
}

export interface RivalTyresContext {
  vehicle: Vehicle;
  distanceUnit: DistanceUnit;
  currency: Currency;
  authorId: string;
  now: string;
  newId: () => string;
  /** The timeline as the entries of the import left it: a change's km must fit it as any entry's. */
  neighboursAt: (date: string) => TimelineNeighbours;
  /** The last reading of the import, where a set "on" since a moment the file does not say goes on. */
  latest: { date: string; km: number };
}

interface Change {
  date: string;
  km: number;
  moves: TyreMove[];
  place: SourcePlace;
}

/** Name and size of a rival's set: the size field, else a size written in its name or notes. */
function nameAndSize(imported: ImportedTyreSet): { name: string; size: string } | null {
  if (imported.size.trim() !== "") {
    const size = parseTyreSize(imported.size);
    return size ? { name: imported.name, size: imported.size } : null;
  }
  const inName = sizeInText(imported.name);
  if (inName) return { name: inName.rest, size: inName.size };
  const inNotes = sizeInText(imported.notes);
  return inNotes ? { name: imported.name, size: inNotes.size } : null;
}

/**
 * Another app's tyre sets on a vehicle the import creates, as the mutations that make them: each
 * set with a tyre per position it was fitted at (t1, t2, …), and its stretches on the vehicle as
 * changes at their readings. Changes at one date and km are one change (May takes the set on off
 * as it fits the next: one swap); each is checked as the mutators check a typed one, against the
 * tyres' places and the vehicle's timeline, and a set with no size Odo can read is left out; both
 * are listed, never dropped silently.
 */
export function rivalTyres(
  imported: readonly ImportedTyreSet[],
  context: RivalTyresContext,
): { tyres: RestoredTyres; refused: RefusedTyreRow[] } {
  const { vehicle } = context;
  const tyres: RestoredTyres = { sets: [], events: [], readings: [] };
  const refused: RefusedTyreRow[] = [];
  const madeBy = { vehicleId: vehicle._id, authorId: context.authorId, now: context.now };
  const kmOf = (reading: ImportedReading) => roundTo(distanceToKm(reading.odometer, context.distanceUnit), 0);
  const changes = new Map<string, Change>();
  const change = (at: { date: string; km: number }, place: SourcePlace, moves: TyreMove[]) => {
    const key = `${at.date}|${at.km}`;
    const found = changes.get(key) ?? { ...at, moves: [], place };
    found.moves.push(...moves);
    changes.set(key, found);
  };
  const treads: { setId: string; keys: string[]; treadMm: number }[] = [];
  for (const [index, set] of imported.entries()) {
    const refuse = (key: MessageKey) =>
      refused.push({ file: set.file, line: set.line, date: set.boughtOn ?? context.latest.date, key });
    // A vehicle keeps so many sets: those past it are listed, as any row refused.
    if (index >= tyreLimits.setsPerVehicle) {
      refuse("numberTooLarge");
      continue;
    }
    const made = madeSet(set, context);
    if ("refusal" in made) {
      refuse(made.refusal);
      continue;
    }
    tyres.sets.push(made.planned);
    const setId = made.planned.create._id;
    const place = { file: set.file, line: set.line };
    for (const fitting of set.fitted) {
      // Every position of the fitting has its tyre: the set's tyres were made from its fittings.
      const moves = (putOn: boolean) =>
        positionsOf(fitting.axle, vehicle.vehicleType).map((position) => ({
          set: setId,
          tyre: made.keyAt.get(position) as string,
          to: putOn ? position : null,
        }));
      const on = fitting.on ? { date: fitting.on.date, km: kmOf(fitting.on) } : context.latest;
      change(on, place, moves(true));
      if (fitting.off) change({ date: fitting.off.date, km: kmOf(fitting.off) }, place, moves(false));
    }
    if (set.treadMm !== undefined) treads.push({ setId, keys: [...made.keyAt.values()], treadMm: set.treadMm });
  }
  const accepted: TyreEvent[] = [];
  const ordered = [...changes.values()].sort((a, b) => a.date.localeCompare(b.date) || a.km - b.km);
  for (const { date, km, moves, place } of ordered) {
    const parsed = tyreEventCreateSchema.safeParse({ date, km, moves, notes: "" });
    if (!parsed.success) {
      refused.push({ ...place, date, key: issueKey(parsed.error) });
      continue;
    }
    const create = { ...parsed.data, _id: context.newId() };
    const event = newTyreEvent(parsed.data, { ...madeBy, _id: create._id });
    const conflict = mileageConflict(km, context.neighboursAt(date));
    const [misfit] = tyreEventConflicts(event, accepted);
    if (conflict || misfit) {
      refused.push({ ...place, date, key: conflict ? "invalidMileage" : (misfit as MoveConflict).key, conflict });
      continue;
    }
    accepted.push(event);
    tyres.events.push({ create, event });
  }
  tyres.readings = treadAtLatest(treads, tyreFitment(accepted), madeBy, context);
  return { tyres, refused };
}

/**
 * A rival's set as Odo's: a tyre per position it was fitted at ("t1", "t2", … in the vehicle's
 * order; all of them when it was never fitted), or why it cannot be one.
 */
function madeSet(
  imported: ImportedTyreSet,
  context: RivalTyresContext,
): { planned: RestoredTyres["sets"][number]; keyAt: Map<TyrePosition, string> } | { refusal: MessageKey } {
  const { vehicle } = context;
  const named = nameAndSize(imported);
  const size = named && parseTyreSize(named.size);
  if (!named || !size || !sizeFitsVehicle(size, vehicle.vehicleType)) return { refusal: "invalidTyreSize" };
  const fittings = imported.fitted.length > 0 ? imported.fitted : [{ axle: "all" as const }];
  const positions = [...new Set(fittings.flatMap((fitting) => positionsOf(fitting.axle, vehicle.vehicleType)))];
  const keyAt = new Map(positions.map((position, index) => [position, `t${index + 1}`]));
  const parsed = tyreSetCreateSchema.safeParse({
    model: truncate(named.name.replaceAll(/\s+/g, " ").trim(), tyreLimits.brandChars),
    size: named.size,
    season: imported.season,
    tyres: positions.map((position) => ({ key: keyAt.get(position) })),
    price: imported.price === null ? undefined : roundTo(imported.price, 2),
    currency: context.currency,
    boughtOn: imported.boughtOn ?? "",
    notes: truncate(imported.notes, tyreLimits.notesChars),
  });
  if (!parsed.success) return { refusal: issueKey(parsed.error) };
  const create = { ...parsed.data, _id: context.newId() };
  const row = newTyreSet(parsed.data, {
    _id: create._id,
    vehicleId: vehicle._id,
    authorId: context.authorId,
    now: context.now,
    currency: context.currency,
  });
  return { planned: { create, retired: imported.retired, set: { ...row, retired: imported.retired } }, keyAt };
}

/** A tread a file gives without a date: every tyre of its set, measured at the last reading of the import. */
function treadAtLatest(
  treads: readonly { setId: string; keys: string[]; treadMm: number }[],
  fitment: Fitment,
  made: { vehicleId: string; authorId: string; now: string },
  context: RivalTyresContext,
): RestoredTyres["readings"] {
  const placeOf = new Map([...fitment.mounted].map(([position, tyre]) => [tyre, position]));
  return treads.flatMap(({ setId, keys, treadMm }) => {
    const depths = keys.map((tyre) => ({
      set: setId,
      tyre,
      position: placeOf.get(`${setId}/${tyre}`) ?? null,
      treadMm,
    }));
    const mounted = depths.some((depth) => depth.position !== null);
    const parsed = treadReadingCreateSchema.safeParse({
      date: context.latest.date,
      // A reading of the odometer only where the set was on: a stored set's tread is no reading.
      km: mounted ? context.latest.km : undefined,
      depths,
      notes: "",
    });
    if (!parsed.success) return [];
    const create = { ...parsed.data, _id: context.newId() };
    return [{ create, reading: newTreadReading(parsed.data, { ...made, _id: create._id }) }];
  });
}
