import type { RecallReport } from "@odo/domain";
import { recalls } from "../db/schema.js";
import { recordRows } from "./record-rows.js";

type RecallRow = typeof recalls.$inferSelect;
type AuthoredReport = RecallReport & { createdBy: string };

const rows = recordRows<AuthoredReport, RecallRow>(recalls, {
  id: { toRow: (report) => report._id, toRecord: (row) => ({ _id: row.id }) },
  vehicleId: { toRow: (report) => report.vehicle, toRecord: (row) => ({ vehicle: row.vehicleId }) },
  // Whom the report was made for stays with the row; the record does not carry it.
  createdBy: { toRow: (report) => report.createdBy },
});

export const recallRow = (report: AuthoredReport): RecallRow => rows.row(report);
export const recallView = (row: RecallRow): RecallReport => rows.record(row);
