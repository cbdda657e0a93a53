import { ApiError } from "../errors/api-error.js";
import { type Capabilities, capabilitiesByRole, mayChangeEntry } from "../share/roles.js";
import { dateAhead } from "../shared/dates.js";
import { type EntryKind, type RowKind, tableOfKind } from "../shared/synced-kinds.js";
import { legacyCurrency, preferredUnits } from "../units/units.js";
import { notFoundOf, type RowOfKind, seesKind } from "./kind-registry.js";
import type { AuthorSettings, HeldRow, HeldVehicle, MutationContext } from "./mutator.js";
import type { WriteTransaction } from "./write-transaction.js";

/** The vehicle and the actor's role on it; undefined when it is not there or not theirs to see. */
export async function heldVehicle(tx: WriteTransaction, vehicleId: string): Promise<HeldVehicle | undefined> {
  const vehicle = await tx.get("vehicles", vehicleId);
  const role = vehicle && (await tx.roleOn(vehicle));
  return vehicle && role ? { vehicle, role } : undefined;
}

/** A row with its vehicle and the actor's role on that vehicle (undefined without access). */
export async function heldRow<K extends RowKind>(
  tx: WriteTransaction,
  kind: K,
  id: string,
): Promise<HeldRow<K> | undefined> {
  // The table is `kind`'s; TypeScript cannot pair them through the lookup.
  const row = (await tx.get(tableOfKind[kind], id)) as RowOfKind[K] | undefined;
  const vehicle = row && (await tx.get("vehicles", row.vehicle));
  return row && vehicle && { row, vehicle, role: await tx.roleOn(vehicle) };
}

/** What the actor's new entries take when they name none: their currency, and whose stations apply. */
export async function authorSettings(tx: WriteTransaction, context: MutationContext): Promise<AuthorSettings> {
  const author = await tx.get("users", context.actorId);
  return author
    ? { currency: preferredUnits(author).currency, country: author.country }
    : { currency: legacyCurrency, country: "none" };
}

/** The name of the shop the actor runs, if any: a workshop's maintenances carry it. */
export async function shopName(tx: WriteTransaction, context: MutationContext): Promise<string | null> {
  return (await tx.get("users", context.actorId))?.shop?.name ?? null;
}

/**
 * The vehicle, once the actor's role on it allows `capability` (SPEC §6). Someone without access
 * gets a 404, so a refusal never confirms that a vehicle exists; a role that may not, a 403.
 */
export async function vehicleWith(
  tx: WriteTransaction,
  vehicleId: string,
  capability: keyof Capabilities | null,
): Promise<HeldVehicle> {
  const held = await heldVehicle(tx, vehicleId);
  if (!held) throw new ApiError("VEHICLE_NOT_FOUND");
  if (capability && !capabilitiesByRole[held.role][capability]) throw new ApiError("FORBIDDEN");
  return held;
}

/**
 * A maintenance or refuel the actor is about to edit or delete, once they may: the owner, any
 * entry; a workshop or customer, their own; an admin may delete any. Someone who cannot see the
 * entry gets a 404, so a refusal never confirms it exists; someone who sees it but may not change
 * it, a 403.
 */
export async function entryToChange<K extends EntryKind>(
  tx: WriteTransaction,
  kind: K,
  id: string,
  change: "edit" | "delete",
  context: MutationContext,
): Promise<HeldRow<K>> {
  const held = await heldRow(tx, kind, id);
  const role = held?.role;
  const sees = role !== undefined && seesKind(role, kind);
  if (!held || !(sees || context.isAdmin)) throw new ApiError(notFoundOf[kind]);
  const allowed =
    (context.isAdmin && change === "delete") ||
    (role !== undefined && mayChangeEntry(role, held.row, context.actorId, change));
  if (!allowed) throw new ApiError("FORBIDDEN");
  return held;
}

/**
 * An entry dated past the clock of whoever logs it (a day's slack for time zones and clocks), or a
 * payment without a reading dated further ahead than it may be paid in advance, is refused: the
 * newest date of a timeline sets the odometer.
 */
export function refuseDateAhead(date: string, context: Pick<MutationContext, "now">, aheadMs?: number): void {
  if (dateAhead(date, context.now, aheadMs)) throw new ApiError("VALIDATION_FAILED", "dateInFuture");
}
