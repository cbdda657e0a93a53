import { postgresBinaries, startPostgres } from "@odo/throwaway-postgres";
import postgres from "postgres";
import { describe, expect, it } from "vitest";

describe("the throwaway PostgreSQL the tests start", () => {
  it("runs from the installed server programs and takes connections on loopback", async () => {
    const server = await startPostgres();
    try {
      const sql = postgres(await server.database("odo_harness"), { max: 1, onnotice: () => {} });
      const [row] = await sql<{ database: string; version: number }[]>`
        SELECT current_database() AS database, current_setting('server_version_num')::int AS version`;
      await sql.end();
      expect(row?.database).toBe("odo_harness");
      expect(row?.version).toBeGreaterThanOrEqual(150_000);
    } finally {
      await server.stop();
    }
  });

  it("fails, naming the package to install, when PostgreSQL is not installed", () => {
    expect(() => postgresBinaries("", "/nonexistent")).toThrow(/install Debian's `postgresql` package/);
  });
});
