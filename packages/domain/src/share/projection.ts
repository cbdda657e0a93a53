import type { Maintenance } from "../maintenance/maintenance.js";
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
 * A maintenance as `viewerId`, holding `role` on its vehicle, receives it: a role that may not see
 * spending gets no amount and no author, except on the entries the viewer wrote themselves.
 */
export function maintenanceSharedAs(maintenance: Maintenance, role: ShareRole, viewerId: string): Maintenance {
  if (capabilitiesByRole[role].viewSpending || maintenance.createdBy === viewerId) return maintenance;
  return { ...maintenance, amount: null, createdBy: null };
}
