import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import postgres from "postgres";

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A PostgreSQL server of a test's own, on loopback, gone after `stop`. */
export interface ThrowawayPostgres {
  /** `postgres://odo@127.0.0.1:PORT/postgres`: the cluster's superuser, no password (loopback only). */
  url: string;
  port: number;
  /** A URL to a new, empty database on this server. */
  database(name: string): Promise<string>;
  stop(): Promise<void>;
}

const missing =
  "PostgreSQL's server programs (initdb, pg_ctl) are not installed: install Debian's `postgresql` package " +
  "(`apt-get install postgresql`), or put a directory with them on PATH. The tests start a throwaway server of their own.";

/**
 * The folder holding `initdb` and `pg_ctl`: on `PATH`, else the newest version under `root`. Their
 * absence is an error naming the package to install, never a skipped test.
 */
export function postgresBinaries(path = process.env.PATH ?? "", root = "/usr/lib/postgresql"): string {
  for (const folder of path.split(delimiter)) {
    if (folder && existsSync(join(folder, "initdb")) && existsSync(join(folder, "pg_ctl"))) return folder;
  }
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest === undefined) throw new Error(missing);
  return join(root, newest, "bin");
}

const stopSignals = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

const runsAsRoot = () => process.getuid?.() === 0;

/** Root runs PostgreSQL's programs as the `postgres` user: initdb refuses root. */
function asPostgresUser(program: string, args: string[]): [string, string[]] {
  return runsAsRoot() ? ["runuser", ["-u", "postgres", "--", program, ...args]] : [program, args];
}

/** Runs a PostgreSQL program (as the `postgres` user when root); its failure names what it said. */
function run(program: string, args: string[]): string {
  const result = spawnSync(...asPostgresUser(program, args), { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${program} ${args.join(" ")} failed: ${result.stderr || result.stdout || result.error?.message}`);
  }
  return result.stdout;
}

const quoted = (name: string) => `"${name.replaceAll('"', "")}"`;

/**
 * Creates a database on the server at `serverUrl`, empty or a copy of `template` (a database no
 * one is connected to); returns its URL.
 */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const create = `CREATE DATABASE ${quoted(name)}${template === undefined ? "" : ` TEMPLATE ${quoted(template)}`}`;
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.unsafe(create);
        break;
      } catch (error) {
        // 55006: a connection to the template that just closed still lingers on the server's side.
        const inUse = (error as { code?: string }).code === "55006";
        if (!inUse || attempt >= 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  } finally {
    await admin.end();
  }
  return serverUrl.replace(/\/[^/]*$/, `/${name}`);
}

/**
 * initdb a temp folder and start a server on a free loopback port, with durability off (fsync,
 * synchronous commit): a test server holds nothing worth a disk flush (the test runs put the
 * temporary folder in memory where there is room: test-kit/memory-scratch.ts). `durable` keeps
 * PostgreSQL's defaults, as a benchmark must.
 */
export async function startPostgres({ durable = false }: { durable?: boolean } = {}): Promise<ThrowawayPostgres> {
  const bin = postgresBinaries();
  const folder = mkdtempSync(join(tmpdir(), "odo-pg-"));
  const dataDir = join(folder, "data");
  if (runsAsRoot()) {
    chmodSync(folder, 0o755);
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(folder, uid, gid);
  }
  run(join(bin, "initdb"), ["-D", dataDir, "-U", "odo", "--auth=trust", "-E", "UTF8", "--no-sync", "--locale=C"]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    "-c unix_socket_directories=''",
    ...(durable ? [] : ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"]),
    "-c max_connections=400",
  ].join(" ");
  run(join(bin, "pg_ctl"), ["-D", dataDir, "-o", options, "-l", join(folder, "server.log"), "-w", "-t", "60", "start"]);
  const url = `postgres://odo@127.0.0.1:${port}/postgres`;
  // A test process that ends without its afterAll, or is told to stop (Ctrl-C, a CI timeout),
  // still takes its server down with it; then the signal does what it would have done.
  const stopNow = () => {
    spawnSync(...asPostgresUser(join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "stop"]));
    rmSync(folder, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    forget();
    stopNow();
    process.kill(process.pid, signal);
  };
  const forget = () => {
    process.off("exit", stopNow);
    for (const signal of stopSignals) process.off(signal, onSignal);
  };
  process.on("exit", stopNow);
  for (const signal of stopSignals) process.once(signal, onSignal);
  return {
    url,
    port,
    database: (name: string) => createDatabase(url, name),
    async stop() {
      forget();
      stopNow();
    },
  };
}
