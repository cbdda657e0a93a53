import {
  capabilitiesByRole,
  type ListItem,
  latestListItems,
  type Maintenance,
  type MaintenanceCreate,
  type MaintenanceStats,
  type MaintenanceUpdate,
  maintenanceRefusal,
  maintenanceStats,
  newMaintenance,
  patchedMaintenance,
  withMaintenanceFields,
} from "@odo/domain";
import { desc, eq } from "drizzle-orm";
import { firstRow } from "../db/first-row.js";
import { maintenances, vehicles } from "../db/schema.js";
import type { AppDeps } from "../deps.js";
import { ApiError, accepted } from "../errors.js";
import { newId } from "../ids.js";
import type { Requester } from "../requester.js";
import { roleOf, vehicleAccess, vehicleWith } from "./access.js";
import {
  type AccessRole,
  canSeeHistory,
  maintenanceAs,
  publishMaintenance,
  retractRow,
  vehicleAudience,
} from "./audience.js";
import { entryToChange } from "./entries.js";
import { authorCurrency, insertMaintenance, maintenanceExists, shopNameOf } from "./garage-repository.js";
import { moveOdometer, settleOdometer } from "./odometer.js";
import { neighboursAt } from "./timeline.js";
import { vehicleHistory } from "./vehicles.js";
import { maintenanceRow, maintenanceView } from "./views.js";

/**
 * `POST /maintenances/{vehicleId}` and `maintenance.create`: checked against the vehicle's type
 * and odometer (SPEC §5), stored, and a higher km reading moves the odometer forward.
 */
export async function addMaintenance(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  input: MaintenanceCreate,
): Promise<Maintenance> {
  const { vehicle, role } = await vehicleWith(deps.db, actor, vehicleId, "addMaintenance");
  const neighbours = await neighboursAt(deps.db, vehicle, input.date);
  const refusal = maintenanceRefusal(input, {
    vehicleType: vehicle.vehicleType,
    neighboursAt: () => neighbours,
  });
  if (refusal) throw new ApiError("VALIDATION_FAILED", refusal.key);
  const now = deps.clock();
  const id = input._id ?? newId(now);
  if (await maintenanceExists(deps.db, id)) throw new ApiError("ID_ALREADY_USED");
  const maintenance = newMaintenance(input, {
    _id: id,
    vehicleId,
    authorId: actor.id,
    currency: await authorCurrency(deps.db, actor.id),
    now: now.toISOString(),
    loggedByShop: role === "workshop" ? await shopNameOf(deps.db, actor.id) : null,
  });
  await insertMaintenance(deps.db, maintenanceRow(maintenance));
  const audience = await vehicleAudience(deps.db, vehicle);
  await publishMaintenance(deps.db, vehicle, maintenance, audience);
  await moveOdometer(deps.db, vehicle, maintenance.kms, now.toISOString(), audience);
  return maintenance;
}

/** The newest `quantity` items of a vehicle's history, maintenances and refuels together. */
export async function latestItems(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  quantity: number,
): Promise<ListItem[]> {
  const { role } = await vehicleWith(deps.db, actor, vehicleId, "viewMaintenance");
  const history = await vehicleHistory(deps.db, vehicleId);
  const viewer = { userId: actor.id, role };
  return latestListItems(
    history.maintenances.map((maintenance) => maintenanceAs(maintenance, viewer)),
    canSeeHistory(role, "viewRefuels") ? history.refuels : [],
    quantity,
  );
}

/** The newest `quantity` maintenances (services); none is a 404 (SPEC §8). */
export async function latestServices(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  quantity: number,
): Promise<Maintenance[]> {
  const { role } = await vehicleWith(deps.db, actor, vehicleId, "viewMaintenance");
  const rows = await deps.db
    .select()
    .from(maintenances)
    .where(eq(maintenances.vehicleId, vehicleId))
    .orderBy(desc(maintenances.date))
    .limit(quantity);
  if (rows.length === 0) throw new ApiError("SERVICES_NOT_FOUND");
  return rows.map((row) => maintenanceAs(maintenanceView(row), { userId: actor.id, role }));
}

