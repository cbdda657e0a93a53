import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { findChromium } from "./chromium.js";
import { type RunningServer, startOdo } from "./server.js";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    jwtSecret: string;
    chromiumPath: string;
  }
}

let server: RunningServer | undefined;
let dataDir = "";

/** The real server (the build `npm start` serves) on a free port, with a fresh data folder. */
export async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  dataDir = mkdtempSync(join(tmpdir(), "odo-e2e-"));
  const jwtSecret = "e2e-secret-that-is-long-enough-for-hs256-signing";
  server = await startOdo({ DATA_DIR: dataDir, JWT_SECRET: jwtSecret });
  project.provide("baseUrl", server.url);
  project.provide("dataDir", dataDir);
  project.provide("jwtSecret", jwtSecret);
  project.provide("chromiumPath", chromiumPath);
}

export async function teardown() {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
