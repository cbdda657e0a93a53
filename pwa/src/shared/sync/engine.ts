import { type MutationResult, uuidV7 } from "@odo/domain";
import { liveQuery, type Subscription } from "dexie";
import { api, apiLines, NetworkError } from "../session/api.js";
import { refreshSessionUser } from "../session/session-store.js";
import { type OdoDatabase, type RejectedEntry, readMeta, writeMeta } from "./db.js";
import { uploadPendingFiles } from "./file-uploads.js";
import { LiveChanges } from "./live-changes.js";
import { PullRefused, PullTrouble, pullChanges } from "./pull-changes.js";
import { withinPushBytes } from "./push-batch.js";
import { pullOutcome, pushOutcome } from "./replies.js";
import { forgettingCreatedBy, restore, withDependents } from "./rollback.js";
import { everyRowTable } from "./row-tables.js";

/** Called once per refusal: the refused change as kept in the "Not saved" list, and how many went with it. */
export type RefusalListener = (refused: RejectedEntry, count: number) => void;

const pushBatch = 100;

const periodMs = 30_000;
/** How long after the first sync the live event stream opens. */
const liveStreamDelayMs = 1_000;
const maxBackoffMs = 60_000;
/** Renumbering the outbox after a 409 converges in one step; more in one cycle means trouble. */
const maxRenumbersPerCycle = 3;

const syncChannelName = (userId: string) => `odo-sync-now-${userId}`;

/**
 * Asks the syncing tab (whichever holds the lock) to sync at once: after a server call that
 * changed what this user sees, such as claiming a vehicle or handing one over.
 */
export function requestSyncNow(userId: string): void {
  const channel = new BroadcastChannel(syncChannelName(userId));
  channel.postMessage("sync");
  channel.close();
}

/** This tab's running engines, by user: what `holdSync` reaches. */
const runningEngines = new Map<string, SyncEngine>();

/**
 * Stops this tab's syncing for `userId`, once the sync in flight has ended, until the returned
 * release: around a request after which the account's token stops working (deleting the account),
 * so no pull or stream sent meanwhile is refused.
 */
export async function holdSync(userId: string): Promise<() => void> {
  return (await runningEngines.get(userId)?.hold()) ?? (() => undefined);
}

class SessionEnded extends Error {}
class ServerTrouble extends Error {}

/**
 * Keeps one user's database in step with the server (docs/architecture.md): pushes the outbox in
 * order, pulls changes after the stored cursor (when the server's event stream says there are
 * some, and every 30 s), restores what the server refuses. Only the tab
 * that holds the `odo-sync` lock syncs; the others see its work through IndexedDB.
 */
export class SyncEngine {
  readonly #db: OdoDatabase;
  readonly #userId: string;
  readonly #onRefused: RefusalListener;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #interval: ReturnType<typeof setInterval> | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #backoffMs = 0;
  #stopped = false;
  #leader = false;
  #release: (() => void) | undefined;
  #outbox: Subscription | undefined;
  #requests: BroadcastChannel | undefined;
  #live: LiveChanges | undefined;
  #liveTimer: ReturnType<typeof setTimeout> | undefined;
  #held = false;

  constructor(db: OdoDatabase, userId: string, onRefused: RefusalListener) {
    this.#db = db;
    this.#userId = userId;
    this.#onRefused = onRefused;
  }

