import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "@odo/throwaway-postgres";

export { freePort };

/** Ports a test worker's server processes take turns on: each worker has its own run of them. */
const portsPerWorker = 400;
let nextPort = 0;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/**
 * A port for a server process, below the range the system hands to `listen(0)` (32768 and up on
 * Linux) and apart for each test worker. A port `freePort` releases can be taken by another
 * worker's in-process server (which listens on port 0) before the child binds it; the child's
 * health check was then answered by that other server, with another database and secret, and a
 * restarted process answered every request 401 (the three-process sync test, once in CI).
 */
async function processPort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  const base = 20_000 + ((Math.max(worker, 1) - 1) % 30) * portsPerWorker;
  for (let tries = 0; tries < portsPerWorker; tries += 1) {
    const port = base + (nextPort % portsPerWorker);
    nextPort += 1;
    if (await isFree(port)) return port;
  }
  return freePort();
}

const serverRoot = fileURLToPath(new URL("..", import.meta.url));

export interface RunningServer {
  url: string;
  child: ChildProcess;
  log(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** The newest change under `folder`, in ms. */
function newestChange(folder: string): number {
  return Math.max(
    ...readdirSync(folder, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs),
  );
}

/** What `npm start` runs: the server bundled into one file (scripts/bundle.mjs). */
const bundledMain = "dist/bundle/main.js";

let buildChecked = false;

/**
 * `npm test` builds first; a test run alone after an edit would otherwise test the old code.
 * Checked once per test process: the build does not change during a run, and a crash test starts
 * the server a hundred times.
 */
function assertBuildFresh(): void {
  if (buildChecked) return;
  const built = statSync(join(serverRoot, bundledMain), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built < newestChange(join(serverRoot, "src"))) {
    throw new Error("dist/ is older than src/: run `npm run build -w @odo/sync-server` (npm test does)");
  }
  buildChecked = true;
}

/**
 * A process start's outer bound: a liveness limit for a loaded two-core machine, not a speed (a
 * start takes about a second alone, and more than 20 s once under a full suite).
 */
export const startBoundMs = 120_000;

/**
 * Resolves once the server answers /api/health: checked when it logs that it listens, and every
 * half second besides (a quiet log level says nothing). Fails at once if the process exits.
 */
async function serving(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const healthy = () =>
    fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
  const deadline = Date.now() + startBoundMs;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let listened: () => void = () => undefined;
  const onOutput = () => {
    if (output().includes("Server listening at")) listened();
  };
  child.stdout?.on("data", onOutput);
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${output()}`);
      if (Date.now() > deadline) throw new Error(`not serving after ${startBoundMs / 1000} s:\n${output()}`);
      // Answered by our child only if it still runs: one that could not bind exits.
      if ((await healthy()) && child.exitCode === null) return;
      const heard = new Promise<void>((resolve) => {
        listened = resolve;
      });
      await Promise.race([heard, exited, new Promise((resolve) => setTimeout(resolve, 500))]);
    }
  } finally {
    child.stdout?.off("data", onOutput);
  }
}

/** The arguments to node that start the server as `npm start` does: the built one-file bundle. */
export function serverCommand(): string[] {
  assertBuildFresh();
  return [bundledMain];
}

/** Starts the server as a real process on a free port; resolves once /api/health answers. */
export async function startServerProcess(env: Record<string, string>): Promise<RunningServer> {
  const command = serverCommand();
  const port = await processPort();
  const child = spawn(process.execPath, command, {
    cwd: serverRoot,
    env: { ...process.env, LOG_LEVEL: "info", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const url = `http://127.0.0.1:${port}`;
  await serving(url, child, () => output);
  return {
    url,
    child,
    log: () => output,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill(signal);
      }),
  };
}
