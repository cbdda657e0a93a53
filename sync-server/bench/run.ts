/**
 * `npm run bench`: the sync server's speed on loopback against the real process and SQLite file.
 * Prints figures; asserts nothing about time.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { type PullResponse, type PushResponse, uuidV7 } from "@odo/domain";
import { startFakeStripe } from "@odo/stripe-fake";
import { startPostgres } from "@odo/throwaway-postgres";
import { runAdminCommand } from "../src/admin-commands.js";
import { type Database, SqliteDatabase } from "../src/db/database.js";
import { openDatabase } from "../src/db/open.js";
import { PostgresDatabase } from "../src/db/postgres.js";
import type { ServerDeps } from "../src/deps.js";
import { runScheduler } from "../src/notifications/scheduler.js";
import { startS3Server } from "../test/attachment/s3-server.js";
import { base64Json, basic, testConfig } from "../test/helper.js";
import { startServerProcess } from "../test/process.js";
import { downloadFigures } from "./attachment-download.js";
import { benchSize, smokeRun, startFloor } from "./floors.js";
import { liveChangeTimes, percentile } from "./live-change.js";
import { paymentToPlanTimes } from "./payment-to-plan.js";

type Synchronous = "full" | "normal";

const autocannonCli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

/**
 * The real server process on a fresh DATA_DIR (its SQLite file, or the PostgreSQL database at
 * `databaseUrl`), and the same database opened here for admin steps.
 */
async function startBenchServer(synchronous: Synchronous, databaseUrl?: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "odo-bench-"));
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    PWA_DIR: join(dataDir, "none"),
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: "100000",
    SQLITE_SYNCHRONOUS: synchronous,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const db = databaseUrl ? undefined : openDatabase(join(dataDir, "odo.sqlite"));
  const database: Database = db ? new SqliteDatabase(db) : await PostgresDatabase.open(databaseUrl ?? "");
  return {
    dataDir,
    server,
    /** The SQLite file's connection (the reminder run pokes rows straight into it). */
    db,
    database,
    async stop() {
      await database.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server being measured; `account` and the loads talk to it. */
let bench = await startBenchServer("normal");

async function account(
  username: string,
  plan: "free" | "business" = "business",
): Promise<{ authorization: string; id: string }> {
  const mailDir = join(bench.dataDir, "mail");
  const before = new Set(existsSync(mailDir) ? readdirSync(mailDir) : []);
  await fetch(`${bench.server.url}/api/users/signup`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-credentials": base64Json({ username, password: "Secret123", passwordConfirmation: "Secret123" }),
    },
    body: JSON.stringify({
      step: "complete",
      email: `${username}@example.com`,
      name: "Bench",
      lastname: "User",
      termsAccepted: true,
    }),
  });
  const mail = readdirSync(join(bench.dataDir, "mail")).find((file) => !before.has(file)) ?? "";
  const token = /\/activate\/([A-Za-z0-9_-]+)/.exec(
    readFileSync(join(bench.dataDir, "mail", mail), "utf8").replace(/=\r?\n/g, ""),
  )?.[1];
  await fetch(`${bench.server.url}/api/users/activate`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  await bench.database.write((db) =>
    runAdminCommand({ db, now: new Date(), voucherSecret: "" }, ["plan", username, plan]),
  );
  const session = (await (
    await fetch(`${bench.server.url}/api/users/signin`, { headers: { authorization: basic(username, "Secret123") } })
  ).json()) as {
    token: string;
    user: { _id: string };
  };
  return { authorization: `Bearer ${session.token}`, id: session.user._id };
}

async function pushAll(
  auth: { authorization: string },
  mutations: unknown[],
  batch: number,
  pushUrl = `${bench.server.url}/api/sync/push`,
) {
  const clientId = randomUUID();
  for (let index = 0; index < mutations.length; index += batch) {
    const response = await fetch(pushUrl, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ clientId, mutations: mutations.slice(index, index + batch) }),
    });
    const body = (await response.json()) as PushResponse;
    const refused = body.results.find((result) => result.status !== "applied");
    if (refused) throw new Error(`refused: ${JSON.stringify(refused)}`);
  }
}

