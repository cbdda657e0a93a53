import { randomUUID } from "node:crypto";
import { type MutationResult, type PullResponse, type PushResponse, parseTransferQr } from "@odo/domain";
import { randomMutation } from "@odo/domain/testing";
import fc from "fast-check";
import { expect } from "vitest";
import type { Session } from "../helper.js";

/**
 * Random histories of the sync protocol (docs/architecture.md): devices of two users make mutations,
 * pushes are duplicated, responses lost, batches resent, devices go offline, a vehicle changes
 * hands. Once everything settles the protocol's promises must hold. The histories run against a
 * `Cluster`: one in-process server, or several server processes on one database.
 */
export interface Reply {
  statusCode: number;
  json<T = unknown>(): T;
}

export interface Cluster {
  /** One request as `session`; undefined when no answer came (the instance died mid-request). */
  call(session: Session, method: "GET" | "POST" | "PATCH", url: string, payload?: unknown): Promise<Reply | undefined>;
  newUser(username: string): Promise<Session>;
  /** Read from the database, not through a device. */
  vehicleCount(userId: string): Promise<number>;
  rowExists(table: "vehicles" | "maintenances" | "refuels" | "expenses", id: string): Promise<boolean>;
  /** Called as each history starts; a cluster may plan a crash in it. */
  historyStarts?(run: number): void;
}

interface Pending {
  mid: number;
  name: string;
  args: unknown;
}

interface Device {
  session: Session;
  clientId: string;
  nextMid: number;
  outbox: Pending[];
  online: boolean;
  cursor: number;
  state: Map<string, unknown>;
  /** Every answer the server gave, per mid. */
  answers: Map<number, MutationResult[]>;
  issued: Map<number, Omit<Pending, "mid">>;
}

const step = fc.oneof(
  fc.record({
    kind: fc.constant("mutate" as const),
    device: fc.nat(2),
    op: fc.nat(7),
    pick: fc.nat(),
    value: fc.nat(30_000),
  }),
  fc.record({
    kind: fc.constant("push" as const),
    device: fc.nat(2),
    take: fc.integer({ min: 1, max: 6 }),
    /** Entries left out at the front: a late batch overtaken by a later one. */
    skip: fc.nat(2),
    duplicate: fc.boolean(),
    loseResponse: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("pull" as const), device: fc.nat(2), pageSize: fc.integer({ min: 1, max: 7 }) }),
  fc.record({ kind: fc.constant("toggle" as const), device: fc.nat(2) }),
  fc.record({ kind: fc.constant("transfer" as const), pick: fc.nat(), toA: fc.boolean() }),
);
export const historySteps = fc.array(step, { minLength: 4, maxLength: 24 });
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** After the vehicles are added: a reading dated before would be a backfill below their first km. */
const date = new Date(Date.now() + 3_600_000).toISOString();

function knownVehicles(device: Device): string[] {
  const local = [...device.state.keys()].filter((key) => key.startsWith("vehicle:")).map((key) => key.slice(8));
  const pending = device.outbox.filter((m) => m.name === "vehicle.create").map((m) => (m.args as { _id: string })._id);
  return [...new Set([...local, ...pending])];
}

function mutationFor(device: Device, op: number, pick: number, value: number): Omit<Pending, "mid"> | undefined {
  const vehicles = knownVehicles(device);
  return randomMutation(op, vehicles[pick % Math.max(vehicles.length, 1)], value, date, randomUUID);
}

function freshDevice(session: Session): Device {
  return {
    session,
    clientId: randomUUID(),
    nextMid: 1,
    outbox: [],
    online: true,
    cursor: 0,
    state: new Map(),
    answers: new Map(),
    issued: new Map(),
  };
}

