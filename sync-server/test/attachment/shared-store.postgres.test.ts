import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCar, build, type TestServer, testDatabaseUrl, userOnPlan } from "../helper.js";
import { type RunningServer, startBoundMs, startServerProcess } from "../process.js";
import { jpegBytes, recordOf } from "./files.js";
import { startS3Server } from "./s3-server.js";

/**
 * Two server processes on one PostgreSQL database and one S3-compatible bucket (`postgres` project
 * only): a receipt uploaded through one is served by the other, and deleted through either it
 * leaves the bucket.
 */
let admin: TestServer;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let dataDirs: string[] = [];
let processes: RunningServer[] = [];

beforeAll(async () => {
  const databaseUrl = await testDatabaseUrl();
  if (!databaseUrl) throw new Error("the postgres project provides a database");
  s3 = await startS3Server("odo-shared");
  admin = await build({ config: { databaseUrl, blobs: { kind: "s3", s3: s3.settings } } });
  const environment = (dataDir: string) => ({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PWA_DIR: join(dataDir, "none"),
    JWT_SECRET: admin.config.jwtSecret,
    S3_BUCKET: s3.settings.bucket,
    S3_ENDPOINT: s3.settings.endpoint ?? "",
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    LOG_LEVEL: "warn",
  });
  // Each process its own DATA_DIR: what they share is the database and the bucket.
  dataDirs = [0, 1].map((index) => mkdtempSync(join(tmpdir(), `odo-shared-${index}-`)));
  for (const dataDir of dataDirs) processes.push(await startServerProcess(environment(dataDir)));
}, 3 * startBoundMs);

afterAll(async () => {
  await Promise.all(processes.map((server) => server.stop()));
  processes = [];
  await admin.close();
  await s3.close();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

describe("a file store shared by server processes", () => {
  it("serves through one process the receipt uploaded through another, and forgets it through either", async () => {
    const ana = await userOnPlan(admin, "anashared");
    const [first, second] = processes as [RunningServer, RunningServer];
    type Reply = { payload: { _id: string }; results: unknown[] };
    const json = async (response: Response) => (await response.json()) as Reply;
    const request = (server: RunningServer, method: string, path: string, body?: unknown, type = "application/json") =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { ...ana.auth, ...(body === undefined ? {} : { "content-type": type }) },
        ...(body === undefined ? {} : { body: body instanceof Buffer ? body : JSON.stringify(body) }),
      });
    const car = (await json(await request(first, "POST", "/api/vehicles", aCar))).payload._id;
    const refuel = await request(first, "POST", `/api/refuels/${car}`, {
      date: new Date(Date.now() + 60_000).toISOString(),
      quantity: 20,
      amount: 30,
    });
    const refuelId = (await json(refuel)).payload._id;
    const bytes = jpegBytes(50_000, 3);
    const id = crypto.randomUUID();
    const pushed = await request(first, "POST", "/api/sync/push", {
      clientId: crypto.randomUUID(),
      mutations: [
        {
          mid: 1,
          name: "attachment.create",
          args: { vehicleId: car, attachment: recordOf(id, bytes, { recordKind: "refuel", recordId: refuelId }) },
        },
      ],
    });
    expect((await json(pushed)).results).toEqual([{ mid: 1, status: "applied" }]);
    expect((await request(first, "PUT", `/api/attachments/${id}/content`, bytes, "image/jpeg")).status).toBe(200);

    const served = await request(second, "GET", `/api/attachments/${id}/content`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const deleted = await request(second, "POST", "/api/sync/push", {
      clientId: crypto.randomUUID(),
      mutations: [{ mid: 1, name: "refuel.delete", args: { _id: refuelId } }],
    });
    expect((await json(deleted)).results).toEqual([{ mid: 1, status: "applied" }]);
    const keys: string[] = [];
    for await (const key of admin.app.deps.blobs.keys()) keys.push(key);
    expect(keys).toEqual([]);
    expect((await request(first, "GET", `/api/attachments/${id}/content`)).status).toBe(404);
  });
});
