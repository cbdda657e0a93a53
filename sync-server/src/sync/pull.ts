import { lastChangeSeq } from "../db/change-log.js";
import type { Db } from "../db/connection.js";
import { statement } from "../db/statements.js";
import { reading, type ServerDeps } from "../deps.js";
import type { Requester } from "../requester.js";

interface LogRow {
  seq: number;
  entity: string;
  entity_id: string;
  op: "put" | "del";
  data: string | null;
}

const page =
  "SELECT seq, entity, entity_id, op, data FROM change_log WHERE user_id = ? AND seq > ? ORDER BY seq LIMIT ?";

/** One page of a user's changes, as JSON text, with where the next one starts. */
export interface PulledPage {
  text: string;
  cursor: number;
  hasMore: boolean;
}

/**
 * `GET /sync/pull?cursor=N` as JSON text. The stored `data` is already the entity's JSON, so the
 * page is spliced together without parsing it again.
 */
export async function pullPage(db: Db, actor: Requester, cursor: number, limit: number): Promise<PulledPage> {
  const rows = await statement<LogRow>(db, page).all([actor.id, cursor, limit + 1]);
  const hasMore = rows.length > limit;
  const shown = hasMore ? rows.slice(0, limit) : rows;
  // A cursor beyond the last change (a device restored onto another server, a forged one) comes
  // back clamped, or the device would skip every change until the log caught up with it.
  const next = shown.at(-1)?.seq ?? Math.min(cursor, await lastChangeSeq(db));
  const changes = shown.map((row) =>
    row.op === "put"
      ? `{"op":"put","entity":"${row.entity}","id":${JSON.stringify(row.entity_id)},"data":${row.data ?? "null"}}`
      : `{"op":"del","entity":"${row.entity}","id":${JSON.stringify(row.entity_id)}}`,
  );
  return { text: `{"cursor":${next},"hasMore":${hasMore},"changes":[${changes.join(",")}]}`, cursor: next, hasMore };
}

/**
 * `GET /sync/pull/pages`: up to `pages` pages from `cursor`, each read in a unit of its own and
 * yielded as a line of newline-delimited JSON, until one has no more after it.
 */
export async function* pullPages(
  deps: ServerDeps,
  actor: Requester,
  query: { cursor: number; limit: number; pages: number },
): AsyncGenerator<string> {
  let cursor = query.cursor;
  for (let sent = 0; sent < query.pages; sent += 1) {
    const page = await reading(deps, (unit) => pullPage(unit.db, actor, cursor, query.limit));
    yield `${page.text}\n`;
    if (!page.hasMore) return;
    cursor = page.cursor;
  }
}

/** The seq of `userId`'s newest change-log entry (0 when they have none): a device whose cursor is below it has changes to pull. */
export async function newestSeqOf(db: Db, userId: string): Promise<number> {
  const row = await statement<{ seq: number | null }>(
    db,
    "SELECT max(seq) AS seq FROM change_log WHERE user_id = ?",
  ).get([userId]);
  return Number(row?.seq ?? 0);
}
