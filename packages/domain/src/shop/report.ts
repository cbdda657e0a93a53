import type { Maintenance } from "../maintenance/maintenance.js";
import type { Vehicle } from "../vehicle/vehicle.js";

export interface ShopReportRow {
  vehicle: Vehicle;
  maintenance: Maintenance;
}

/**
 * The maintenance history of the vehicles shared with a shop ("advanced reports", SPEC §6):
 * grouped by vehicle name, newest first within a vehicle. Vehicles the shop may not see
 * maintenance of never hold any on its device, so they add no rows.
 */
export function shopReportRows(vehicles: readonly Vehicle[], maintenances: readonly Maintenance[]): ShopReportRow[] {
  const byId = new Map(vehicles.map((vehicle) => [vehicle._id, vehicle]));
  return maintenances
    .flatMap((maintenance) => {
      const vehicle = byId.get(maintenance.vehicle);
      return vehicle ? [{ vehicle, maintenance }] : [];
    })
    .sort(
      (a, b) =>
        a.vehicle.fullname.localeCompare(b.vehicle.fullname) ||
        a.vehicle._id.localeCompare(b.vehicle._id) ||
        b.maintenance.date.localeCompare(a.maintenance.date),
    );
}