function mutationsFor(count: number, vehicles: number): unknown[] {
  // A millisecond apart from now on: each vehicle's readings rise with their dates, never tied.
  const start = Date.now();
  const dateOf = (mid: number) => new Date(start + mid).toISOString();
  const vehicleIds = Array.from({ length: vehicles }, () => randomUUID());
  const mutations: unknown[] = vehicleIds.map((_id, index) => ({
    mid: index + 1,
    name: "vehicle.create",
    args: { _id, vehicleType: "car", manufacture: "bench", model: `m${index}`, plateNumber: `B${index}` },
  }));
  for (let mid = vehicles + 1; mid <= count; mid += 1) {
    const vehicleId = vehicleIds[mid % vehicles];
    mutations.push(
      mid % 3 === 0
        ? {
            mid,
            name: "refuel.create",
            args: {
              vehicleId,
              refuel: {
                _id: randomUUID(),
                date: dateOf(mid),
                quantity: 30,
                amount: 40,
                displacement: mid,
              },
            },
          }
        : {
            mid,
            name: "maintenance.create",
            args: {
              vehicleId,
              maintenance: {
                _id: randomUUID(),
                type: "general",
                adjustments: ["changeOil"],
                kms: mid,
                date: dateOf(mid),
              },
            },
          },
    );
  }
  return mutations;
}

/**
 * One load of `seconds` from autocannon in a process of its own, as the floors run in theirs: run
 * inside this process, the load generator slowed as the bench's own heap grew (pushes, pulls), and
 * it slowed the longer replies most, so the ratios fell as the bench went on.
 */
