import {
  capabilitiesOf,
  groupedByVehicle,
  type KnownOrUnknownStatus,
  type Maintenance,
  maintenanceStatus,
  type Refuel,
  type TreadReading,
  type TyreEvent,
  type Vehicle,
} from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import { useDatabase } from "../shared/sync/context.js";
import { waitsForFirstPull } from "../shared/sync/db.js";
import { everyEntry } from "../shared/sync/entry-reads.js";

export interface ShopEntry {
  vehicle: Vehicle;
  status: KnownOrUnknownStatus | null;
}

export interface SharedGarage {
  entries: ShopEntry[];
  maintenances: Maintenance[];
  refuels: Refuel[];
  tyreEvents: TyreEvent[];
  treadReadings: TreadReading[];
}

const byCreation = (a: Vehicle, b: Vehicle) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0);

/**
 * The vehicles shared with this user, each with its status, and their history, read from the
 * device once per change: whole, in two requests at once (one per vehicle took half a second with
 * 2,000 of them), each vehicle's rows grouped before its status is worked out. The reminders,
 * which only "Coming due" needs, are read by it, after the list has painted.
 */
export function useSharedGarage(): SharedGarage | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    if (await waitsForFirstPull(db)) return undefined;
    const [allVehicles, everything] = await Promise.all([db.vehicles.toArray(), everyEntry(db)]);
    const vehicles = allVehicles.filter((vehicle) => vehicle.access).sort(byCreation);
    const shared = new Set(vehicles.map((vehicle) => vehicle._id));
    const sharedOnly = <T extends { vehicle: string }>(rows: readonly T[]) =>
      rows.filter((row) => shared.has(row.vehicle));
    const maintenances = sharedOnly(everything.maintenances);
    const maintenancesOf = groupedByVehicle(maintenances);
    const entries = vehicles.map((vehicle) => ({
      vehicle,
      status: capabilitiesOf(vehicle).viewMaintenance
        ? maintenanceStatus(vehicle, maintenancesOf.get(vehicle._id) ?? [], []).status
        : null,
    }));
    return {
      entries,
      maintenances,
      refuels: sharedOnly(everything.refuels),
      tyreEvents: sharedOnly(everything.tyreEvents),
      treadReadings: sharedOnly(everything.treadReadings),
    };
  }, [db]);
}
