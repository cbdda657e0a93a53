import { type Maintenance, type RecallReport, type RecallWithState, recallsWithState } from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import { useMemo } from "react";
import { useDatabase } from "../shared/sync/context.js";

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
