import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { freePort } from "@odo/throwaway-postgres";

const pwaRoot = fileURLToPath(new URL("..", import.meta.url));
const serverMain = fileURLToPath(new URL("../../sync-server/dist/bundle/main.js", import.meta.url));

const startBoundMs = 120_000;

export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Runs the built server (sync-server/dist) serving the built app (pwa/dist), as `npm start` does. */
export async function startOdo(env: Record<string, string>): Promise<RunningServer> {
  for (const path of [serverMain, `${pwaRoot}dist/index.html`]) {
    if (!existsSync(path)) throw new Error(`${path} is missing: run npm run build first`);
  }
  const port = await freePort();
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      // Links and OAuth redirects come back to the address the browser uses.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PWA_DIR: `${pwaRoot}dist`,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "1000",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  // A liveness bound for a loaded two-core machine: the loop goes on as soon as the server answers.
  const deadline = Date.now() + startBoundMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`the server did not start in ${startBoundMs / 1000} s`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
