import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { searchRuns } from "../../../test-kit/search-depth.js";
import { statement } from "../../src/db/statements.js";
import { build, call, type TestServer, userOnPlan } from "../helper.js";
import { type Cluster, historySteps, runHistory } from "./histories.js";

/**
 * The protocol's random histories (histories.ts) against one in-process server. Several server
 * processes on one PostgreSQL, one of them killed mid-history: protocol.instances.postgres.test.ts.
 */
let server: TestServer;
beforeAll(async () => {
  server = await build();
});
afterAll(async () => server.close());

function inProcess(target: TestServer): Cluster {
  const count = (text: string, id: string) =>
    target.app.deps.database.read(async (db) => Number((await statement<{ n: number }>(db, text).get([id]))?.n));
  return {
    call: (session, method, url, payload) => call(target, session, method, url, payload),
    newUser: (username) => userOnPlan(target, username),
    vehicleCount: (userId) => count("SELECT count(*) AS n FROM vehicles WHERE owner_id = ?", userId),
    rowExists: async (table, id) => (await count(`SELECT count(*) AS n FROM ${table} WHERE id = ?`, id)) > 0,
  };
}

describe("sync protocol under random histories", () => {
  it("applies each mutation at most once, answers every one, keeps what it acknowledged, and converges", async () => {
    const cluster = inProcess(server);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(historySteps, async (steps) => {
        run += 1;
        await runHistory(cluster, run, steps);
      }),
      { numRuns: searchRuns(250, 500) },
    );
  }, 1_800_000);
});
