import type { HeldVehicle, ReadAhead, TimelineEntry } from "@odo/domain";
import type { Db } from "../db/connection.js";
import type { Requester } from "../requester.js";
import { type AudienceMember, audienceOf } from "./audience.js";
import { sharesOfVehicles, vehiclesById } from "./repository.js";
import { readingsAround } from "./timeline.js";
import { vehicleView } from "./views.js";

/** What a batch's mutations read first, read for all of them at once. */
export interface ReadBatch {
  /** The vehicles the actor may reach, with their role on each. */
  vehicles: Map<string, HeldVehicle>;
  /** Who sees each of those vehicles. */
  audiences: Map<string, AudienceMember[]>;
  timeline: TimelineAhead;
}

/**
 * The vehicles a batch's mutations name (`Mutator.readAhead`), their audiences and the stored
 * readings around each reading they will place: three or four queries for the batch, where each
 * mutation alone would take as many. A vehicle the actor cannot reach is left out, so its
 * mutation reads it (and is refused) as it would have alone.
 */
export async function readBatch(db: Db, actor: Requester, wants: readonly ReadAhead[]): Promise<ReadBatch> {
  const ids = [...new Set(wants.map((want) => want.vehicleId))];
  const [rows, shares] = await Promise.all([vehiclesById(db, ids), sharesOfVehicles(db, ids)]);
  const vehicles = new Map<string, HeldVehicle>();
  const audiences = new Map<string, AudienceMember[]>();
  for (const row of rows) {
    const grants = shares.filter((share) => share.vehicleId === row.id);
    const role = row.ownerId === actor.id ? "owner" : grants.find((share) => share.userId === actor.id)?.role;
    if (!role) continue;
    vehicles.set(row.id, { vehicle: vehicleView(row), role });
    audiences.set(row.id, audienceOf(row.ownerId, grants));
  }
  const places = [
    ...new Map(
      wants.flatMap((want) =>
        want.readingDate !== undefined && vehicles.has(want.vehicleId)
          ? [[`${want.vehicleId} ${want.readingDate}`, { vehicleId: want.vehicleId, date: want.readingDate }]]
          : [],
      ),
    ).values(),
  ];
  const around = await readingsAround(db, places);
  const timeline = new TimelineAhead();
  for (const [index, place] of places.entries()) timeline.read(place.vehicleId, place.date, around[index] ?? []);
  return { vehicles, audiences, timeline };
}

/**
 * Stored readings read ahead, per vehicle and date, and the entries the unit has added to each
 * vehicle since: together they are what a query run now would find around that date. An edit or
 * a delete on a vehicle makes what was read about it stale; it is then read again when asked.
 */
export class TimelineAhead {
  readonly #around = new Map<string, Map<string, readonly TimelineEntry[]>>();
  readonly #added = new Map<string, TimelineEntry[]>();

  read(vehicleId: string, date: string, readings: readonly TimelineEntry[]): void {
    const dates = this.#around.get(vehicleId) ?? new Map<string, readonly TimelineEntry[]>();
    dates.set(date, readings);
    this.#around.set(vehicleId, dates);
    this.#added.set(vehicleId, []);
  }

  /** The readings around `date` in the vehicle's history as it now stands; undefined if not read. */
  readingsAt(vehicleId: string, date: string): TimelineEntry[] | undefined {
    const around = this.#around.get(vehicleId)?.get(date);
    return around && [...around, ...(this.#added.get(vehicleId) ?? [])];
  }

  added(vehicleId: string, entry: TimelineEntry): void {
    this.#added.get(vehicleId)?.push(entry);
  }

  forget(vehicleId: string): void {
    this.#around.delete(vehicleId);
    this.#added.delete(vehicleId);
  }
}