/** SPEC §7 returns the detail as a list: one item, or none when it is not this vehicle's. */
export async function maintenanceDetail(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  maintenanceId: string,
): Promise<Maintenance[]> {
  const { role } = await vehicleWith(deps.db, actor, vehicleId, "viewMaintenance");
  const row = firstRow(await deps.db.select().from(maintenances).where(eq(maintenances.id, maintenanceId)));
  return row && row.vehicleId === vehicleId ? [maintenanceAs(maintenanceView(row), { userId: actor.id, role })] : [];
}

export async function vehicleStats(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  timeZone: string,
): Promise<MaintenanceStats> {
  let role: AccessRole;
  try {
    role = (await vehicleAccess(deps.db, actor, vehicleId)).role;
  } catch {
    throw new ApiError("STATS_NOT_FOUND");
  }
  if (!capabilitiesByRole[role].viewSpending) throw new ApiError("FORBIDDEN");
  const history = await vehicleHistory(deps.db, vehicleId);
  return maintenanceStats(history.maintenances, history.refuels, deps.clock(), timeZone);
}

async function maintenanceWithVehicle(deps: AppDeps, maintenanceId: string) {
  const found = firstRow(
    await deps.db
      .select({ entry: maintenances, vehicle: vehicles })
      .from(maintenances)
      .innerJoin(vehicles, eq(vehicles.id, maintenances.vehicleId))
      .where(eq(maintenances.id, maintenanceId)),
  );
  return found && { ...found, maintenance: maintenanceView(found.entry) };
}

/**
 * `PATCH /maintenances/{id}` and `maintenance.update`: the owner's edit of any maintenance, a
 * workshop's or customer's of their own. The result passes every rule of a new entry, its km fits
 * the timeline without its old reading, and the odometer follows.
 */
export async function updateMaintenance(
  deps: AppDeps,
  actor: Requester,
  maintenanceId: string,
  patch: MaintenanceUpdate,
): Promise<Maintenance> {
  const found = await entryToChange(
    deps.db,
    actor,
    "maintenance",
    await maintenanceWithVehicle(deps, maintenanceId),
    "edit",
  );
  const { owned: vehicle, maintenance: before } = found;
  const fields = accepted(patchedMaintenance(before, patch));
  const neighbours = await neighboursAt(deps.db, vehicle, fields.date, { _id: before._id, km: before.kms });
  const refusal = maintenanceRefusal(fields, {
    vehicleType: vehicle.vehicleType,
    neighboursAt: () => neighbours,
  });
  if (refusal) throw new ApiError("VALIDATION_FAILED", refusal.key);
  const next = withMaintenanceFields(before, fields);
  await deps.db.update(maintenances).set(maintenanceRow(next)).where(eq(maintenances.id, maintenanceId));
  const audience = await vehicleAudience(deps.db, vehicle);
  await publishMaintenance(deps.db, vehicle, next, audience);
  await settleOdometer(deps.db, vehicle, before.kms, deps.clock().toISOString(), audience);
  return maintenanceAs(next, { userId: actor.id, role: (await roleOf(deps.db, actor, found.vehicle)) ?? "owner" });
}

/**
 * `DELETE /maintenances/{id}` and `maintenance.delete`: the owner, the workshop or customer who
 * wrote it, or an admin (SPEC §6). A row the actor cannot see is a 404, so the refusal never
 * confirms it exists. The odometer moves back if this entry's reading held it.
 */
export async function deleteMaintenance(deps: AppDeps, actor: Requester, maintenanceId: string): Promise<void> {
  const found = await entryToChange(
    deps.db,
    actor,
    "maintenance",
    await maintenanceWithVehicle(deps, maintenanceId),
    "delete",
  );
  await deps.db.delete(maintenances).where(eq(maintenances.id, maintenanceId));
  await retractRow(deps.db, found.owned, "maintenance", maintenanceId);
  await settleOdometer(deps.db, found.owned, found.maintenance.kms, deps.clock().toISOString());
}
