import { type Change, maxPullPage, type PullResponse, tableOfEntity, type User } from "@odo/domain";
import { type ApiReply, type LinesReply, NetworkError } from "../session/api.js";
import { type OdoDatabase, readMeta, writeMeta } from "./db.js";
import { isEntryTable } from "./entry-records.js";
import { newestChanges, PullPages } from "./pull-pages.js";
import { PulledEntries } from "./pulled-entries.js";
import { pullOutcome } from "./replies.js";
import { everyRowTable } from "./row-tables.js";
import { type ServerRow, writeServerRows } from "./server-rows.js";

/**
 * Pull pages read ahead of the writes (a thousand rows each, at most), and so the most one
 * transaction writes: eight wrote a first pull 8–14 % faster than four (each transaction's own
 * cost is spread over more rows), for a few megabytes more held while it runs.
 */
const pagesAhead = 8;

/** The request for the changes after `cursor`: up to twenty pages, one JSON line each. */
const pullPagesPath = (cursor: number) => `/sync/pull/pages?cursor=${cursor}&limit=${maxPullPage}`;

/** The server answered a pull with something other than pages: the caller reads it (the session may have ended). */
export class PullRefused extends Error {
  constructor(readonly reply: ApiReply) {
    super(`pull refused: ${reply.status}`);
  }
}

/** The server's reply could not be used (malformed, empty): nothing of it was written. */
export class PullTrouble extends Error {}

/**
 * Writes every change after the device's cursor, page after page as they arrive, the cursor moved
 * in the same transaction as the rows it covers; hands over the user's own record each time it is
 * written.
 */
export async function pullChanges(
  db: OdoDatabase,
  linesFrom: (path: string) => Promise<LinesReply>,
  stopped: () => boolean,
  onOwnRecord: (user: User) => void,
): Promise<void> {
  const pagesFrom = async function* (cursor: number): AsyncGenerator<PullResponse> {
    const reply = await linesFrom(pullPagesPath(cursor));
    if (!("lines" in reply)) throw new PullRefused(reply);
    let lines = 0;
    try {
      for await (const line of reply.lines) {
        const outcome = pullOutcome(200, line);
        if (outcome.kind !== "page") throw new PullTrouble("malformed pull reply");
        lines += 1;
        yield outcome.page;
      }
    } catch (error) {
      // A line that is not JSON is the server's fault; a reply cut short, the connection's.
      if (error instanceof PullTrouble) throw error;
      throw error instanceof SyntaxError ? new PullTrouble("malformed pull reply") : new NetworkError(String(error));
    }
    if (lines === 0) throw new PullTrouble("empty pull reply");
  };
  const pages = new PullPages(pagesFrom, (await readMeta<number>(db, "cursor")) ?? 0, pagesAhead);
  try {
    const pulled = await PulledEntries.begin(db);
    while (!stopped()) {
      const arrived = await pages.take();
      const last = arrived.at(-1);
      if (!last) break;
      const me = await applyChanges(db, newestChanges(arrived), last.cursor, pulled);
      if (me) onOwnRecord(me);
      if (!last.hasMore) break;
    }
  } finally {
    pages.stop();
  }
}

async function applyChanges(
  db: OdoDatabase,
  changes: readonly Change[],
  cursor: number,
  pulled: PulledEntries,
): Promise<User | undefined> {
  const me = changes.find((change) => change.entity === "user" && change.id === db.userId && change.op === "put");
  const rows = changes.map(
    (change) =>
      ({
        table: tableOfEntity[change.entity],
        key: change.id,
        value: change.op === "put" ? change.data : null,
      }) as ServerRow,
  );
  await db.transaction("rw", [db.outbox, db.meta, ...everyRowTable(db)], async () => {
    await writeServerRows(db, rows, pulled);
    await writeMeta(db, "cursor", cursor);
  });
  pulled.noteWritten(rows.flatMap(({ table, key }) => (isEntryTable(table) ? [{ table, key }] : [])));
  return me?.op === "put" ? (me.data as unknown as User) : undefined;
}
