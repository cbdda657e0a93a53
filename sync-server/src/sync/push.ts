import {
  apiErrors,
  type Mutation,
  type MutationResult,
  type PushRequest,
  type PushResponse,
  parseMutation,
  type ReadingConflict,
} from "@odo/domain";
import { flushChangeLog } from "../db/change-log.js";
import type { Db } from "../db/connection.js";
import { chunked, rowsOf } from "../db/many-rows.js";
import { isRetriedFailure } from "../db/retried-failure.js";
import { statement } from "../db/statements.js";
import { savepoint } from "../db/transaction.js";
import { type AppDeps, type ServerDeps, writing } from "../deps.js";
import { ApiError } from "../errors.js";
import type { Requester } from "../requester.js";

interface ClientRow {
  user_id: string;
  last_mutation_id: number;
}

interface StoredResult {
  status: MutationResult["status"];
  code: string | null;
  message: string | null;
  /** JSON, as the column keeps it. */
  conflict: string | null;
}

function statements(db: Db) {
  return {
    // On PostgreSQL the row stays locked to the unit: a batch sent again while the first is being
    // applied (by another server process) waits for it, then reads how far it got.
    client: statement<ClientRow>(db, {
      sqlite: "SELECT user_id, last_mutation_id FROM sync_clients WHERE id = ?",
      postgres: "SELECT user_id, last_mutation_id FROM sync_clients WHERE id = ? FOR UPDATE",
    }),
    register: statement(
      db,
      "INSERT INTO sync_clients (id, user_id, last_mutation_id, created_at) VALUES (?, ?, 0, ?) ON CONFLICT (id) DO NOTHING",
    ),
    advance: statement(db, "UPDATE sync_clients SET last_mutation_id = ? WHERE id = ?"),
    stored: statement<StoredResult>(
      db,
      "SELECT status, code, message, conflict FROM sync_results WHERE client_id = ? AND mid = ?",
    ),
  };
}

/** Stores a batch's results in a few many-row statements (a resent mutation gets its own back). */
async function recordResults(db: Db, clientId: string, results: readonly MutationResult[]): Promise<void> {
  await Promise.all(
    chunked(results).map((chunk) =>
      statement(
        db,
        `INSERT INTO sync_results (client_id, mid, status, code, message, conflict) VALUES ${rowsOf("(?, ?, ?, ?, ?, ?)", chunk.length)}`,
      ).run(
        chunk.flatMap((outcome) => [
          clientId,
          outcome.mid,
          outcome.status,
          outcome.code ?? null,
          outcome.message ?? null,
          outcome.conflict ? JSON.stringify(outcome.conflict) : null,
        ]),
      ),
    ),
  );
}

function result(
  mid: number,
  status: MutationResult["status"],
  code?: string | null,
  message?: string | null,
  conflict?: ReadingConflict | null,
): MutationResult {
  return { mid, status, ...(code ? { code } : {}), ...(message ? { message } : {}), ...(conflict ? { conflict } : {}) };
}

/** The device's row, created on its first push; a device belongs to one user for good. */
async function clientOf(deps: AppDeps, actor: Requester, clientId: string): Promise<ClientRow> {
  const prepared = statements(deps.db);
  // The account may have been deleted since the request's session was checked: a push racing the
  // deletion is told so (a 401 the device wipes the account on), never a foreign-key failure's 500.
  if (!(await statement<{ one: number }>(deps.db, "SELECT 1 AS one FROM users WHERE id = ?").get([actor.id]))) {
    throw new ApiError("ACCOUNT_DELETED");
  }
  let existing = await prepared.client.get([clientId]);
  if (!existing) {
    // Two first pushes of one device may meet: the second's insert waits for the first's unit and
    // adds nothing, and the read that follows sees what the first applied.
    await prepared.register.run([clientId, actor.id, deps.clock().toISOString()]);
    existing = await prepared.client.get([clientId]);
  }
  if (!existing) throw new Error(`sync client ${clientId} was neither found nor registered`);
  if (existing.user_id !== actor.id) throw new ApiError("FORBIDDEN");
  return existing;
}

/**
 * Runs mutations through the features' services: given by the caller (the sync route, which
 * composes the features), so the sync engine itself depends on none of them.
 */
export interface MutationRunner {
  /** Applies one mutation. */
  apply(deps: AppDeps, actor: Requester, mutation: Mutation): Promise<void>;
  /**
   * Before a batch run whole: the runner may read ahead what its mutations read first, and hold
   * their writes back until `settleBatch`.
   */
  startBatch(deps: AppDeps, actor: Requester, mutations: readonly Mutation[]): Promise<void>;
  /** Stores what the batch held back; throws if one of its mutations' writes cannot be stored. */
  settleBatch(deps: AppDeps): Promise<void>;
}

export type PushOutcome = { applied: PushResponse } | { outOfOrder: { lastMutationId: number } };

/**
 * `POST /sync/push` (docs/architecture.md): applies each new mutation once, in `mid` order, each in
 * its own transaction together with its stored result and the device's `last_mutation_id`. A
 * resent mutation gets its stored result back. A refusal is a `rejected` result, never an error.
 * New mids must follow the stored one without a gap; otherwise nothing is applied and the device
 * is told where the server stands, so a late or reordered batch is resent, never dropped.
 */
