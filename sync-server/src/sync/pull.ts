import type { Db } from "../db/open.js";
import type { Requester } from "../users/profile.js";

interface LogRow {
  seq: number;
  entity: string;
  entity_id: string;
  op: "put" | "del";
  data: string | null;
}

const prepared = new WeakMap<Db, { page: { all(userId: string, cursor: number, limit: number): LogRow[] } }>();

function pageStatement(db: Db) {
  let cached = prepared.get(db);
  if (!cached) {
    cached = {
      page: db.$client.prepare(
        "SELECT seq, entity, entity_id, op, data FROM change_log WHERE user_id = ? AND seq > ? ORDER BY seq LIMIT ?",
      ) as { all(userId: string, cursor: number, limit: number): LogRow[] },
    };
    prepared.set(db, cached);
  }
  return cached.page;
}

/**
 * `GET /sync/pull?cursor=N` as JSON text. The stored `data` is already the entity's JSON, so the
 * page is spliced together without parsing it again.
 */
export function pullPage(db: Db, actor: Requester, cursor: number, limit: number): string {
  const rows = pageStatement(db).all(actor.id, cursor, limit + 1);
  const hasMore = rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;
  const next = page.at(-1)?.seq ?? cursor;
  const changes = page.map((row) =>
    row.op === "put"
      ? `{"op":"put","entity":"${row.entity}","id":${JSON.stringify(row.entity_id)},"data":${row.data ?? "null"}}`
      : `{"op":"del","entity":"${row.entity}","id":${JSON.stringify(row.entity_id)}}`,
  );
  return `{"cursor":${next},"hasMore":${hasMore},"changes":[${changes.join(",")}]}`;
}
