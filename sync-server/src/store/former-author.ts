import { formerAccountId, type SyncedRows } from "@odo/domain";
import { and, eq, ne } from "drizzle-orm";
import { attachments, vehicles } from "../db/schema.js";
import type { AppDeps } from "../deps.js";
import { attachmentView } from "./attachment-rows.js";
import { type HistoryTable, historyTables, rowViews } from "./row-kinds.js";
import { ServerTransaction } from "./server-transaction.js";

/**
 * What a deleted account wrote on vehicles it did not own (a workshop's service, a customer's
 * note) stays in those vehicles' history, written by no one: each row is stored and sent again to
 * whoever holds the vehicle, without the account's id. The files it attached stay too, by the same
 * no one, so a closed workshop's signed invoice still matches its signed entry.
 */
export async function forgetAuthor(deps: AppDeps, userId: string): Promise<number> {
  const tx = new ServerTransaction(deps.db, { id: userId, role: "user" }, deps.deletedFiles, deps.clock);
  let forgotten = 0;
  for (const table of Object.keys(historyTables) as HistoryTable[]) {
    const rows = historyTables[table];
    const found = await deps.db
      .select({ row: rows })
      .from(rows)
      .innerJoin(vehicles, eq(vehicles.id, rows.vehicleId))
      .where(and(eq(rows.createdBy, userId), ne(vehicles.ownerId, userId)));
    for (const { row } of found) {
      const before = rowViews[table](row as never) as SyncedRows[HistoryTable];
      await tx.put(table, { ...before, createdBy: formerAccountId } as never, before as never);
      forgotten += 1;
    }
  }
  const files = await deps.db
    .select({ row: attachments })
    .from(attachments)
    .innerJoin(vehicles, eq(vehicles.id, attachments.vehicleId))
    .where(and(eq(attachments.createdBy, userId), ne(vehicles.ownerId, userId)));
  for (const { row } of files) {
    const before = attachmentView(row);
    await tx.put("attachments", { ...before, createdBy: formerAccountId }, before);
    forgotten += 1;
  }
  return forgotten;
}
