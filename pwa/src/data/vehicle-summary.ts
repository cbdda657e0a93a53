import {
  type Attachment,
  type Attention,
  type AttentionTone,
  attentionTone,
  type Currency,
  type DetailedMaintenanceStatus,
  type DueItem,
  detailedMaintenanceStatus,
  type Expense,
  kmReadings,
  type Maintenance,
  type MaintenanceStats,
  type MaintenanceStatusSummary,
  maintenanceStats,
  maintenanceStatus,
  odometerKm,
  type Refuel,
  type Reminder,
  type Vehicle,
  vehicleAttention,
  vehicleDueItems,
} from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import { timeZone } from "../shared/i18n/format.js";
import { useDatabase } from "../shared/sync/context.js";
import { historyOf } from "../shared/sync/entry-reads.js";
import { papersOf } from "./garage.js";

export interface VehicleSummary {
  odometer: number;
  status: MaintenanceStatusSummary;
  detailed: DetailedMaintenanceStatus;
  /** What is coming up, as the holder's role may see it, most pressing first. */
  due: DueItem[];
  /** What a card leads with: due items, then unknown parts and a missing interval. */
  attention: Attention[];
  tone: AttentionTone;
  /** What the vehicle cost this calendar month, energy, work and expenses, one total per currency. */
  spentThisMonth: { currency: Currency; total: number }[];
  /** The whole history's figures (the vehicle page shows them; worked out once, with the month's spend). */
  stats: MaintenanceStats;
}

/** A vehicle's state from its history and reminders: odometer, status, parts, what is due. */
export function vehicleSummary(
  vehicle: Vehicle,
  maintenances: Maintenance[],
  refuels: Refuel[],
  reminders: Reminder[],
  now = new Date(),
  expenses: Expense[] = [],
  papers: Attachment[] = [],
): VehicleSummary {
  const status = maintenanceStatus(vehicle, maintenances, refuels);
  const detailed = detailedMaintenanceStatus(vehicle, maintenances, refuels);
  const due = vehicleDueItems(vehicle, maintenances, refuels, reminders, now, timeZone(), papers);
  const attention = vehicleAttention(vehicle, due, detailed, status.status !== "unknown");
  const stats = maintenanceStats(maintenances, refuels, now, timeZone(), expenses);
  return {
    odometer: odometerKm(vehicle, kmReadings(maintenances, refuels, expenses)),
    status,
    detailed,
    due,
    attention,
    tone: attentionTone(attention),
    spentThisMonth: stats.spentMonthlyByCurrency,
    stats,
  };
}

/** The summary of a vehicle read from the device, live (a garage card). */
export function useVehicleSummary(vehicle: Vehicle): VehicleSummary | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const [{ maintenances, refuels, expenses }, reminders, papers] = await Promise.all([
      historyOf(db, vehicle._id),
      db.reminders.where("vehicle").equals(vehicle._id).toArray(),
      papersOf(db, vehicle._id),
    ]);
    return vehicleSummary(vehicle, maintenances, refuels, reminders, new Date(), expenses, papers);
  }, [db, vehicle]);
}
