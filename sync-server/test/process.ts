import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const serverRoot = fileURLToPath(new URL("..", import.meta.url));

export interface RunningServer {
  url: string;
  child: ChildProcess;
  log(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `src/main.ts` as a real process; resolves once it logs the address it serves. */
export async function startServerProcess(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverRoot,
    env: { ...process.env, PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start-up line in:\n${output}`)), 20_000);
    child.stdout?.on("data", () => {
      const match = /Odo is serving (http:\/\/[^\s"]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
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
