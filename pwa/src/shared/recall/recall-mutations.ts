import type { RecallDismissReason, RecallReport } from "@odo/domain";
import type { OdoDatabase } from "../../shared/sync/db.js";
import { runMutation } from "../../shared/sync/mutations.js";

/** The shared `recall.dismiss`: the campaign set aside on this device now, and synced. */
export function dismissRecall(
  db: OdoDatabase,
  report: RecallReport,
  campaign: string,
  reason: RecallDismissReason,
  note: string,
): Promise<RecallReport> {
  return runMutation(db, "recall.dismiss", { _id: report._id, campaign, reason, note });
}
