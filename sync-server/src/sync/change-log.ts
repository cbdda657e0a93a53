import type { SyncEntity } from "@odo/domain";
import type { Db } from "../db/open.js";

interface Statements {
  forget: { run(userId: string, entity: string, entityId: string): unknown };
  append: { run(userId: string, entity: string, entityId: string, op: string, data: string | null): unknown };
}

const prepared = new WeakMap<Db, Statements>();

function statements(db: Db): Statements {
  let cached = prepared.get(db);
  if (!cached) {
    cached = {
      forget: db.$client.prepare("DELETE FROM change_log WHERE user_id = ? AND entity = ? AND entity_id = ?"),
      append: db.$client.prepare(
        "INSERT INTO change_log (user_id, entity, entity_id, op, data) VALUES (?, ?, ?, ?, ?)",
      ),
    };
    prepared.set(db, cached);
  }
  return cached;
}

/** Records that `userId` should now see `data` for this row (the older entry for it goes away). */
export function logPut(db: Db, userId: string, entity: SyncEntity, entityId: string, data: unknown): void {
  const { forget, append } = statements(db);
  forget.run(userId, entity, entityId);
  append.run(userId, entity, entityId, "put", JSON.stringify(data));
}

/** Records that the row left `userId`'s view (deleted, or no longer theirs): a tombstone. */
export function logDelete(db: Db, userId: string, entity: SyncEntity, entityId: string): void {
  const { forget, append } = statements(db);
  forget.run(userId, entity, entityId);
  append.run(userId, entity, entityId, "del", null);
}
