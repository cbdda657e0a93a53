import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort } from "../test/process.js";

/**
 * A floor: a separate minimal process the bench measures Odo's server against, on the same
 * machine with the same load tool, so the ratio shows what Odo adds above its stack.
 */
/**
 * `BENCH_SMOKE=1` (CI's run): every part of the bench, on a few hundred rows and one short round
 * each, so a change that breaks the bench fails CI; its figures mean nothing.
 */
export const smokeRun = process.env.BENCH_SMOKE === "1";
export const benchSize = (full: number, smoke: number) => (smokeRun ? smoke : full);

export async function startFloor(
  script: "hello" | "hardened" | "vehicle-rows" | "vehicle-rows-arrays" | "push" | "push-odo-rows" | "static-file",
  env: Record<string, string> = {},
) {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(new URL(`floors/${script}.mjs`, import.meta.url))], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(url).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (tries > 200) throw new Error(`floor ${script} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}
