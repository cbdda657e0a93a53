import { formerAccountId, type RowKind, type RowOfKind } from "@odo/domain";
import { and, eq, ne } from "drizzle-orm";
import { vehicles } from "../db/schema.js";
import type { AppDeps } from "../deps.js";
import { RepositoryStore } from "./repository-store.js";
import { rowTables, rowViews } from "./row-kinds.js";
import { vehicleView } from "./views.js";

/**
 * What a deleted account wrote on vehicles it did not own (a workshop's service, a customer's
 * note) stays in those vehicles' history, written by no one: each row is stored and sent again to
 * whoever holds the vehicle, without the account's id.
 */
export async function forgetAuthor(deps: AppDeps, userId: string): Promise<number> {
  const store = new RepositoryStore(deps.db, { id: userId, role: "user" });
  let forgotten = 0;
  for (const kind of Object.keys(rowTables) as RowKind[]) {
    const table = rowTables[kind];
    const found = await deps.db
      .select({ row: table, vehicle: vehicles })
      .from(table)
      .innerJoin(vehicles, eq(vehicles.id, table.vehicleId))
      .where(and(eq(table.createdBy, userId), ne(vehicles.ownerId, userId)));
    for (const { row, vehicle } of found) {
      const before = rowViews[kind](row as never) as RowOfKind[RowKind] & { createdBy: string };
      await store.putRow(kind, { ...before, createdBy: formerAccountId }, vehicleView(vehicle), before);
      forgotten += 1;
    }
  }
  return forgotten;
}
