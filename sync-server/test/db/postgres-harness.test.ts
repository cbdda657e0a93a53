import { spawn } from "node:child_process";
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

  it("goes down with a test process stopped by a signal", async () => {
    // A process that starts a server, says where its data lives, and waits to be stopped.
    const child = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const { startPostgres } = await import("@odo/throwaway-postgres");
         const server = await startPostgres();
         console.log(JSON.stringify({ port: server.port }));
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const { port } = await new Promise<{ port: number }>((resolve) =>
      child.stdout.once("data", (chunk: Buffer) => resolve(JSON.parse(chunk.toString()))),
    );
    const reachable = () =>
      postgres(`postgres://odo@127.0.0.1:${port}/postgres`, { max: 1, connect_timeout: 2, onnotice: () => {} })
        .begin((sql) => sql`SELECT 1`)
        .then(
          () => true,
          () => false,
        );
    expect(await reachable()).toBe(true);
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once("exit", (_code, signal) => resolve(signal)),
    );
    child.kill("SIGTERM");
    expect(await exited).toBe("SIGTERM");
    expect(await reachable()).toBe(false);
  });

  it("fails, naming the package to install, when PostgreSQL is not installed", () => {
    expect(() => postgresBinaries("", "/nonexistent")).toThrow(/install Debian's `postgresql` package/);
  });
});
