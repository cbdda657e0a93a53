import { lastChangeSeq } from "../db/change-log.js";
import type { Db } from "../db/connection.js";
import { statement } from "../db/statements.js";
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

/**
 * `GET /sync/pull?cursor=N` as JSON text. The stored `data` is already the entity's JSON, so the
 * page is spliced together without parsing it again.
 */
export async function pullPage(db: Db, actor: Requester, cursor: number, limit: number): Promise<string> {
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
  return `{"cursor":${next},"hasMore":${hasMore},"changes":[${changes.join(",")}]}`;
}

/** The seq of `userId`'s newest change-log entry (0 when they have none): a device whose cursor is below it has changes to pull. */
export async function newestSeqOf(db: Db, userId: string): Promise<number> {
  const row = await statement<{ seq: number | null }>(
    db,
    "SELECT max(seq) AS seq FROM change_log WHERE user_id = ?",
  ).get([userId]);
  return Number(row?.seq ?? 0);
}
