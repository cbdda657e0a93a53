import {
  type Attention,
  type AttentionTone,
  attentionTone,
  type DetailedMaintenanceStatus,
  detailedMaintenanceStatus,
  kmReadings,
  type Maintenance,
  type MaintenanceStatusSummary,
  maintenanceStatus,
  odometerKm,
  type Refuel,
  type Vehicle,
  vehicleAttention,
} from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import { timeZone } from "../i18n/format.js";
import { useDatabase } from "../sync/context.js";

export interface VehicleSummary {
  odometer: number;
  status: MaintenanceStatusSummary;
  detailed: DetailedMaintenanceStatus;
  /** What to know, most pressing first. */
  attention: Attention[];
  tone: AttentionTone;
}

/** A vehicle's state from its history: odometer, status, components and what needs attention. */
export function vehicleSummary(vehicle: Vehicle, maintenances: Maintenance[], refuels: Refuel[]): VehicleSummary {
  const status = maintenanceStatus(vehicle, maintenances, refuels);
  const detailed = detailedMaintenanceStatus(vehicle, maintenances, refuels);
  const attention = vehicleAttention(vehicle, status, detailed, new Date(), timeZone());
  return {
    odometer: odometerKm(vehicle, kmReadings(maintenances, refuels)),
    status,
    detailed,
    attention,
    tone: attentionTone(attention),
  };
}

/** The summary of a vehicle read from the device, live (a garage card). */
export function useVehicleSummary(vehicle: Vehicle): VehicleSummary | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const [maintenances, refuels] = await Promise.all([
      db.maintenances.where("vehicle").equals(vehicle._id).toArray(),
      db.refuels.where("vehicle").equals(vehicle._id).toArray(),
    ]);
    return vehicleSummary(vehicle, maintenances, refuels);
  }, [db, vehicle]);
}