async function pushFrom(
  cluster: Cluster,
  device: Device,
  take: number,
  duplicate: boolean,
  loseResponse: boolean,
  skip = 0,
): Promise<void> {
  if (!device.online || device.outbox.length === 0) return;
  const batch = device.outbox.slice(skip, skip + take);
  const first = batch[0];
  if (!first) return;
  const send = () =>
    cluster.call(device.session, "POST", "/api/sync/push", { clientId: device.clientId, mutations: batch });
  const responses = duplicate ? [await send(), await send()] : [await send()];
  for (const response of responses) {
    // No answer: the device knows nothing of what happened, and sends the batch again later.
    if (!response) return;
    if (response.statusCode === 409) {
      // Overtaken: the server has not seen the entries left out, and applied nothing of this batch.
      const refusal = response.json<{ message: string; lastMutationId: number }>();
      expect(refusal.message).toBe("MUTATION_OUT_OF_ORDER");
      expect(refusal.lastMutationId).toBeLessThan(first.mid - 1);
      return;
    }
    // The answer's body names a refusal (which 401: UNAUTHORIZED or TOKEN_EXPIRED) if one comes.
    expect(response.statusCode, `push answered ${response.statusCode}: ${JSON.stringify(response.json())}`).toBe(200);
    const body = response.json<PushResponse>();
    for (const result of body.results)
      device.answers.set(result.mid, [...(device.answers.get(result.mid) ?? []), result]);
  }
  if (loseResponse) return;
  const body = responses.at(-1)?.json<PushResponse>();
  if (body) device.outbox = device.outbox.filter((m) => m.mid > body.lastMutationId);
}

/** Pulls to the end; false when an answer did not come (the device tries again later). */
async function pullInto(cluster: Cluster, device: Device, pageSize: number): Promise<boolean> {
  if (!device.online) return true;
  let hasMore = true;
  while (hasMore) {
    const reply = await cluster.call(device.session, "GET", `/api/sync/pull?cursor=${device.cursor}&limit=${pageSize}`);
    if (!reply) return false;
    expect(reply.statusCode).toBe(200);
    const page = reply.json<PullResponse>();
    for (const change of page.changes) {
      const key = `${change.entity}:${change.id}`;
      if (change.op === "put") device.state.set(key, change.data);
      else device.state.delete(key);
    }
    device.cursor = page.cursor;
    hasMore = page.hasMore;
  }
  return true;
}

async function settled<T>(attempt: () => Promise<T | undefined>): Promise<T> {
  for (let tries = 0; tries < 50; tries += 1) {
    const result = await attempt();
    if (result !== undefined) return result;
  }
  throw new Error("no instance answered 50 times in a row");
}

/** What the server holds for a user, read from scratch. */
async function serverView(cluster: Cluster, session: Session): Promise<Map<string, unknown>> {
  return settled(async () => {
    const fresh = freshDevice(session);
    return (await pullInto(cluster, fresh, 1_000)) ? fresh.state : undefined;
  });
}

async function transfer(
  cluster: Cluster,
  users: { a: Session; b: Session },
  views: { a: Map<string, unknown>; b: Map<string, unknown> },
  pick: number,
  toA: boolean,
) {
  const [from, to] = toA ? (["b", "a"] as const) : (["a", "b"] as const);
  const owned = [...views[from].keys()].filter((key) => key.startsWith("vehicle:")).map((key) => key.slice(8));
  const vehicleId = owned[pick % Math.max(owned.length, 1)];
  if (!vehicleId) return;
  const authorized = await cluster.call(users[from], "POST", `/api/vehicles/transfer/${vehicleId}`);
  if (authorized?.statusCode !== 200) return;
  const qr = parseTransferQr(authorized.json<{ payload: { qr: string } }>().payload.qr);
  if (!qr) throw new Error("unreadable QR");
  const claimed = await cluster.call(users[to], "PATCH", `/api/vehicles/transfer/${vehicleId}`, {
    lastOwner: qr.lastOwner,
    secret: qr.secret,
  });
  // Refused only when the recipient's plan is full (or unanswered: a crash).
  if (claimed) expect([200, 403]).toContain(claimed.statusCode);
}

const createdRows = {
  "vehicle.create": "vehicles",
  "maintenance.create": "maintenances",
  "refuel.create": "refuels",
  "expense.create": "expenses",
} as const;

/**
 * Every mutation a server acknowledged as applied is still there at the end, unless a later one
 * removed it: the vehicle (with its history) deleted.
 */
