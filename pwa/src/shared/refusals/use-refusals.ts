import { useLingui } from "@lingui/react";
import type { MutationName, Plan } from "@odo/domain";
import { useLiveQuery } from "dexie-react-hooks";
import { useEffect, useRef } from "react";
import { useDatabase } from "../sync/context.js";
import type { OdoDatabase, RejectedEntry } from "../sync/db.js";
import { everyEntry } from "../sync/entry-reads.js";
import { draftArgs } from "../sync/retry-draft.js";
import { describeRefusal, type Refusal, type RefusalContext } from "./refusals.js";

/** What naming a refused change needs from the device: vehicle names and the other refusals. */
export async function refusalContext(db: OdoDatabase, plan: Plan): Promise<RefusalContext> {
  const [rejected, vehicles] = await Promise.all([db.rejected.toArray(), db.vehicles.toArray()]);
  // The history is read only when a refused edit of an entry needs its vehicle named.
  const edited = new Set(
    rejected
      .filter((entry) => entry.name === "maintenance.update" || entry.name === "refuel.update")
      .map((entry) => String((entry.args as { _id?: unknown })._id)),
  );
  const { maintenances, refuels } = edited.size > 0 ? await everyEntry(db) : { maintenances: [], refuels: [] };
  const entryVehicles = new Map(
    [...maintenances, ...refuels].flatMap((entry) =>
      edited.has(entry._id) ? [[entry._id, entry.vehicle] as const] : [],
    ),
  );
  return {
    rejected,
    plan,
    entryVehicles,
    vehicleNames: new Map(vehicles.map((vehicle) => [vehicle._id, vehicle.fullname])),
  };
}

/** The "Not saved" list, newest first, live; undefined while it loads. */
export function useRefusals(plan: Plan): Refusal[] | undefined {
  const db = useDatabase();
  // Titles are worded at query time: a language change asks again.
  const { i18n } = useLingui();
  return useLiveQuery(async () => {
    const context = await refusalContext(db, plan);
    return [...context.rejected]
      .sort((a, b) => b.rejectedAt.localeCompare(a.rejectedAt) || (b.id ?? 0) - (a.id ?? 0))
      .map((entry) => describeRefusal(entry, context));
  }, [db, plan, i18n.locale]);
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

/** Forgets a refused change for good: what was typed in it is gone. */
export async function discardRefusal(db: OdoDatabase, id: number): Promise<void> {
  await db.rejected.delete(id);
}

/**
 * For a form opened with `?retry=N`: calls `fill` once with what was typed in the refused change of
 * kind `name` (later changes to the list never overwrite what the user is editing), and returns
 * those args for the save.
 */
export function useRetryFill(
  retryId: number | undefined,
  name: MutationName,
  fill: (args: Record<string, unknown>) => void,
): Record<string, unknown> | null {
  const args = draftArgs(useRetryDraft(retryId), name);
  const filled = useRef<number | undefined>(undefined);
  const latestFill = useRef(fill);
  latestFill.current = fill;
  useEffect(() => {
    if (!args || filled.current === retryId) return;
    filled.current = retryId;
    latestFill.current(args);
  }, [args, retryId]);
  return args;
}
