import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type FakeStrava, startFakeStrava } from "@odo/strava-fake";
import type { TestProject } from "vitest/node";
import { findChromium } from "./chromium.js";
import { type RunningServer, startOdo } from "./server.js";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    jwtSecret: string;
    chromiumPath: string;
    stravaUrl: string;
  }
}

let server: RunningServer | undefined;
let strava: FakeStrava | undefined;
let dataDir = "";

/** The real server (the build `npm start` serves) on a free port, with a fresh data folder. */
export async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  dataDir = mkdtempSync(join(tmpdir(), "odo-e2e-"));
  const jwtSecret = "e2e-secret-that-is-long-enough-for-hs256-signing";
  // Strava is the local fake: the whole connect flow runs on loopback.
  strava = await startFakeStrava();
  server = await startOdo({
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    STRAVA_BASE_URL: strava.url,
    STRAVA_CLIENT_ID: strava.settings.clientId,
    STRAVA_CLIENT_SECRET: strava.settings.clientSecret,
  });
  project.provide("baseUrl", server.url);
  project.provide("dataDir", dataDir);
  project.provide("jwtSecret", jwtSecret);
  project.provide("chromiumPath", chromiumPath);
  project.provide("stravaUrl", strava.url);
}

export async function teardown() {
  await server?.stop();
  await strava?.close();
  rmSync(dataDir, { recursive: true, force: true });
}
