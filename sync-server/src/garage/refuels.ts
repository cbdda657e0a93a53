import {
  newRefuel,
  patchedRefuel,
  type Refuel,
  type RefuelCreate,
  type RefuelUpdate,
  refuelRefusal,
  withRefuelFields,
} from "@odo/domain";
import { desc, eq } from "drizzle-orm";
import { firstRow } from "../db/first-row.js";
import { refuels, vehicles } from "../db/schema.js";
import type { AppDeps } from "../deps.js";
import { ApiError, accepted } from "../errors.js";
import { newId } from "../ids.js";
import type { Requester } from "../requester.js";
import { vehicleWith } from "./access.js";
import { publishRefuel, retractRow, vehicleAudience } from "./audience.js";
import { entryToChange } from "./entries.js";
import { accountSettings, authorCurrency, insertRefuel, refuelExists } from "./garage-repository.js";
import { moveOdometer, settleOdometer } from "./odometer.js";
import { neighboursAt } from "./timeline.js";
import { refuelRow, refuelView } from "./views.js";

async function countryOf(deps: AppDeps, userId: string) {
  return (await accountSettings(deps.db, userId))?.country ?? "none";
}

/** 0 is "no reading" (SPEC §3), so it holds no place on the odometer timeline. */
const readingOf = (refuel: Pick<Refuel, "displacement">) => (refuel.displacement > 0 ? refuel.displacement : null);

/**
 * `POST /refuels/{vehicleId}` and `refuel.create`: vehicles with a tank only, a station from the
 * refueller's country list, a reading that fits the timeline; a higher one moves the odometer.
 */
export async function addRefuel(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  input: RefuelCreate,
): Promise<Refuel> {
  const { vehicle } = await vehicleWith(deps.db, actor, vehicleId, "viewRefuels");
  const neighbours = await neighboursAt(deps.db, vehicle, input.date);
  const refusal = refuelRefusal(input, {
    vehicleType: vehicle.vehicleType,
    country: await countryOf(deps, actor.id),
    neighboursAt: () => neighbours,
  });
  if (refusal) throw new ApiError("VALIDATION_FAILED", refusal.key);
  const now = deps.clock();
  const id = input._id ?? newId(now);
  if (await refuelExists(deps.db, id)) throw new ApiError("ID_ALREADY_USED");
  const refuel = newRefuel(input, {
    _id: id,
    vehicleId,
    authorId: actor.id,
    vehicleFuel: vehicle.energyType,
    currency: await authorCurrency(deps.db, actor.id),
    now: now.toISOString(),
  });
  await insertRefuel(deps.db, refuelRow(refuel));
  const audience = await vehicleAudience(deps.db, vehicle);
  await publishRefuel(deps.db, vehicle, refuel, audience);
  await moveOdometer(deps.db, vehicle, refuel.displacement, now.toISOString(), audience);
  return refuel;
}

/** A vehicle's refuels, newest first; none is a 404 (SPEC §8). */
export async function listRefuels(deps: AppDeps, actor: Requester, vehicleId: string): Promise<Refuel[]> {
  await vehicleWith(deps.db, actor, vehicleId, "viewRefuels");
  const rows = await deps.db.select().from(refuels).where(eq(refuels.vehicleId, vehicleId)).orderBy(desc(refuels.date));
  if (rows.length === 0) throw new ApiError("REFUELS_NOT_FOUND");
  return rows.map(refuelView);
}

export async function refuelDetail(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  refuelId: string,
): Promise<Refuel> {
  await vehicleWith(deps.db, actor, vehicleId, "viewRefuels");
  const row = firstRow(await deps.db.select().from(refuels).where(eq(refuels.id, refuelId)));
  if (!row || row.vehicleId !== vehicleId) throw new ApiError("REFUEL_NOT_FOUND");
  return refuelView(row);
}

async function refuelWithVehicle(deps: AppDeps, refuelId: string) {
  const found = firstRow(
    await deps.db
      .select({ entry: refuels, vehicle: vehicles })
      .from(refuels)
      .innerJoin(vehicles, eq(vehicles.id, refuels.vehicleId))
      .where(eq(refuels.id, refuelId)),
  );
  return found && { ...found, refuel: refuelView(found.entry) };
}

/**
 * `PATCH /refuels/{id}` and `refuel.update`: the owner's edit (only the owner sees refuels). The
 * result passes every rule of a new refuel, its reading fits the timeline without its old one,
 * and the odometer follows.
 */
export async function updateRefuel(
  deps: AppDeps,
  actor: Requester,
  refuelId: string,
  patch: RefuelUpdate,
): Promise<Refuel> {
  const found = await entryToChange(deps.db, actor, "refuel", await refuelWithVehicle(deps, refuelId), "edit");
  const { owned: vehicle, refuel: before } = found;
  const fields = accepted(patchedRefuel(before, patch));
  const neighbours = await neighboursAt(deps.db, vehicle, fields.date, { _id: before._id, km: readingOf(before) });
  const refusal = refuelRefusal(fields, {
    vehicleType: vehicle.vehicleType,
    country: await countryOf(deps, actor.id),
    neighboursAt: () => neighbours,
  });
  // A station chosen before the owner moved country stays valid on the entry it was logged with.
  if (refusal && !(refusal.key === "unknownGasStation" && fields.gasStation.name === before.gasStation.name)) {
    throw new ApiError("VALIDATION_FAILED", refusal.key);
  }
  const next = withRefuelFields(before, fields);
  await deps.db.update(refuels).set(refuelRow(next)).where(eq(refuels.id, refuelId));
  const audience = await vehicleAudience(deps.db, vehicle);
  await publishRefuel(deps.db, vehicle, next, audience);
  await settleOdometer(deps.db, vehicle, readingOf(before), deps.clock().toISOString(), audience);
  return next;
}

/**
 * `DELETE /refuels/{id}` and `refuel.delete`: the owner, or an admin (SPEC §6); someone else's row
 * is a 404. The odometer moves back if this refuel's reading held it.
 */
export async function deleteRefuel(deps: AppDeps, actor: Requester, refuelId: string): Promise<void> {
  const found = await entryToChange(deps.db, actor, "refuel", await refuelWithVehicle(deps, refuelId), "delete");
  await deps.db.delete(refuels).where(eq(refuels.id, refuelId));
  await retractRow(deps.db, found.owned, "refuel", refuelId);
  await settleOdometer(deps.db, found.owned, readingOf(found.refuel), deps.clock().toISOString());
}
