import { newRefuel, type Refuel, type RefuelCreate, refuelRefusal } from "@odo/domain";
import { desc, eq } from "drizzle-orm";
import { refuels, vehicles } from "../db/schema.js";
import { transaction } from "../db/transaction.js";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import { newId } from "../ids.js";
import type { Requester } from "../users/profile.js";
import { seesHistoryOf, vehicleWith } from "./access.js";
import { publishRefuel, retractRow, vehicleAudience } from "./audience.js";
import { accountSettings, insertRefuel, refuelExists } from "./garage-repository.js";
import { moveOdometer } from "./odometer.js";
import { refuelRow, refuelView, vehicleView } from "./views.js";

function countryOf(deps: AppDeps, userId: string) {
  return accountSettings(deps.db, userId)?.country ?? "none";
}

/**
 * `POST /refuels/{vehicleId}` and `refuel.create`: cars and motos only, a station from the
 * refueller's country list; a higher km reading moves the odometer forward.
 */
export function addRefuel(deps: AppDeps, actor: Requester, vehicleId: string, input: RefuelCreate): Refuel {
  return transaction(deps.db, () => {
    const { vehicle } = vehicleWith(deps.db, actor, vehicleId, "viewRefuels");
    const refusal = refuelRefusal(input, { vehicleType: vehicle.vehicleType, country: countryOf(deps, actor.id) });
    if (refusal) throw new ApiError("VALIDATION_FAILED", refusal.key);
    const now = deps.clock();
    const id = input._id ?? newId(now);
    if (refuelExists(deps.db, id)) throw new ApiError("ID_ALREADY_USED");
    const refuel = newRefuel(input, {
      _id: id,
      vehicleId,
      authorId: actor.id,
      vehicleFuel: vehicle.energyType,
      now: now.toISOString(),
    });
    insertRefuel(deps.db, refuelRow(refuel));
    const audience = vehicleAudience(deps.db, vehicle);
    publishRefuel(deps.db, vehicle, refuel, audience);
    moveOdometer(deps.db, vehicle, refuel.displacement, now.toISOString(), audience);
    return refuel;
  });
}

/** A vehicle's refuels, newest first; none is a 404 (SPEC §8). */
export function listRefuels(deps: AppDeps, actor: Requester, vehicleId: string): Refuel[] {
  vehicleWith(deps.db, actor, vehicleId, "viewRefuels");
  const rows = deps.db.select().from(refuels).where(eq(refuels.vehicleId, vehicleId)).orderBy(desc(refuels.date)).all();
  if (rows.length === 0) throw new ApiError("REFUELS_NOT_FOUND");
  return rows.map(refuelView);
}

export function refuelDetail(deps: AppDeps, actor: Requester, vehicleId: string, refuelId: string): Refuel {
  vehicleWith(deps.db, actor, vehicleId, "viewRefuels");
  const row = deps.db.select().from(refuels).where(eq(refuels.id, refuelId)).get();
  if (!row || row.vehicleId !== vehicleId) throw new ApiError("REFUEL_NOT_FOUND");
  return refuelView(row);
}

/** `DELETE /refuels/{id}` and `refuel.delete`: admins only; someone else's row is a 404. */
export function deleteRefuel(deps: AppDeps, actor: Requester, refuelId: string): void {
  transaction(deps.db, () => {
    const found = deps.db
      .select({ refuel: refuels, vehicle: vehicles })
      .from(refuels)
      .innerJoin(vehicles, eq(vehicles.id, refuels.vehicleId))
      .where(eq(refuels.id, refuelId))
      .get();
    if (!found || !(actor.role === "admin" || seesHistoryOf(deps.db, actor, found.vehicle, "viewRefuels"))) {
      throw new ApiError("REFUEL_NOT_FOUND");
    }
    if (actor.role !== "admin") throw new ApiError("FORBIDDEN");
    deps.db.delete(refuels).where(eq(refuels.id, refuelId)).run();
    retractRow(deps.db, vehicleView(found.vehicle), "refuel", refuelId);
  });
}
