import { entryKinds, type Plan } from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import { useDatabase } from "../shared/sync/context.js";
import type { OdoDatabase, RejectedEntry } from "../shared/sync/db.js";
import { everyEntry } from "../shared/sync/entry-reads.js";
import { entriesByKind } from "../shared/sync/entry-records.js";

/** The refused changes and what naming them needs from the device. */
export interface RefusalContext {
  /** Names of the vehicles on the device, by id. */
  vehicleNames: ReadonlyMap<string, string>;
  /** The vehicle of each entry a refused edit was about, by entry id. */
  entryVehicles: ReadonlyMap<string, string>;
  /** Every refused change, to name a vehicle that was itself refused. */
  rejected: readonly RejectedEntry[];
  plan: Plan;
}

/** The refused changes, newest first, with what naming them needs; live, undefined while it loads. */
export function useRefusedChanges(plan: Plan): RefusalContext | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const context = await refusalContext(db, plan);
    const rejected = [...context.rejected].sort(
      (a, b) => b.rejectedAt.localeCompare(a.rejectedAt) || (b.id ?? 0) - (a.id ?? 0),
    );
    return { ...context, rejected };
  }, [db, plan]);
}

const entryUpdates = new Set<string>(entryKinds.map((kind) => `${kind}.update`));

/** What naming a refused change needs from the device: vehicle names and the other refusals. */
export async function refusalContext(db: OdoDatabase, plan: Plan): Promise<RefusalContext> {
  const [rejected, vehicles] = await Promise.all([db.rejected.toArray(), db.vehicles.toArray()]);
  // The history is read only when a refused edit of an entry needs its vehicle named.
  const edited = new Set(
    rejected
      .filter((entry) => entryUpdates.has(entry.name))
      .map((entry) => String((entry.args as { _id?: unknown })._id)),
  );
  const entries = edited.size > 0 ? entriesByKind(await everyEntry(db)).flatMap(([, rows]) => rows) : [];
  const entryVehicles = new Map(
    entries.flatMap((entry) => (edited.has(entry._id) ? [[entry._id, entry.vehicle] as const] : [])),
  );
  return {
    rejected,
    plan,
    entryVehicles,
    vehicleNames: new Map(vehicles.map((vehicle) => [vehicle._id, vehicle.fullname])),
  };
}

export function useRefusalCount(): number {
  const db = useDatabase();
  return useLiveQuery(() => db.rejected.count(), [db]) ?? 0;
}

/**
 * The refused change a form was opened to retry (`?retry=N`): undefined while it loads, null when
 * there is none (already retried or discarded, or no retry asked).
 */
export function useRetryDraft(retryId: number | undefined): RejectedEntry | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    async () => (retryId === undefined ? null : ((await db.rejected.get(retryId)) ?? null)),
    [db, retryId],
  );
}
