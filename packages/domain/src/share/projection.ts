import type { Maintenance } from "../maintenance/maintenance.js";
import type { TyreSet } from "../tyre/tyre-set.js";
import { formerAccountId } from "../user/account.js";
import type { Vehicle } from "../vehicle/vehicle.js";
import { workshopVisitOf } from "../vehicle/workshop-visit.js";
import { type Capabilities, capabilitiesByRole, type ShareRole } from "./roles.js";

/** What the user holding this copy of a vehicle may do with it: everything for the owner's own copy. */
export function capabilitiesOf(vehicle: Pick<Vehicle, "access">): Capabilities {
  return capabilitiesByRole[vehicle.access?.role ?? "owner"];
}

/**
 * The copy of a vehicle a grantee receives (SPEC §6): fields the role may not see are blanked
 * before they leave the server, so they never reach the grantee's device. Dates of insurance go
 * only to roles that see insurance; km, settings and the fitness link only to roles that see km.
 */
export function vehicleSharedAs(vehicle: Vehicle, role: ShareRole, ownerName: string): Vehicle {
  const can = capabilitiesByRole[role];
  return {
    ...vehicle,
    displacement: can.viewKm ? vehicle.displacement : 0,
    initialKm: can.viewKm ? vehicle.initialKm : 0,
    externalDistance: can.viewKm ? vehicle.externalDistance : null,
    extId: null,
    integrations: [],
    settings: can.viewMaintenance ? vehicle.settings : { maintenanceInterval: null, resetMaintenanceType: null },
    insuranceDate: can.viewInsurance ? vehicle.insuranceDate : null,
    taxesDate: can.viewExpenses ? vehicle.taxesDate : null,
    boughtDate: can.viewExpenses ? vehicle.boughtDate : null,
    workshopVisit: can.viewMaintenance ? workshopVisitOf(vehicle) : null,
    access: { role, ownerName },
  };
}

/**
 * Who logged an entry, as the holder of this copy of its vehicle reads it: nobody to name for the
 * holder's own entries (and for a vehicle shared with nobody), the owner by name on a shared copy,
 * anyone else by the name the vehicle's people carry; a former account's entries "by someone who
 * left" (`formerAccountId`).
 */
export function entryAuthor(
  vehicle: Pick<Vehicle, "user" | "access" | "people">,
  createdBy: string | null,
  viewerId: string,
): { kind: "name"; name: string } | { kind: "former" } | null {
  if (createdBy === null || createdBy === viewerId) return null;
  if (createdBy === formerAccountId) return { kind: "former" };
  if (createdBy === vehicle.user._id && vehicle.access) return { kind: "name", name: vehicle.access.ownerName };
  const person = vehicle.people?.find((candidate) => candidate._id === createdBy);
  return person ? { kind: "name", name: person.name } : null;
}

/**
 * A maintenance as `viewerId`, holding `role` on its vehicle, receives it: a role that may not see
 * spending gets no amount and no author, except on the entries the viewer wrote themselves.
 */
/** A tyre set as a grantee sees it: its price only where spending is seen or they logged it. */
export function tyreSetSharedAs(set: TyreSet, role: ShareRole, viewerId: string): TyreSet {
  if (capabilitiesByRole[role].viewSpending || set.createdBy === viewerId) return set;
  return { ...set, price: null, place: "", createdBy: null };
}

export function maintenanceSharedAs(maintenance: Maintenance, role: ShareRole, viewerId: string): Maintenance {
  if (capabilitiesByRole[role].viewSpending || maintenance.createdBy === viewerId) return maintenance;
  return { ...maintenance, amount: null, createdBy: null };
}
