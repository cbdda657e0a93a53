import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchRuns } from "../../../test-kit/search-depth.js";
import { statement } from "../../src/db/statements.js";
import { build, type TestServer, testDatabaseUrl, userOnPlan } from "../helper.js";
import { type RunningServer, startBoundMs, startServerProcess } from "../process.js";
import { type Cluster, historySteps, runHistory } from "./histories.js";

/**
 * The protocol's random histories (histories.ts) against three server processes sharing one
 * PostgreSQL database, each request sent to a random live one. In every fourth history one
 * process is killed with SIGKILL while a request is in flight, and started again in the
 * background: the device hears nothing and sends again, to another process. (`postgres` project
 * only: SQLite has one process.)
 */
const instanceCount = 3;
// 120 histories (30 with a SIGKILL) in npm test, 250 in the deep search (test-kit/search-depth.ts):
// each kill costs a server start. ODO_INSTANCE_HISTORIES=500 searches deeper still.
const histories = Number(process.env.ODO_INSTANCE_HISTORIES ?? searchRuns(120, 250));
const crashEvery = 4;

let admin: TestServer;
let dataDir: string;
let environment: Record<string, string>;
const instances: (RunningServer | undefined)[] = [];
let restarting: Promise<void> | undefined;
let crashes = 0;
let unanswered = 0;

function start(slot: number): Promise<void> {
  return startServerProcess(environment).then((server) => {
    instances[slot] = server;
  });
}

beforeAll(async () => {
  const databaseUrl = await testDatabaseUrl();
  if (!databaseUrl) throw new Error("the postgres project provides a database");
  // Users are made through an in-process server on the same database, whose mail is captured.
  admin = await build({ config: { databaseUrl } });
  dataDir = mkdtempSync(join(tmpdir(), "odo-instances-"));
  environment = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PWA_DIR: join(dataDir, "none"),
    JWT_SECRET: admin.config.jwtSecret,
    RATE_LIMIT_PER_MINUTE: "1000000",
    LOG_LEVEL: "warn",
  };
  // One after another: the first makes the keys every process then reads from DATA_DIR.
  for (let slot = 0; slot < instanceCount; slot += 1) await start(slot);
}, 3 * startBoundMs);

afterAll(async () => {
  await restarting;
  await Promise.all(instances.map((server) => server?.stop("SIGKILL")));
  await admin.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function live(): number[] {
  return instances.flatMap((server, slot) => (server ? [slot] : []));
}

/** The cluster, with a crash planned at one request of some histories. */
function processes(): Cluster {
  let requests = 0;
  let crashAt = -1;
  const count = (text: string, id: string) =>
    admin.app.deps.database.read(async (db) => Number((await statement<{ n: number }>(db, text).get([id]))?.n));

  /** Kills the process somewhere between the request's arrival and its reply, then starts it again. */
  function crashDuring(slot: number): Promise<void> {
    return (async () => {
      const victim = instances[slot];
      if (!victim) return;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 4));
      instances[slot] = undefined;
      await victim.stop("SIGKILL");
      crashes += 1;
      await start(slot);
    })();
  }

  return {
    historyStarts(run) {
      requests = 0;
      crashAt = run % crashEvery === 0 ? Math.floor(Math.random() * 20) : -1;
    },
    async call(session, method, url, payload) {
      requests += 1;
      const crash = requests === crashAt;
      if (crash) await restarting;
      const choices = live();
      const slot = choices[Math.floor(Math.random() * choices.length)] ?? 0;
      const server = instances[slot];
      if (!server) return undefined;
      const request = fetch(`${server.url}${url}`, {
        method,
        headers: { ...session.auth, ...(payload === undefined ? {} : { "content-type": "application/json" }) },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      });
      // The next crash, and the end of the run, wait for this one's process to serve again.
      if (crash) restarting = crashDuring(slot);
      try {
        const response = await request;
        const text = await response.text();
        return { statusCode: response.status, json: <T>() => JSON.parse(text) as T };
      } catch {
        unanswered += 1;
        return undefined;
      }
    },
    newUser: (username) => userOnPlan(admin, username),
    vehicleCount: (userId) => count("SELECT count(*) AS n FROM vehicles WHERE owner_id = ?", userId),
    rowExists: async (table, id) => (await count(`SELECT count(*) AS n FROM ${table} WHERE id = ?`, id)) > 0,
  };
}

describe("sync protocol on three server processes sharing one PostgreSQL", () => {
  it("loses no acknowledged write, applies none twice and converges, through SIGKILLs mid-request", async () => {
    const cluster = processes();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(historySteps, async (steps) => {
        run += 1;
        await runHistory(cluster, run, steps);
      }),
      { numRuns: histories },
    );
    // The crashes happened (a short history may end before its planned one), some requests went
    // unanswered, and every process served again.
    expect(crashes).toBeGreaterThanOrEqual(histories / crashEvery / 2);
    expect(unanswered).toBeGreaterThan(0);
    await restarting;
    expect(live()).toHaveLength(instanceCount);
  }, 1_800_000);
});
