import { capabilitiesByRole, mayChangeEntry, type Vehicle } from "@odo/domain";
import type { Db } from "../db/open.js";
import type { vehicles } from "../db/schema.js";
import { ApiError } from "../errors.js";
import type { Requester } from "../requester.js";
import { roleOf } from "./access.js";
import { vehicleView } from "./views.js";

export type EntryKind = "maintenance" | "refuel";

const notFound = { maintenance: "SERVICES_NOT_FOUND", refuel: "REFUEL_NOT_FOUND" } as const;
const seeing = { maintenance: "viewMaintenance", refuel: "viewRefuels" } as const;

/**
 * A maintenance or refuel the actor is about to edit or delete, with its vehicle (`owned`), once
 * they may: the
 * owner, any entry; a workshop or customer, their own; an admin may delete any (SPEC §6). Someone
 * who cannot see the entry gets a 404, so a refusal never confirms it exists; someone who sees it
 * but may not change it, a 403.
 */
export async function entryToChange<
  Found extends { entry: { createdBy: string }; vehicle: typeof vehicles.$inferSelect },
>(
  db: Db,
  actor: Requester,
  kind: EntryKind,
  found: Found | undefined,
  change: "edit" | "delete",
): Promise<Found & { owned: Vehicle }> {
  const role = found && (await roleOf(db, actor, found.vehicle));
  const sees = role !== undefined && capabilitiesByRole[role][seeing[kind]];
  const admin = actor.role === "admin";
  if (!found || !(sees || admin)) throw new ApiError(notFound[kind]);
  const allowed = (admin && change === "delete") || (role !== undefined && mayChangeEntry(role, found.entry, actor.id));
  if (!allowed) throw new ApiError("FORBIDDEN");
  return { ...found, owned: vehicleView(found.vehicle) };
}
