import type { Db } from "../db/open.js";
import type { Requester } from "../requester.js";

interface LogRow {
  seq: number;
  entity: string;
  entity_id: string;
  op: "put" | "del";
  data: string | null;
}

interface Statements {
  page: { all(userId: string, cursor: number, limit: number): LogRow[] };
  lastSeq: { get(): { seq: number } | undefined };
}

const prepared = new WeakMap<Db, Statements>();

function statements(db: Db): Statements {
  let cached = prepared.get(db);
  if (!cached) {
    cached = {
      page: db.$client.prepare(
        "SELECT seq, entity, entity_id, op, data FROM change_log WHERE user_id = ? AND seq > ? ORDER BY seq LIMIT ?",
      ) as Statements["page"],
      // The last seq ever handed out (AUTOINCREMENT never reuses one), even if its row was replaced.
      lastSeq: db.$client.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'change_log'") as Statements["lastSeq"],
    };
    prepared.set(db, cached);
  }
  return cached;
}

/**
 * `GET /sync/pull?cursor=N` as JSON text. The stored `data` is already the entity's JSON, so the
 * page is spliced together without parsing it again.
 */
export async function pullPage(db: Db, actor: Requester, cursor: number, limit: number): Promise<string> {
  const sql = statements(db);
  const rows = sql.page.all(actor.id, cursor, limit + 1);
  const hasMore = rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;
  // A cursor beyond the last change (a device restored onto another server, a forged one) comes
  // back clamped, or the device would skip every change until the log caught up with it.
  const next = page.at(-1)?.seq ?? Math.min(cursor, sql.lastSeq.get()?.seq ?? 0);
  const changes = page.map((row) =>
    row.op === "put"
      ? `{"op":"put","entity":"${row.entity}","id":${JSON.stringify(row.entity_id)},"data":${row.data ?? "null"}}`
      : `{"op":"del","entity":"${row.entity}","id":${JSON.stringify(row.entity_id)}}`,
  );
  return `{"cursor":${next},"hasMore":${hasMore},"changes":[${changes.join(",")}]}`;
}

const newestSeq = new WeakMap<Db, { get(userId: string): { seq: number | null } | undefined }>();

/** The seq of `userId`'s newest change-log entry (0 when they have none): a device whose cursor is below it has changes to pull. */
export async function newestSeqOf(db: Db, userId: string): Promise<number> {
  let statement = newestSeq.get(db);
  if (!statement) {
    statement = db.$client.prepare("SELECT max(seq) AS seq FROM change_log WHERE user_id = ?") as {
      get(userId: string): { seq: number | null } | undefined;
    };
    newestSeq.set(db, statement);
  }
  return statement.get(userId)?.seq ?? 0;
}
