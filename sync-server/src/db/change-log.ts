import type { SyncEntity } from "@odo/domain";
import { changeFeedOf } from "./change-feed.js";
import type { Db } from "./open.js";

type Append = {
  run(
    userId: string,
    entity: string,
    entityId: string,
    op: string,
    data: string | null,
  ): { lastInsertRowid: number | bigint };
};

const prepared = new WeakMap<Db, Append>();

/**
 * REPLACE drops the row's older entry (unique on user, entity and id) and appends it again with the
 * next seq, in one statement, so the log holds one entry per row a user can see.
 */
function append(db: Db): Append {
  let statement = prepared.get(db);
  if (!statement) {
    statement = db.$client.prepare(
      "INSERT OR REPLACE INTO change_log (user_id, entity, entity_id, op, data) VALUES (?, ?, ?, ?, ?)",
    );
    prepared.set(db, statement);
  }
  return statement;
}

/** Records that `userId` should now see `data` for this row. */
export async function logPut(
  db: Db,
  userId: string,
  entity: SyncEntity,
  entityId: string,
  data: unknown,
): Promise<void> {
  const { lastInsertRowid } = append(db).run(userId, entity, entityId, "put", JSON.stringify(data));
  changeFeedOf(db).advanced(userId, Number(lastInsertRowid));
}

/** Records that the row left `userId`'s view (deleted, or no longer theirs): a tombstone. */
export async function logDelete(db: Db, userId: string, entity: SyncEntity, entityId: string): Promise<void> {
  const { lastInsertRowid } = append(db).run(userId, entity, entityId, "del", null);
  changeFeedOf(db).advanced(userId, Number(lastInsertRowid));
}
