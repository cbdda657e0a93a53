import { ApiError } from "../errors/api-error.js";
import { type Capabilities, capabilitiesByRole, mayChangeEntry } from "../share/roles.js";
import type { EntryKind, HeldRow, HeldVehicle, MutationContext, MutationStore } from "./mutation-store.js";

/**
 * The vehicle, once the actor's role on it allows `capability` (SPEC §6). Someone without access
 * gets a 404, so a refusal never confirms that a vehicle exists; a role that may not, a 403.
 */
export async function vehicleWith(
  store: MutationStore,
  vehicleId: string,
  capability: keyof Capabilities | null,
): Promise<HeldVehicle> {
  const held = await store.vehicleAccess(vehicleId);
  if (!held) throw new ApiError("VEHICLE_NOT_FOUND");
  if (capability && !capabilitiesByRole[held.role][capability]) throw new ApiError("FORBIDDEN");
  return held;
}

const notFound = { maintenance: "SERVICES_NOT_FOUND", refuel: "REFUEL_NOT_FOUND" } as const;
const seeing = { maintenance: "viewMaintenance", refuel: "viewRefuels" } as const;

/**
 * A maintenance or refuel the actor is about to edit or delete, once they may: the owner, any
 * entry; a workshop or customer, their own; an admin may delete any. Someone who cannot see the
 * entry gets a 404, so a refusal never confirms it exists; someone who sees it but may not change
 * it, a 403.
 */
export async function entryToChange<K extends EntryKind>(
  store: MutationStore,
  kind: K,
  id: string,
  change: "edit" | "delete",
  context: MutationContext,
): Promise<HeldRow<K>> {
  const held = await store.row(kind, id);
  const role = held?.role;
  const sees = role !== undefined && capabilitiesByRole[role][seeing[kind]];
  if (!held || !(sees || context.isAdmin)) throw new ApiError(notFound[kind]);
  const allowed =
    (context.isAdmin && change === "delete") ||
    (role !== undefined && mayChangeEntry(role, held.row, context.actorId, change));
  if (!allowed) throw new ApiError("FORBIDDEN");
  return held;
}
