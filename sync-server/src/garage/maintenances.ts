import {
  capabilitiesByRole,
  type ListItem,
  latestListItems,
  type Maintenance,
  type MaintenanceCreate,
  type MaintenanceStats,
  maintenanceRefusal,
  maintenanceStats,
  newMaintenance,
} from "@odo/domain";
import { desc, eq } from "drizzle-orm";
import { maintenances, vehicles } from "../db/schema.js";
import { transaction } from "../db/transaction.js";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import { newId } from "../ids.js";
import type { Requester } from "../users/profile.js";
import { seesHistoryOf, vehicleAccess, vehicleWith } from "./access.js";
import {
  type AccessRole,
  canSeeHistory,
  maintenanceAs,
  publishMaintenance,
  retractRow,
  vehicleAudience,
} from "./audience.js";
import { insertMaintenance, maintenanceExists } from "./garage-repository.js";
import { currentKm, moveOdometer } from "./odometer.js";
import { vehicleHistory } from "./vehicles.js";
import { maintenanceRow, maintenanceView, vehicleView } from "./views.js";

/**
 * `POST /maintenances/{vehicleId}` and `maintenance.create`: checked against the vehicle's type
 * and odometer (SPEC §5), stored, and a higher km reading moves the odometer forward.
 */
export function addMaintenance(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  input: MaintenanceCreate,
): Maintenance {
  return transaction(deps.db, () => {
    const { vehicle } = vehicleWith(deps.db, actor, vehicleId, "addMaintenance");
    const refusal = maintenanceRefusal(input, {
      vehicleType: vehicle.vehicleType,
      currentKm: currentKm(deps.db, vehicle),
    });
    if (refusal) throw new ApiError("VALIDATION_FAILED", refusal.key);
    const now = deps.clock();
    const id = input._id ?? newId(now);
    if (maintenanceExists(deps.db, id)) throw new ApiError("ID_ALREADY_USED");
    const maintenance = newMaintenance(input, { _id: id, vehicleId, authorId: actor.id, now: now.toISOString() });
    insertMaintenance(deps.db, maintenanceRow(maintenance));
    const audience = vehicleAudience(deps.db, vehicle);
    publishMaintenance(deps.db, vehicle, maintenance, audience);
    moveOdometer(deps.db, vehicle, maintenance.kms, now.toISOString(), audience);
    return maintenance;
  });
}

/** The newest `quantity` items of a vehicle's history, maintenances and refuels together. */
export function latestItems(deps: AppDeps, actor: Requester, vehicleId: string, quantity: number): ListItem[] {
  const { role } = vehicleWith(deps.db, actor, vehicleId, "viewMaintenance");
  const history = vehicleHistory(deps.db, vehicleId);
  const viewer = { userId: actor.id, role };
  return latestListItems(
    history.maintenances.map((maintenance) => maintenanceAs(maintenance, viewer)),
    canSeeHistory(role, "viewRefuels") ? history.refuels : [],
    quantity,
  );
}

/** The newest `quantity` maintenances (services); none is a 404 (SPEC §8). */
export function latestServices(deps: AppDeps, actor: Requester, vehicleId: string, quantity: number): Maintenance[] {
  const { role } = vehicleWith(deps.db, actor, vehicleId, "viewMaintenance");
  const rows = deps.db
    .select()
    .from(maintenances)
    .where(eq(maintenances.vehicleId, vehicleId))
    .orderBy(desc(maintenances.date))
    .limit(quantity)
    .all();
  if (rows.length === 0) throw new ApiError("SERVICES_NOT_FOUND");
  return rows.map((row) => maintenanceAs(maintenanceView(row), { userId: actor.id, role }));
}

/** SPEC §7 returns the detail as a list: one item, or none when it is not this vehicle's. */
export function maintenanceDetail(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  maintenanceId: string,
): Maintenance[] {
  const { role } = vehicleWith(deps.db, actor, vehicleId, "viewMaintenance");
  const row = deps.db.select().from(maintenances).where(eq(maintenances.id, maintenanceId)).get();
  return row && row.vehicleId === vehicleId ? [maintenanceAs(maintenanceView(row), { userId: actor.id, role })] : [];
}

export function vehicleStats(deps: AppDeps, actor: Requester, vehicleId: string, timeZone: string): MaintenanceStats {
  let role: AccessRole;
  try {
    role = vehicleAccess(deps.db, actor, vehicleId).role;
  } catch {
    throw new ApiError("STATS_NOT_FOUND");
  }
  if (!capabilitiesByRole[role].viewSpending) throw new ApiError("FORBIDDEN");
  const history = vehicleHistory(deps.db, vehicleId);
  return maintenanceStats(history.maintenances, history.refuels, deps.clock(), timeZone);
}

/**
 * `DELETE /maintenances/{id}` and `maintenance.delete`: admins only (SPEC §6). A row the actor
 * cannot see is a 404 for a non-admin, so the refusal never confirms it exists.
 */
export function deleteMaintenance(deps: AppDeps, actor: Requester, maintenanceId: string): void {
  transaction(deps.db, () => {
    const found = deps.db
      .select({ maintenance: maintenances, vehicle: vehicles })
      .from(maintenances)
      .innerJoin(vehicles, eq(vehicles.id, maintenances.vehicleId))
      .where(eq(maintenances.id, maintenanceId))
      .get();
    if (!found || !(actor.role === "admin" || seesHistoryOf(deps.db, actor, found.vehicle, "viewMaintenance"))) {
      throw new ApiError("SERVICES_NOT_FOUND");
    }
    if (actor.role !== "admin") throw new ApiError("FORBIDDEN");
    deps.db.delete(maintenances).where(eq(maintenances.id, maintenanceId)).run();
    retractRow(deps.db, vehicleView(found.vehicle), "maintenance", maintenanceId);
  });
}
