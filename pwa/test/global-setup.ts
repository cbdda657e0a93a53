import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { canadaUserKey, type FakeRecalls, startFakeRecalls } from "@odo/recalls-fake";
import { type FakeStrava, startFakeStrava } from "@odo/strava-fake";
import type { TestProject } from "vitest/node";
import { findChromium } from "./chromium.js";
import { type RunningServer, startOdo } from "./server.js";
import { browserWorkers } from "./workers.js";

/** What one worker's test files talk to: a server of their own, its data folder and its Strava. */
export interface TestStack {
  baseUrl: string;
  dataDir: string;
  stravaUrl: string;
  recallsUrl: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    stacks: TestStack[];
    jwtSecret: string;
    chromiumPath: string;
  }
}

const jwtSecret = "e2e-secret-that-is-long-enough-for-hs256-signing";
const running: { server: RunningServer; strava: FakeStrava; recalls: FakeRecalls; dataDir: string }[] = [];

/** The real server (the build `npm start` serves) on a free port, with a fresh data folder. */
async function startStack(): Promise<TestStack> {
  const dataDir = mkdtempSync(join(tmpdir(), "odo-e2e-"));
  // Strava is the local fake: the whole connect flow runs on loopback.
  const strava = await startFakeStrava();
  // NHTSA's recalls API and Transport Canada's are a local fake too, looked at every few seconds:
  // a test waits for no schedule.
  const recalls = await startFakeRecalls();
  const server = await startOdo({
    RECALLS_BASE_URL: recalls.url,
    RECALLS_TC_BASE_URL: recalls.canadaUrl,
    RECALLS_TC_USER_KEY: canadaUserKey,
    RECALLS_POLL_MINUTES: "0.05",
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    STRAVA_BASE_URL: strava.url,
    STRAVA_CLIENT_ID: strava.settings.clientId,
    STRAVA_CLIENT_SECRET: strava.settings.clientSecret,
    // A test's webhook receiver listens on loopback.
    LOOPBACK_TARGETS_FOR_TESTS: "true",
  });
  running.push({ server, strava, recalls, dataDir });
  return { baseUrl: server.url, dataDir, stravaUrl: strava.url, recallsUrl: recalls.url };
}

/** One stack per worker, so files running at once share no server, mail folder or Strava. */
export async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  const stacks = await Promise.all(Array.from({ length: browserWorkers }, startStack));
  project.provide("stacks", stacks);
  project.provide("jwtSecret", jwtSecret);
  project.provide("chromiumPath", chromiumPath);
}

export async function teardown() {
  await Promise.all(
    running.map(async ({ server, strava, recalls, dataDir }) => {
      await server.stop();
      await strava.close();
      await recalls.close();
      rmSync(dataDir, { recursive: true, force: true });
    }),
  );
}
