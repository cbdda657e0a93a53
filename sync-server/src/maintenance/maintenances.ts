import {
  capabilitiesByRole,
  createMaintenance,
  type ListItem,
  latestListItems,
  type Maintenance,
  type MaintenanceCreate,
  type MaintenanceStats,
  type MaintenanceUpdate,
  maintenanceStats,
  seesKind,
  deleteMaintenance as sharedDelete,
  updateMaintenance as sharedUpdate,
} from "@odo/domain";
import { desc, eq } from "drizzle-orm";
import { firstRow } from "../db/first-row.js";
import { maintenances } from "../db/schema.js";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import type { Requester } from "../requester.js";
import { vehicleAccess, vehicleWith } from "../store/access.js";
import { type AccessRole, maintenanceAs } from "../store/audience.js";
import { runMutator } from "../store/run-mutator.js";
import { vehicleHistory } from "../store/vehicle-history.js";
import { maintenanceView } from "../store/views.js";

/** `POST /maintenances/{vehicleId}`: the shared `maintenance.create`. */
export function addMaintenance(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  input: MaintenanceCreate,
): Promise<Maintenance> {
  return runMutator(deps, actor, createMaintenance, { vehicleId, maintenance: input });
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
    seesKind(role, "refuel") ? history.refuels : [],
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

/** `PATCH /maintenances/{id}`: the shared `maintenance.update`, replied as the editor may see it. */
export async function updateMaintenance(
  deps: AppDeps,
  actor: Requester,
  maintenanceId: string,
  patch: MaintenanceUpdate,
): Promise<Maintenance> {
  const { row, role } = await runMutator(deps, actor, sharedUpdate, { _id: maintenanceId, patch });
  return maintenanceAs(row, { userId: actor.id, role: role ?? "owner" });
}

/** `DELETE /maintenances/{id}`: the shared `maintenance.delete`. */
export function deleteMaintenance(deps: AppDeps, actor: Requester, maintenanceId: string): Promise<void> {
  return runMutator(deps, actor, sharedDelete, { _id: maintenanceId });
}
