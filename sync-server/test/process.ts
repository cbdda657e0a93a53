import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "@odo/throwaway-postgres";

export { freePort };

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

/** `npm test` builds first; a test run alone after an edit would otherwise test the old code. */
function assertBuildFresh(): void {
  const built = statSync(join(serverRoot, "dist/main.js"), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built < newestChange(join(serverRoot, "src"))) {
    throw new Error("dist/ is older than src/: run `npm run build -w @odo/sync-server` (npm test does)");
  }
}

/**
 * Starts the server as a real process on a free port; resolves once /api/health answers. Tests
 * run `src/main.ts`; `built` runs `dist/main.js`, as `npm start` does (the bench measures that).
 */
export async function startServerProcess(
  env: Record<string, string>,
  { built = false }: { built?: boolean } = {},
): Promise<RunningServer> {
  if (built) assertBuildFresh();
  const port = await freePort();
  const entry = built ? ["dist/main.js"] : ["--import", "tsx", "src/main.ts"];
  const child = spawn(process.execPath, entry, {
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
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`not serving after 20 s:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
