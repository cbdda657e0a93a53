import {
  type Attention,
  type AttentionTone,
  attentionTone,
  type Currency,
  type DetailedMaintenanceStatus,
  type DueItem,
  detailedMaintenanceStatus,
  kmReadings,
  knowsTyreSets,
  type MaintenanceStats,
  type MaintenanceStatusSummary,
  maintenanceStats,
  maintenanceStatus,
  odometerKm,
  type Vehicle,
  vehicleAttention,
  vehicleDueItems,
} from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import { timeZone } from "../shared/i18n/format.js";
import { currentCountry } from "../shared/i18n/region.js";
import { useDatabase } from "../shared/sync/context.js";
import { historyOf } from "../shared/sync/entry-reads.js";
import { type History, papersOf } from "./garage.js";

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

/** What a vehicle's summary reads: its history as the device holds it (a `History`, or a part of one). */
export type SummaryHistory = Pick<History, "maintenances" | "refuels" | "reminders"> &
  Partial<Pick<History, "expenses" | "papers" | "tyreSets" | "tyreEvents" | "treadReadings">>;

/** A vehicle's state from its history and reminders: odometer, status, parts, what is due. */
export function vehicleSummary(vehicle: Vehicle, history: SummaryHistory, now = new Date()): VehicleSummary {
  const { maintenances, refuels, reminders, expenses = [], papers = [] } = history;
  const status = maintenanceStatus(vehicle, maintenances, refuels);
  const detailed = detailedMaintenanceStatus(vehicle, maintenances, refuels);
  const tyres = {
    tyreSets: history.tyreSets ?? [],
    tyreEvents: history.tyreEvents ?? [],
    treadReadings: history.treadReadings ?? [],
    country: currentCountry(),
  };
  const due = vehicleDueItems(vehicle, maintenances, refuels, reminders, now, timeZone(), papers, tyres);
  const attention = vehicleAttention(vehicle, due, detailed, status.status !== "unknown", knowsTyreSets(tyres));
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
    const [entries, reminders, papers, tyreSets] = await Promise.all([
      historyOf(db, vehicle._id),
      db.reminders.where("vehicle").equals(vehicle._id).toArray(),
      papersOf(db, vehicle._id),
      db.tyreSets.where("vehicle").equals(vehicle._id).toArray(),
    ]);
    return vehicleSummary(vehicle, { ...entries, reminders, papers, tyreSets });
  }, [db, vehicle]);
}
