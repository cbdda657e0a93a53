import { type MutationResult, type PushRequest, type SharedMutationName, tableOfEntity } from "@odo/domain";
import Dexie from "dexie";
import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import { vi } from "vitest";
import { isEntryTable } from "../../src/shared/sync/entry-records.js";
import type { Cluster } from "./cluster.js";

/** One copy of the app's modules: its own session store, so each device holds its own session. */
async function appModules() {
  vi.resetModules();
  const [session, engine, database, mutations, reads] = await Promise.all([
    import("../../src/shared/session/session-store.js"),
    import("../../src/shared/sync/engine.js"),
    import("../../src/shared/sync/db.js"),
    import("../../src/shared/sync/mutations.js"),
    import("../../src/shared/sync/entry-reads.js"),
  ]);
  return { session, engine, database, mutations, reads };
}
type AppModules = Awaited<ReturnType<typeof appModules>>;

/** A slot for a device: a copy of the app's modules, reused by a new device in each history. */
export const appSlot = appModules;
export type AppSlot = AppModules;

/** What can go wrong with the next push a device sends. */
export type Fault = "loseResponse" | "duplicate" | "late";

/** What the histories did, over the whole run: a run that did nothing would prove nothing. */
export const totals = { made: 0, applied: 0, rejected: 0, lostAnswers: 0, duplicates: 0, late: 0, offline: 0 };

const realFetch = globalThis.fetch;
const devicesByToken = new Map<string, Device>();

/** Every request the app makes goes to the device whose session it carries. */
globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
  const authorization = new Headers(init?.headers).get("authorization") ?? "";
  const device = devicesByToken.get(authorization.replace(/^Bearer /, ""));
  if (!device) return realFetch(input, init);
  return device.send(new URL(String(input)), init ?? {});
};

/**
 * A phone running the app's real sync engine over its own IndexedDB (fake-indexeddb), whose
 * network the test controls: offline, a push answered but the answer lost, a push sent twice, or
 * sent again late after newer ones. Every answer the server gives a push is noted, lost or not.
 */
export class Device {
  readonly db: InstanceType<AppModules["database"]["OdoDatabase"]>;
  readonly #app: AppModules;
  readonly #engine: InstanceType<AppModules["engine"]["SyncEngine"]>;
  readonly #cluster: Cluster;
  readonly #token: string;
  online = true;
  #fault: Fault | undefined;
  #late: { path: string; init: RequestInit }[] = [];
  /** Each push answer, by the mutation it answers (its mid and what it asked). */
  readonly answers = new Map<string, MutationResult[]>();
  /** What the user did here and the device took (a refusal on the device stores nothing). */
  readonly made: { name: SharedMutationName; args: unknown }[] = [];

  constructor(app: AppModules, cluster: Cluster, session: { token: string; user: unknown }) {
    this.#app = app;
    this.#cluster = cluster;
    this.#token = session.token;
    app.session.startSession(session as Parameters<AppModules["session"]["startSession"]>[0]);
    const userId = (session.user as { _id: string })._id;
    // Dexie reads its IndexedDB when a database is made: this device's own.
    Dexie.dependencies.indexedDB = new IDBFactory();
    Dexie.dependencies.IDBKeyRange = IDBKeyRange;
    this.db = new app.database.OdoDatabase(userId);
    devicesByToken.set(this.#token, this);
    this.#engine = new app.engine.SyncEngine(this.db, userId, () => {});
    this.#engine.start();
  }

  /** The user does something: the app's own mutation function, as a screen calls it. */
  async mutate(name: SharedMutationName, args: unknown): Promise<void> {
    try {
      // The history builds the arguments for the name it picked; the mutation's schema checks them.
      await this.#app.mutations.runMutation(this.db, name, args as never);
      this.made.push({ name, args });
      totals.made += 1;
    } catch {
      // Refused on the device (a km below the last, a deleted vehicle): the form says why.
    }
  }

  syncNow(): Promise<void> {
    return this.#engine.syncNow();
  }

  armFault(fault: Fault): void {
    this.#fault = fault;
  }

  /** Back online with no fault armed; the late pushes held back arrive now. */
  async heal(): Promise<void> {
    this.online = true;
    this.#fault = undefined;
    for (const late of this.#late.splice(0)) await this.#deliver(late.path, late.init).catch(() => undefined);
  }

  stop(): void {
    this.#engine.stop();
    devicesByToken.delete(this.#token);
    this.db.close();
  }

  async send(url: URL, init: RequestInit): Promise<Response> {
    if (!this.online) {
      totals.offline += 1;
      throw new TypeError("offline");
    }
    const path = `${url.pathname}${url.search}`;
    if (path !== "/api/sync/push") return realFetch(`${this.#cluster.pick()}${path}`, init);
    const fault = this.#fault;
    this.#fault = undefined;
    if (fault === "late") {
      this.#late.push({ path, init });
      totals.late += 1;
    }
    const response = await this.#deliver(path, init);
    if (fault === "duplicate") {
      await this.#deliver(path, init);
      totals.duplicates += 1;
    }
    if (fault === "loseResponse") {
      totals.lostAnswers += 1;
      throw new TypeError("the answer was lost");
    }
    return response;
  }

  /** Sends a push to a live process and notes its answers. */
  async #deliver(path: string, init: RequestInit): Promise<Response> {
    const response = await realFetch(`${this.#cluster.pick()}${path}`, init);
    const text = await response.text();
    if (response.status === 200) {
      const sent = JSON.parse(String(init.body)) as PushRequest;
      const byMid = new Map(sent.mutations.map((mutation) => [mutation.mid, mutation]));
      for (const result of (JSON.parse(text) as { results: MutationResult[] }).results) {
        const key = JSON.stringify(byMid.get(result.mid));
        if (result.status === "applied") totals.applied += 1;
        else totals.rejected += 1;
        this.answers.set(key, [...(this.answers.get(key) ?? []), result]);
      }
    }
    return new Response(text, { status: response.status, headers: response.headers });
  }

  async outboxSize(): Promise<number> {
    return this.db.outbox.count();
  }

  async rejected() {
    return this.db.rejected.toArray();
  }

  /** What the device holds, as `entity:id` → row, the way a pull names it. */
  async view(): Promise<Record<string, unknown>> {
    const rows: Record<string, unknown> = {};
    const put = (entity: string, list: readonly { _id: string }[]) => {
      for (const row of list) rows[`${entity}:${row._id}`] = row;
    };
    for (const [entity, table] of Object.entries(tableOfEntity)) {
      if (!isEntryTable(table)) put(entity, await this.db.table(table).toArray());
    }
    const entries = await this.#app.reads.everyEntry(this.db);
    for (const [entity, table] of Object.entries(tableOfEntity)) {
      if (isEntryTable(table)) put(entity, entries[table]);
    }
    return rows;
  }
}