async function load(url: string, headers: Record<string, string>, wantedSeconds = 8) {
  const seconds = benchSize(wantedSeconds, 1);
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}=${value}`]);
  const args = [autocannonCli, "--json", "-c", "10", "-p", "1", "-d", String(seconds), ...headerArgs, url];
  const output = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });
  const result = JSON.parse(output) as { non2xx: number; errors: number; requests: { average: number } };
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Odo's route and its floor measured in turns (2 s warm-up each, then five rounds of 4 s, one
 * after the other), each figure the median of its rounds: on a shared 2-core machine a single
 * long run of each swings by a third, and in turns both see the same weather.
 */
async function against(odo: { url: string; headers: Record<string, string> }, floor: { url: string }) {
  await load(odo.url, odo.headers, 2);
  await load(floor.url, {}, 2);
  const rounds = { odo: [] as number[], floor: [] as number[] };
  for (let round = 0; round < benchSize(5, 1); round += 1) {
    rounds.odo.push(await load(odo.url, odo.headers, 4));
    rounds.floor.push(await load(floor.url, {}, 4));
  }
  const ratios = rounds.odo.map((rate, index) => rate / (rounds.floor[index] ?? rate));
  return { ...rounds, ratios, ratio: median(ratios) };
}

const freshPairCount = benchSize(3, 1);

/**
 * `/api/health` against the bare floor as the floor itself runs: a fresh Odo process (its own
 * empty DATA_DIR) and a fresh floor, started one after the other and measured in turns. On this
 * machine a process keeps the speed it drew at its start (two identical floors read 1.13 against
 * each other), so one pair is one draw: `freshPairCount` pairs, and the figures are the medians
 * over every round of every pair. The first pair's Odo is also measured against a fresh hardened
 * floor (a logger and Odo's API headers).
 */
async function healthOnFreshPairs() {
  const all = { odo: [] as number[], floor: [] as number[], ratios: [] as number[] };
  const pairRatios: number[] = [];
  let againstHardened: Awaited<ReturnType<typeof against>> | undefined;
  for (let pair = 0; pair < freshPairCount; pair += 1) {
    const odo = await startBenchServer("full");
    const hello = await startFloor("hello");
    try {
      const rounds = await against({ url: `${odo.server.url}/api/health`, headers: {} }, hello);
      all.odo.push(...rounds.odo);
      all.floor.push(...rounds.floor);
      all.ratios.push(...rounds.ratios);
      pairRatios.push(rounds.ratio);
      if (pair === 0) {
        const hardened = await startFloor("hardened", { LOG_LEVEL: "warn" });
        againstHardened = await against({ url: `${odo.server.url}/api/health`, headers: {} }, hardened);
        await hardened.stop();
      }
    } finally {
      await hello.stop();
      await odo.stop();
    }
  }
  return {
    odo: median(all.odo),
    floor: median(all.floor),
    ratio: median(all.ratios),
    pairRatios,
    againstHardened,
  };
}

/** Ids as the PWA makes them: UUIDv7, ordered by time. */
const randomUUID = () => uuidV7(Date.now(), randomBytes(10));

/**
 * The reminder scheduler over 1,000 vehicles with 10 entries each, all changed since its last
 * run (the server process ran it once at start, on an empty database), in this process on the
 * same SQLite file; mail goes to a counter. Then a run with nothing changed.
 */
async function reminderRuns(): Promise<[string, string, string][]> {
  const sqlite = bench.db;
  if (!sqlite) throw new Error("the reminder run is measured on SQLite");
  const owner = await account("benchremind");
  await pushAll(owner, mutationsFor(benchSize(10_000, 100), benchSize(1_000, 10)), 100);
  sqlite.connection.sqlite
    .prepare("update users set notification_settings = json(?) where id = ?")
    .run(
      JSON.stringify({ push: false, email: true, digest: false, mutedVehicles: [], quietHours: null, timeZone: "UTC" }),
      owner.id,
    );
  // Every one of them with its insurance running out in five days: a notice and a mail each.
  sqlite.connection.sqlite
    .prepare("update vehicles set insurance_date = ? where owner_id = ?")
    .run(new Date(Date.now() + 5 * 86_400_000).toISOString(), owner.id);
  // Take the lease the server process holds since its run at start.
  sqlite.connection.sqlite.prepare("update scheduler_state set lease_until = null").run();
  let mails = 0;
  const silent = {
    info() {},
    warn() {},
    error() {},
    debug() {},
    trace() {},
    fatal() {},
    child: () => silent,
    level: "silent",
  };
  const deps = {
    database: bench.database,
    config: { ...testConfig(bench.dataDir), reminderIntervalMs: 15 * 60_000 },
    clock: () => new Date(),
    log: silent,
    mailer: {
      async send() {},
      async sendComposed() {
        mails += 1;
      },
    },
  } as unknown as ServerDeps;
  let started = performance.now();
  const first = await runScheduler(deps, "bench");
  const firstMs = performance.now() - started;
  started = performance.now();
  const idle = await runScheduler(deps, "bench");
  const idleMs = performance.now() - started;
  return [
    [
      `reminder run: ${first.vehiclesEvaluated.toLocaleString("en")} changed vehicles, ${first.notices.toLocaleString("en")} notices, ${mails.toLocaleString("en")} mails`,
      `${Math.round(firstMs).toLocaleString("en")} ms`,
      `${Math.round((first.vehiclesEvaluated / firstMs) * 1000).toLocaleString("en")} vehicles/s`,
    ],
    [`reminder run: nothing changed (${idle.vehiclesEvaluated} evaluated)`, `${Math.round(idleMs)} ms`, ""],
  ];
}

const pushRoundCount = benchSize(5, 1);
const liveChangeCount = benchSize(50, 3);
/** Mutations one push round sends. */
const pushedMutations = benchSize(10_000, 300);

/**
 * 10,000 mutations pushed by a new account, `pushRoundCount` times: one push lasts about two
 * seconds, and on a shared 2-core machine single runs swing by half, so the median is printed.
 */
async function pushRounds(username: string) {
  const rates: number[] = [];
  let lastPusher = { authorization: "", id: "" };
  for (let round = 0; round < pushRoundCount; round += 1) {
    lastPusher = await account(`${username}${round}`);
    const mutations = mutationsFor(pushedMutations, 100);
    const started = performance.now();
    await pushAll(lastPusher, mutations, 100);
    rates.push(Math.round(pushedMutations / ((performance.now() - started) / 1000)));
  }
  const sorted = [...rates].sort((a, b) => a - b);
  const range = `${sorted[0]?.toLocaleString("en")}–${sorted.at(-1)?.toLocaleString("en")}`;
  return { median: median(rates), range, lastPusher };
}

/**
 * The same 10,000 mutations pushed to a push floor, `pushRoundCount` times, after Odo's rounds on
 * the same machine: `push` is the floor (the same inserts into one unindexed table, one
 * transaction a batch, the same durability, nothing else); `push-odo-rows` writes into Odo's own
 * database what Odo's push writes (its rows, indexes, foreign keys, change log and answers) with
 * none of Odo's code, so its ratio says what Odo's checks, access and code cost.
 */
async function floorPushRounds(script: "push" | "push-odo-rows", env: Record<string, string>) {
  const floor = await startFloor(script, env);
  try {
    const rates: number[] = [];
    for (let round = 0; round < pushRoundCount; round += 1) {
      const started = performance.now();
      await pushAll({ authorization: "" }, mutationsFor(pushedMutations, 100), 100, `${floor.url}/push`);
      rates.push(Math.round(pushedMutations / ((performance.now() - started) / 1000)));
    }
    return median(rates);
  } finally {
    await floor.stop();
  }
}

const ratioRow = (label: string, odo: number, floor: number): [string, string, string] => [
  `${label}: floor ${floor.toLocaleString("en")} mutations/s; Odo ÷ floor`,
  (odo / floor).toFixed(2),
  "≥ 0.5",
];

/** A new device's first pull: every changed row from cursor 0, a thousand a page. */
async function firstPull(auth: { authorization: string }) {
  const started = performance.now();
  let rows = 0;
  let cursor = 0;
  for (let hasMore = true; hasMore; ) {
    const page = (await (
      await fetch(`${bench.server.url}/api/sync/pull?cursor=${cursor}&limit=1000`, { headers: auth })
    ).json()) as PullResponse;
    rows += page.changes.length;
    cursor = page.cursor;
    hasMore = page.hasMore;
  }
  return { rows, rate: Math.round(rows / ((performance.now() - started) / 1000)) };
}

/**
 * The same push, pull and authenticated GET on PostgreSQL (a throwaway server on this machine,
 * durability as in production), and a live change made through one server process and seen by a
 * device on another.
 */
async function postgresFigures(): Promise<[string, string, string][]> {
  const postgresServer = await startPostgres({ durable: true });
  const rows: [string, string, string][] = [];
  try {
    const url = await postgresServer.database("odo_bench");
    bench = await startBenchServer("full", url);
    const pushed = await pushRounds("pgpush");
    rows.push([
      `PostgreSQL push: ${pushedMutations.toLocaleString("en")} mutations in batches of 100, median of ${pushRoundCount} (${pushed.range})`,
      `${pushed.median.toLocaleString("en")} mutations/s`,
      "≥ 3,000/s",
    ]);
    const pgFloor = await floorPushRounds("push", { DATABASE_URL: await postgresServer.database("odo_push_floor") });
    rows.push(ratioRow("PostgreSQL push (the issue's floor)", pushed.median, pgFloor));
    const pgOdoRowsFloor = await floorPushRounds("push-odo-rows", {
      DATABASE_URL: url,
      OWNER: (await account("pgfloorowner")).id,
    });
    rows.push(ratioRow("PostgreSQL push (Odo's rows, no code of Odo's)", pushed.median, pgOdoRowsFloor));
    const pulled = await firstPull(pushed.lastPusher);
    rows.push([
      `PostgreSQL pull: ${pulled.rows.toLocaleString("en")} rows from cursor 0`,
      `${pulled.rate.toLocaleString("en")} rows/s`,
      "≥ 20,000/s",
    ]);
    const garage = await account("pggarage");
    await pushAll(garage, mutationsFor(20, 20), 20);
    await load(`${bench.server.url}/api/vehicles`, garage, 2);
    const gets: number[] = [];
    for (let round = 0; round < benchSize(3, 1); round += 1)
      gets.push(await load(`${bench.server.url}/api/vehicles`, garage, 4));
    rows.push([
      "PostgreSQL GET /api/vehicles (20 vehicles, authenticated), median of 3 rounds of 4 s",
      `${Math.round(median(gets)).toLocaleString("en")} req/s`,
      "",
    ]);
    const other = await startServerProcess({
      DATA_DIR: bench.dataDir,
      PWA_DIR: join(bench.dataDir, "none"),
      LOG_LEVEL: "warn",
      DATABASE_URL: url,
    });
    try {
      const device = (await account("pglive")).authorization;
      const times = await liveChangeTimes(
        { url: bench.server.url, authorization: device },
        { url: other.url, authorization: device },
        liveChangeCount,
      );
      rows.push([
        `PostgreSQL live change across two server processes, p95 of ${liveChangeCount} (median ${Math.round(median(times))} ms)`,
        `${Math.round(percentile(times, 0.95)).toLocaleString("en")} ms`,
        "≤ 1,000 ms",
      ]);
    } finally {
      await other.stop();
    }
  } finally {
    await bench.stop();
    await postgresServer.stop();
  }
  return rows;
}

/** The server process's resident memory, in MB. */
function serverMemoryMb(): number {
  const status = readFileSync(`/proc/${bench.server.child.pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/**
 * How the server's costs grow with the work (`BENCH_ONLY=growth`): a new device's first pull of
 * 1,000, 10,000 and 100,000 rows, and 1, 10 and 100 devices (each its own account) pushing 1,000
 * mutations each at once; the server's memory after each. A rate that holds as the size grows is
 * a cost linear in the work.
 */
async function growthFigures(): Promise<[string, string, string][]> {
  const rows: [string, string, string][] = [];
  for (const size of smokeRun ? [100, 300] : [1_000, 10_000, 100_000]) {
    const owner = await account(`growpull${size}`);
    await pushAll(owner, mutationsFor(size, Math.max(1, size / 100)), 100);
    const pulled = await firstPull(owner);
    rows.push([
      `growth: first pull of ${pulled.rows.toLocaleString("en")} rows`,
      `${pulled.rate.toLocaleString("en")} rows/s`,
      `server ${serverMemoryMb()} MB after`,
    ]);
  }
  const eachPushes = benchSize(1_000, 100);
  for (const devices of smokeRun ? [1, 2] : [1, 10, 100]) {
    const phones = [];
    for (let index = 0; index < devices; index += 1) phones.push(await account(`growpush${devices}x${index}`));
    const started = performance.now();
    await Promise.all(phones.map((phone) => pushAll(phone, mutationsFor(eachPushes, 10), 100)));
    const rate = Math.round((devices * eachPushes) / ((performance.now() - started) / 1000));
    rows.push([
      `growth: ${devices} device${devices === 1 ? "" : "s"} at once, ${eachPushes.toLocaleString("en")} mutations each`,
      `${rate.toLocaleString("en")} mutations/s`,
      `server ${serverMemoryMb()} MB after`,
    ]);
  }
  return rows;
}

const paymentCount = benchSize(20, 2);

/** The plan following a payment on a running server, against a local fake of Stripe (`BENCH_ONLY=billing`). */
async function paymentFigures(): Promise<[string, string, string][]> {
  const stripe = await startFakeStripe();
  try {
    bench = await startBenchServer("full", undefined, {
      STRIPE_API_URL: stripe.url,
      STRIPE_SECRET_KEY: stripe.settings.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.settings.webhookSecret,
      STRIPE_PRODUCTS: JSON.stringify({ basic: "prod_basic", business: "prod_business" }),
    });
    stripe.settings.webhookUrl = `${bench.server.url}/api/billing/webhook`;
    const buyers = [];
    for (let index = 0; index < paymentCount; index += 1) buyers.push(await account(`benchbuyer${index}`, "free"));
    const times = await paymentToPlanTimes(bench.server.url, buyers);
    return [
      [
        `payment → plan: "Pay" at the checkout to the plan read back, its events posted by a local fake of Stripe, median of ${paymentCount} (max ${Math.round(Math.max(...times))} ms)`,
        `${Math.round(median(times)).toLocaleString("en")} ms`,
        "≤ 5,000 ms",
      ],
    ];
  } finally {
    await bench.stop();
    await stripe.close();
  }
}

const figures: [string, string, string][] = [];
try {
  if (process.env.BENCH_ONLY === "billing") {
    await bench.stop();
    figures.push(...(await paymentFigures()));
  } else if (process.env.BENCH_ONLY === "postgres") {
    // PostgreSQL's figures alone, to compare two versions of a change that touches its push.
    await bench.stop();
    figures.push(...(await postgresFigures()));
  } else if (process.env.BENCH_ONLY === "growth") {
    await bench.stop();
    bench = await startBenchServer("full");
    figures.push(...(await growthFigures()));
    await bench.stop();
  } else {
    // Push with synchronous=NORMAL first, on its own server (survives a crash, not a power loss)...
    const normalRate = await pushRounds("benchnormal");
    await bench.stop();
    bench = await startBenchServer("full");
    const longLivedFloor = await startFloor("hello");

    // ...then with synchronous=FULL, the default: an acknowledged push survives a power loss.
    const fullRate = await pushRounds("benchpush");
    figures.push([
      `push: ${pushedMutations.toLocaleString("en")} mutations in batches of 100, synchronous=FULL (default), median of ${pushRoundCount} (${fullRate.range})`,
      `${fullRate.median.toLocaleString("en")} mutations/s`,
      "≥ 5,000/s",
    ]);
    const floorDir = mkdtempSync(join(tmpdir(), "odo-push-floor-"));
    const sqliteFloor = await floorPushRounds("push", {
      DB_FILE: join(floorDir, "floor.sqlite"),
      SQLITE_SYNCHRONOUS: "full",
    });
    rmSync(floorDir, { recursive: true, force: true });
    figures.push(ratioRow("push, synchronous=FULL (the issue's floor)", fullRate.median, sqliteFloor));
    const odoRowsFloor = await floorPushRounds("push-odo-rows", {
      DB_FILE: join(bench.dataDir, "odo.sqlite"),
      OWNER: (await account("benchfloorowner")).id,
      SQLITE_SYNCHRONOUS: "full",
    });
    figures.push(ratioRow("push, synchronous=FULL (Odo's rows, no code of Odo's)", fullRate.median, odoRowsFloor));
    figures.push([
      `push: the same, synchronous=NORMAL (crash-safe, not power-loss-safe) (${normalRate.range})`,
      `${normalRate.median.toLocaleString("en")} mutations/s`,
      "",
    ]);
    const pusher = fullRate.lastPusher;

    const pulled = await firstPull(pusher);
    figures.push([
      `pull: ${pulled.rows.toLocaleString("en")} rows from cursor 0`,
      `${pulled.rate.toLocaleString("en")} rows/s`,
      "≥ 20,000/s",
    ]);

    // Live change: one device pushes, another (its event stream open) hears of it and pulls the row.
    const liveDevice = { url: bench.server.url, authorization: (await account("benchlive")).authorization };
    const liveTimes = await liveChangeTimes(liveDevice, liveDevice, liveChangeCount);
    figures.push([
      `live change: push on one device → poke → row pulled on another, p95 of ${liveChangeCount} (median ${Math.round(median(liveTimes))} ms)`,
      `${Math.round(percentile(liveTimes, 0.95)).toLocaleString("en")} ms`,
      "≤ 1,000 ms",
    ]);

    // Odo's routes against floors: separate minimal processes, same machine, same load tool. First
    // the server that just took the pushes and the pull, against a floor alive as long as it.
    const afterWork = await against({ url: `${bench.server.url}/api/health`, headers: {} }, longLivedFloor);
    await longLivedFloor.stop();
    const health = await healthOnFreshPairs();
    figures.push([
      `GET /api/health, fresh Odo process (median of ${freshPairCount} pairs × 5 rounds)`,
      `${Math.round(health.odo).toLocaleString("en")} req/s`,
      "",
    ]);
    figures.push([
      "floor: bare Fastify hello-world process, started with it",
      `${Math.round(health.floor).toLocaleString("en")} req/s`,
      "",
    ]);
    figures.push([
      `ratio (median of the rounds' ratios; pairs ${health.pairRatios.map((ratio) => ratio.toFixed(2)).join(" / ")})`,
      health.ratio.toFixed(2),
      "≥ 0.9",
    ]);
    // What the bare floor lacks and every Odo reply must carry: a logger and the security headers.
    if (health.againstHardened) {
      figures.push([
        "floor: the same with a logger and Odo's API headers",
        `${Math.round(median(health.againstHardened.floor)).toLocaleString("en")} req/s`,
        "",
      ]);
      figures.push(["ratio against it (first pair, for information)", health.againstHardened.ratio.toFixed(2), ""]);
    }
    figures.push([
      "ratio on the bench's server after its pushes and pull, against a floor started with it (for information)",
      afterWork.ratio.toFixed(2),
      "",
    ]);

    const garage = await account("benchgarage");
    await pushAll(garage, mutationsFor(20, 20), 20);
    const vehiclesAgainst = async (floorScript: "vehicle-rows" | "vehicle-rows-arrays") => {
      const floor = await startFloor(floorScript, { DB_FILE: join(bench.dataDir, "odo.sqlite") });
      try {
        return await against(
          { url: `${bench.server.url}/api/vehicles`, headers: garage },
          { url: `${floor.url}/${garage.id}` },
        );
      } finally {
        await floor.stop();
      }
    };
    const vehicles = await vehiclesAgainst("vehicle-rows");
    figures.push([
      "GET /api/vehicles (20 vehicles, authenticated)",
      `${Math.round(median(vehicles.odo)).toLocaleString("en")} req/s`,
      "",
    ]);
    figures.push([
      "floor: minimal Fastify + better-sqlite3 process, same 20 rows",
      `${Math.round(median(vehicles.floor)).toLocaleString("en")} req/s`,
      "",
    ]);
    figures.push(["ratio (median of the rounds' ratios)", vehicles.ratio.toFixed(2), "≥ 0.9"]);
    // better-sqlite3's own row objects cost the floor half its request: the same floor with arrays
    // made into objects by one literal, as Odo's statements read them, is the stricter one.
    const againstArrays = await vehiclesAgainst("vehicle-rows-arrays");
    figures.push([
      "floor: the same rows read as arrays, one object literal each",
      `${Math.round(median(againstArrays.floor)).toLocaleString("en")} req/s`,
      "",
    ]);
    figures.push(["ratio against it (for information)", againstArrays.ratio.toFixed(2), ""]);

    figures.push(...(await reminderRuns()));

    // Attachments: downloads from files under DATA_DIR, then from an S3-compatible bucket (s3rver).
    const downloads = () => ({ serverUrl: bench.server.url, dataDir: bench.dataDir, account, against });
    figures.push(...(await downloadFigures(downloads(), "files under DATA_DIR")));
    await bench.stop();
    const s3 = await startS3Server("odo-bench");
    try {
      bench = await startBenchServer("full", undefined, {
        S3_BUCKET: s3.settings.bucket,
        S3_ENDPOINT: s3.settings.endpoint ?? "",
        S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      });
      figures.push(...(await downloadFigures(downloads(), "S3-compatible bucket (s3rver on loopback)")));
    } finally {
      await bench.stop();
      await s3.close();
    }
    figures.push(...(await paymentFigures()));
    figures.push(...(await postgresFigures()));
  }
} catch (error) {
  await bench.stop().catch(() => {});
  throw error;
}

console.log(
  `\nOdo sync-server benchmark — ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, Node ${process.version}`,
);
if (process.env.BENCH_ONLY === undefined || process.env.BENCH_ONLY === "postgres")
  console.log(
    `autocannon: 10 connections; Odo and its floor in turns, five rounds of 4 s after 2 s of warm-up each; /api/health on ${freshPairCount} fresh pairs of processes\n`,
  );
const width = Math.max(...figures.map(([name]) => name.length));
for (const [name, value, target] of figures) console.log(`${name.padEnd(width)}  ${value.padStart(18)}  ${target}`);