async function expectAcknowledgedKept(cluster: Cluster, devices: readonly Device[]): Promise<void> {
  const deletedVehicles = new Set<string>();
  for (const device of devices) {
    for (const [mid, mutation] of device.issued) {
      if (mutation.name === "vehicle.delete" && device.answers.get(mid)?.[0]?.status === "applied")
        deletedVehicles.add((mutation.args as { _id: string })._id);
    }
  }
  for (const device of devices) {
    for (const [mid, mutation] of device.issued) {
      if (device.answers.get(mid)?.[0]?.status !== "applied" || !(mutation.name in createdRows)) continue;
      const table = createdRows[mutation.name as keyof typeof createdRows];
      const args = mutation.args as {
        _id?: string;
        vehicleId?: string;
        maintenance?: { _id: string };
        refuel?: { _id: string };
        expense?: { _id: string };
      };
      const id = args._id ?? args.maintenance?._id ?? args.refuel?._id ?? args.expense?._id ?? "";
      const vehicleId = args.vehicleId ?? id;
      if (deletedVehicles.has(vehicleId)) continue;
      expect(await cluster.rowExists(table, id), `${mutation.name} ${id}, applied as mid ${mid}`).toBe(true);
    }
  }
}

/** One random history, then every promise of the protocol checked. */
export async function runHistory(cluster: Cluster, run: number, steps: readonly Step[]): Promise<void> {
  cluster.historyStarts?.(run);
  const users = { a: await cluster.newUser(`propa${run}`), b: await cluster.newUser(`propb${run}`) };
  const devices = [freshDevice(users.a), freshDevice(users.a), freshDevice(users.b)];

  for (const s of steps) {
    if (s.kind === "transfer") {
      const views = { a: await serverView(cluster, users.a), b: await serverView(cluster, users.b) };
      await transfer(cluster, users, views, s.pick, s.toA);
      continue;
    }
    const target = devices[s.device];
    if (!target) continue;
    if (s.kind === "mutate") {
      const mutation = mutationFor(target, s.op, s.pick, s.value);
      if (mutation) {
        target.outbox.push({ mid: target.nextMid, ...mutation });
        target.issued.set(target.nextMid, mutation);
        target.nextMid += 1;
      }
    } else if (s.kind === "push") await pushFrom(cluster, target, s.take, s.duplicate, s.loseResponse, s.skip);
    else if (s.kind === "pull") await pullInto(cluster, target, s.pageSize);
    else target.online = !target.online;
    // At no point does anyone hold more vehicles than the free plan allows.
    for (const session of [users.a, users.b]) expect(await cluster.vehicleCount(session.userId)).toBeLessThanOrEqual(2);
  }

  // Settle: everyone back online, every queue drained, every device pulled.
  for (const target of devices) {
    target.online = true;
    for (let tries = 0; target.outbox.length > 0; tries += 1) {
      if (tries > 50) throw new Error("the outbox never drained");
      await pushFrom(cluster, target, 100, false, false);
    }
  }
  for (const target of devices) await settled(async () => ((await pullInto(cluster, target, 5)) ? true : undefined));

  for (const target of devices) {
    for (const mid of target.issued.keys()) {
      const answers = target.answers.get(mid) ?? [];
      // Answered, and the same way every time: applied at most once.
      expect(answers.length, `mid ${mid}`).toBeGreaterThan(0);
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      const [answer] = answers;
      if (answer?.status === "rejected") expect(answer.code).toEqual(expect.any(String));
      expect(answer?.code).not.toBe("SERVER_ERROR");
    }
    // The device's state equals the server's view for its user.
    expect(Object.fromEntries(target.state)).toEqual(Object.fromEntries(await serverView(cluster, target.session)));
  }
  await expectAcknowledgedKept(cluster, devices);

  const vehiclesOf = (state: Map<string, unknown>) => [...state.keys()].filter((key) => key.startsWith("vehicle:"));
  const [a, b] = [await serverView(cluster, users.a), await serverView(cluster, users.b)];
  // Free plan: never more than two vehicles.
  expect(vehiclesOf(a).length).toBeLessThanOrEqual(2);
  expect(vehiclesOf(b).length).toBeLessThanOrEqual(2);
  // A vehicle, transferred or not, is in exactly one user's view.
  for (const key of vehiclesOf(a)) expect(b.has(key)).toBe(false);
  const listed = async (session: Session) => {
    const response = await settled(() => cluster.call(session, "GET", "/api/vehicles"));
    return response.statusCode === 404
      ? []
      : response.json<{ payload: { _id: string }[] }>().payload.map((v) => `vehicle:${v._id}`);
  };
  expect((await listed(users.a)).sort()).toEqual(vehiclesOf(a).sort());
  expect((await listed(users.b)).sort()).toEqual(vehiclesOf(b).sort());
}