  start(): void {
    runningEngines.set(this.#userId, this);
    if (typeof navigator !== "undefined" && "locks" in navigator) {
      void navigator.locks.request(`odo-sync-${this.#userId}`, () => {
        if (this.#stopped) return undefined;
        this.#lead();
        return new Promise<void>((resolve) => {
          this.#release = resolve;
        });
      });
    } else {
      this.#lead();
    }
  }

  stop(): void {
    if (runningEngines.get(this.#userId) === this) runningEngines.delete(this.#userId);
    this.#stopped = true;
    this.#release?.();
    this.#outbox?.unsubscribe();
    this.#requests?.close();
    clearTimeout(this.#liveTimer);
    this.#live?.stop();
    clearTimeout(this.#timer);
    clearInterval(this.#interval);
    window.removeEventListener("online", this.#wake);
    document.removeEventListener("visibilitychange", this.#onVisible);
  }

  /** See `holdSync`. */
  async hold(): Promise<() => void> {
    this.#held = true;
    clearTimeout(this.#timer);
    this.#live?.stop();
    await this.#running?.catch(() => undefined);
    return () => {
      this.#held = false;
      if (this.#stopped || !this.#leader) return;
      this.#live = this.#liveChanges();
      clearTimeout(this.#liveTimer);
      this.#liveTimer = undefined;
      this.#openLiveStreamSoon();
      this.requestSync(0);
    };
  }

  /** Asks for a sync soon; calls close together make one. Never blocks the caller. */
  requestSync(delayMs = 300): void {
    if (!this.#leader || this.#stopped || this.#held) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#run(), delayMs);
  }

  /**
   * Runs a whole cycle (push, then pull) now, after the one under way if any, and resolves when
   * it has ended, whatever its outcome (a failed cycle schedules its own retry).
   */
  async syncNow(): Promise<void> {
    if (!this.#leader || this.#stopped || this.#held) return;
    await this.#running?.catch(() => undefined);
    clearTimeout(this.#timer);
    await this.#run();
  }

  #wake = () => {
    this.#backoffMs = 0;
    this.requestSync(0);
  };

  #onVisible = () => {
    if (document.visibilityState === "visible") this.#wake();
  };

  #lead(): void {
    this.#leader = true;
    window.addEventListener("online", this.#wake);
    document.addEventListener("visibilitychange", this.#onVisible);
    this.#interval = setInterval(() => this.requestSync(0), periodMs);
    this.#requests = new BroadcastChannel(syncChannelName(this.#userId));
    this.#requests.onmessage = this.#wake;
    // A write in any tab lands in the shared outbox; the leader notices and pushes it.
    this.#outbox = liveQuery(() => this.#db.outbox.count()).subscribe((count) => {
      if (count > 0) this.requestSync();
    });
    // The server pokes this device when its log advances (a mechanic's maintenance, another
    // device's change): pull then, rather than at the next tick of the timer, which stays as the
    // fallback while the stream is down.
    this.#live = this.#liveChanges();
    this.requestSync(0);
  }

  /**
   * The stream opens a moment after the first sync, which has just brought everything: the
   * start-up's own requests (the first pull, the screen's code) go first, and a page that waits
   * for the network to settle (a test, a screenshot) sees it settle before the stream, which
   * never ends, opens. A change made meanwhile comes with the stream's first event.
   */
  #openLiveStreamSoon(): void {
    if (this.#liveTimer !== undefined || this.#stopped) return;
    this.#liveTimer = setTimeout(() => {
      if (!this.#held) this.#live?.start();
    }, liveStreamDelayMs);
  }

  /** The server's change stream for this engine: a change pulls, a refused session syncs now (and so signs out). */
  #liveChanges(): LiveChanges {
    return new LiveChanges(
      (seq) => void this.#pullIfBehind(seq),
      () => this.requestSync(0),
    );
  }

  async #pullIfBehind(seq: number): Promise<void> {
    const cursor = (await readMeta<number>(this.#db, "cursor")) ?? 0;
    if (seq > cursor) this.requestSync(0);
  }

  async #run(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#cycle().finally(() => {
      this.#running = undefined;
      this.#openLiveStreamSoon();
      if (this.#again && !this.#stopped) {
        this.#again = false;
        this.requestSync(0);
      }
    });
    return this.#running;
  }

  async #cycle(): Promise<void> {
    // A stopped engine writes nothing: its database may be closing (a sign-out, a device's end).
    if (this.#stopped) return;
    if (!navigator.onLine) {
      await writeMeta(this.#db, "lastError", "offline");
      return;
    }
    await writeMeta(this.#db, "syncing", true);
    try {
      await this.#pushAll();
      await this.#pullAll();
      // Files go once their records are accepted: after the push that sent them.
      await uploadPendingFiles(this.#db);
      await this.#db.meta.bulkPut([
        { key: "lastSyncAt", value: new Date().toISOString() },
        { key: "lastError", value: null },
      ]);
      this.#backoffMs = 0;
    } catch (error) {
      // Stopped mid-cycle, the database may have closed under it: nothing to record or retry.
      if (error instanceof SessionEnded || this.#stopped) return;
      await writeMeta(this.#db, "lastError", error instanceof NetworkError ? "offline" : "server");
      // Exponential back-off: 1 s, 2 s, 4 s ... up to a minute; `online` and visibility reset it.
      this.#backoffMs = Math.min(this.#backoffMs ? this.#backoffMs * 2 : 1_000, maxBackoffMs);
      this.requestSync(this.#backoffMs);
    } finally {
      if (!this.#stopped) await writeMeta(this.#db, "syncing", false);
    }
  }

  async #clientId(): Promise<string> {
    const stored = await readMeta<string>(this.#db, "clientId");
    if (stored) return stored;
    const id = uuidV7(Date.now(), crypto.getRandomValues(new Uint8Array(10)));
    await writeMeta(this.#db, "clientId", id);
    return id;
  }

  async #pushAll(): Promise<void> {
    const clientId = await this.#clientId();
    let renumbered = 0;
    for (;;) {
      const entries = withinPushBytes(await this.#db.outbox.orderBy("mid").limit(pushBatch).toArray());
      if (entries.length === 0 || this.#stopped) return;
      const reply = await api<unknown>("/sync/push", {
        method: "POST",
        body: { clientId, mutations: entries.map(({ mid, name, args }) => ({ mid, name, args })) },
      });
      const outcome = pushOutcome(reply.status, reply.body);
      if (outcome.kind === "sessionEnded") throw new SessionEnded();
      if (outcome.kind === "outOfOrder" && renumbered < maxRenumbersPerCycle) {
        renumbered += 1;
        await this.#renumberFrom(outcome.lastMutationId);
        continue;
      }
      if (outcome.kind !== "results") throw new ServerTrouble(outcome.kind === "trouble" ? outcome.why : "409");
      const { results } = outcome.reply;
      // Applied changes leave the outbox together: one transaction per batch, not one per change.
      const applied = results.filter((result) => result.status === "applied").map((result) => result.mid);
      await this.#db.outbox.bulkDelete(applied);
      for (const result of results) if (result.status !== "applied") await this.#settle(result);
    }
  }

  /**
   * The server has every change up to `lastMutationId` and none after, but ours skip a number (a
   * change dropped here with the one it depended on): what it has not seen is numbered again from
   * the next one, in the same order, so nothing queued is lost.
   */
  async #renumberFrom(lastMutationId: number): Promise<void> {
    await this.#db.transaction("rw", this.#db.outbox, async () => {
      const unseen = await this.#db.outbox.where("mid").above(lastMutationId).sortBy("mid");
      await this.#db.outbox.bulkDelete(unseen.map((entry) => entry.mid ?? 0));
      await this.#db.outbox.bulkAdd(unseen.map((entry, index) => ({ ...entry, mid: lastMutationId + 1 + index })));
    });
  }

  async #settle(result: MutationResult): Promise<void> {
    if (result.status === "applied") {
      await this.#db.outbox.delete(result.mid);
      return;
    }
    let refused: RejectedEntry[] = [];
    await this.#db.transaction(
      "rw",
      [this.#db.outbox, this.#db.rejected, this.#db.meta, ...everyRowTable(this.#db)],
      async () => {
        const entry = await this.#db.outbox.get(result.mid);
        if (!entry) return;
        const later = await this.#db.outbox.where("mid").above(result.mid).toArray();
        const chain = withDependents(entry, later);
        await restore(this.#db, chain);
        await this.#db.outbox.bulkDelete(chain.map((e) => e.mid ?? 0));
        await this.#db.outbox.bulkPut(forgettingCreatedBy(chain, later));
        const rejectedAt = new Date().toISOString();
        refused = chain.map((e, index) => ({
          mid: e.mid ?? 0,
          name: e.name,
          args: e.args,
          code: index === 0 ? (result.code ?? "REJECTED") : "DEPENDENCY_REJECTED",
          message: index === 0 ? (result.message ?? "") : "",
          ...(index === 0 && result.conflict ? { conflict: result.conflict } : {}),
          rejectedAt,
        }));
        const ids = await this.#db.rejected.bulkAdd(refused, { allKeys: true });
        refused = refused.map((e, index) => ({ ...e, id: ids[index] }));
        // Rows put back from snapshots may have missed server changes: refresh everything.
        await writeMeta(this.#db, "cursor", 0);
      },
    );
    const [first] = refused;
    if (first) this.#onRefused(first, refused.length);
  }

  async #pullAll(): Promise<void> {
    try {
      await pullChanges(this.#db, apiLines, () => this.#stopped, refreshSessionUser);
    } catch (error) {
      if (error instanceof PullRefused) {
        const outcome = pullOutcome(error.reply.status, error.reply.body);
        throw outcome.kind === "sessionEnded"
          ? new SessionEnded()
          : new ServerTrouble(outcome.kind === "trouble" ? outcome.why : "pull refused");
      }
      if (error instanceof PullTrouble) throw new ServerTrouble(error.message);
      throw error;
    }
  }
}
