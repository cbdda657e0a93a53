import {
  capabilitiesOf,
  type Maintenance,
  openRecalls,
  type RecallReport,
  type RecallWithState,
  recallsWithState,
  type Vehicle,
} from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import { useMemo } from "react";
import { useDatabase } from "../shared/sync/context.js";
import { historyOf } from "../shared/sync/entry-reads.js";

/** A vehicle's recall report as this device holds it: null when the server has none for it. */
export function useRecallReport(vehicleId: string): RecallReport | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    async () => (await db.recalls.where("vehicle").equals(vehicleId).first()) ?? null,
    [db, vehicleId],
  );
}

/** Each campaign of the report with its state (open, done by a workshop, set aside), open first. */
export function useRecalls(
  report: RecallReport | null | undefined,
  maintenances: readonly Maintenance[] | undefined,
): RecallWithState[] {
  return useMemo(() => (report && maintenances ? recallsWithState(report, maintenances) : []), [report, maintenances]);
}

/** Every recall report on the device (a workshop's customers' vehicles among them). */
export function useEveryRecallReport(): RecallReport[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => db.recalls.toArray(), [db]);
}

/**
 * The garage's open safety recalls, a vehicle and a campaign each, for what needs attention: read
 * from the few vehicles that have a report (their maintenances say which a workshop closed).
 */
export function useGarageRecalls(): { vehicle: Vehicle; recall: RecallWithState }[] | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const reports = await db.recalls.toArray();
    const found = await Promise.all(
      reports.map(async (report) => {
        const vehicle = await db.vehicles.get(report.vehicle);
        if (!vehicle || !capabilitiesOf(vehicle).viewMaintenance) return [];
        const { maintenances } = await historyOf(db, vehicle._id);
        return openRecalls(report, maintenances).map((recall) => ({ vehicle, recall }));
      }),
    );
    return found.flat();
  }, [db]);
}