export async function push(
  deps: ServerDeps,
  actor: Requester,
  request: PushRequest,
  runner: MutationRunner,
): Promise<PushOutcome> {
  // One commit for the whole batch, so nothing is acknowledged before the batch is on disk. First
  // without a savepoint per mutation: most batches apply whole. A mutation that throws may have
  // written half of itself, so then the batch is rolled back and run again with each mutation in
  // its own savepoint, where it applies or rolls back alone.
  try {
    return await writing(deps, (unit) => pushBatch(unit, actor, request, { runner, isolation: "whole" }));
  } catch (error) {
    if (!(error instanceof MutationThrew)) throw error;
  }
  return writing(deps, (unit) => pushBatch(unit, actor, request, { runner, isolation: "each" }));
}

/** How a batch's mutations are isolated: by the batch's transaction alone, or a savepoint each. */
type Isolation = "whole" | "each";

/** A mutation threw in a batch run without savepoints: the batch must run again with them. */
class MutationThrew extends Error {}

interface Applying {
  runner: MutationRunner;
  isolation: Isolation;
}

async function pushBatch(
  deps: AppDeps,
  actor: Requester,
  request: PushRequest,
  applying: Applying,
): Promise<PushOutcome> {
  const prepared = statements(deps.db);
  const client = await clientOf(deps, actor, request.clientId);
  const unseen = request.mutations.filter((raw) => raw.mid > client.last_mutation_id);
  if (unseen.some((raw, index) => raw.mid !== client.last_mutation_id + 1 + index)) {
    return { outOfOrder: { lastMutationId: client.last_mutation_id } };
  }
  let last = client.last_mutation_id;
  const results: MutationResult[] = [];
  const fresh: MutationResult[] = [];
  const parsed = new Map(unseen.map((raw) => [raw.mid, parseMutation(raw)]));
  if (applying.isolation === "whole") {
    const valid = [...parsed.values()].flatMap((mutation) => (mutation.ok ? [mutation.mutation] : []));
    await applying.runner.startBatch(deps, actor, valid);
  }

  for (const raw of request.mutations) {
    if (raw.mid <= client.last_mutation_id) {
      const stored = await prepared.stored.get([request.clientId, raw.mid]);
      // A mid skipped by the device (it dropped that entry) was never seen: nothing to report.
      results.push(
        stored
          ? result(
              raw.mid,
              stored.status,
              stored.code,
              stored.message,
              stored.conflict ? (JSON.parse(stored.conflict) as ReadingConflict) : null,
            )
          : result(raw.mid, "rejected", "UNKNOWN_MUTATION"),
      );
      continue;
    }
    const outcome = await applyOne(deps, actor, raw, parsed.get(raw.mid) ?? parseMutation(raw), applying);
    results.push(outcome);
    fresh.push(outcome);
    last = raw.mid;
  }
  if (applying.isolation === "whole") {
    // The writes the batch held back, then its change-log entries (PostgreSQL keeps them for one
    // statement): if they cannot be stored, the batch runs again a mutation at a time, to find
    // whose cannot.
    const settled = async () => {
      await applying.runner.settleBatch(deps);
      await flushChangeLog(deps.db);
    };
    await settled().catch(() => {
      throw new MutationThrew();
    });
  }
  // Committed with the batch, so the device's position moves exactly with what was applied.
  await recordResults(deps.db, request.clientId, fresh);
  if (last !== client.last_mutation_id) await prepared.advance.run([last, request.clientId]);
  return { applied: { lastMutationId: last, results } };
}

async function applyOne(
  deps: AppDeps,
  actor: Requester,
  raw: PushRequest["mutations"][number],
  parsed: ReturnType<typeof parseMutation>,
  { runner, isolation }: Applying,
): Promise<MutationResult> {
  if (parsed.ok) {
    try {
      // The service's writes commit with the batch; with a savepoint each, they roll back alone.
      if (isolation === "whole") await runner.apply(deps, actor, parsed.mutation);
      else {
        await savepoint(deps.db, async (db) => {
          await runner.apply({ ...deps, db, transactions: new Map() }, actor, parsed.mutation);
          // Its change-log entries go in before the savepoint is released: failing, they fail it alone.
          await flushChangeLog(db);
        });
      }
      return result(raw.mid, "applied");
    } catch (error) {
      // A deadlock or a serialization failure aborts the whole batch, which runs again from the start.
      if (isRetriedFailure(error)) throw error;
      if (isolation === "whole") throw new MutationThrew();
      if (error instanceof ApiError) return result(raw.mid, "rejected", error.code, error.message, error.conflict);
      // A fault of ours must not wedge the device's queue behind this entry: it is refused, kept
      // on the device as refused, and logged here to be fixed.
      deps.log.error({ err: error, mutation: raw.name }, "mutation failed unexpectedly");
      return result(raw.mid, "rejected", "SERVER_ERROR", apiErrors.SERVER_ERROR.message);
    }
  }
  return result(raw.mid, "rejected", parsed.code, parsed.message);
}
