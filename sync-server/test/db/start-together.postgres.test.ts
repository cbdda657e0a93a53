import { describe, expect, it } from "vitest";
import { statement } from "../../src/db/statements.js";
import { build, emptyTestDatabaseUrl } from "../helper.js";

/**
 * Server processes started at the same moment on an empty PostgreSQL database: one migrates and
 * repairs, the others wait their turn and find it done; every one of them serves. (`postgres`
 * project only: SQLite has one process.)
 */
describe("servers started together on one PostgreSQL database", () => {
  it("all start and serve, the schema migrated and the repairs run once", async () => {
    const databaseUrl = await emptyTestDatabaseUrl();
    const servers = await Promise.all([1, 2, 3].map(() => build({ config: { databaseUrl } })));
    try {
      for (const server of servers) {
        expect((await server.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      }
      const repairs = await servers[0]?.app.deps.database.read((db) =>
        statement<{ times: number }>(db, "SELECT name, count(*) AS times FROM data_repairs GROUP BY name").all(),
      );
      expect(repairs?.length).toBeGreaterThan(0);
      for (const repair of repairs ?? []) expect(Number(repair.times)).toBe(1);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });
});
