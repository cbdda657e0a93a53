import { randomUUID } from "node:crypto";
import { type MutationResult, type PullResponse, type PushResponse, parseTransferQr } from "@odo/domain";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statement } from "../../src/db/statements.js";
import { build, call, type Session, type TestServer, userOnPlan } from "../helper.js";

/**
 * Random histories of the sync protocol (docs/architecture.md): devices of two users make mutations,
 * pushes are duplicated, responses lost, batches resent, devices go offline, a vehicle changes
 * hands. Once everything settles the protocol's promises must hold.
 */
let server: TestServer;
let run = 0;
beforeAll(async () => {
  server = await build();
});
afterAll(async () => server.close());

interface Pending {
  mid: number;
  name: string;
  args: unknown;
}

interface Device {
  session: Session;
  user: "a" | "b";
  clientId: string;
  nextMid: number;
  outbox: Pending[];
  online: boolean;
  cursor: number;
  state: Map<string, unknown>;
  /** Every answer the server gave, per mid. */
  answers: Map<number, MutationResult[]>;
  issued: number[];
}

const step = fc.oneof(
  fc.record({
    kind: fc.constant("mutate" as const),
    device: fc.nat(2),
    op: fc.nat(6),
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
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** After the vehicles are added: a reading dated before would be a backfill below their first km. */
const date = new Date(Date.now() + 3_600_000).toISOString();

const vehicleCount = (userId: string) =>
  server.app.deps.database.read(async (db) =>
    Number(
      (await statement<{ n: number }>(db, "SELECT count(*) AS n FROM vehicles WHERE owner_id = ?").get([userId]))?.n,
    ),
  );

function knownVehicles(device: Device): string[] {
  const local = [...device.state.keys()].filter((key) => key.startsWith("vehicle:")).map((key) => key.slice(8));
  const pending = device.outbox.filter((m) => m.name === "vehicle.create").map((m) => (m.args as { _id: string })._id);
  return [...new Set([...local, ...pending])];
}

function mutationFor(device: Device, op: number, pick: number, value: number): Omit<Pending, "mid"> | undefined {
  const vehicles = knownVehicles(device);
  const vehicleId = vehicles[pick % Math.max(vehicles.length, 1)];
  switch (op) {
    case 0:
      return {
        name: "vehicle.create",
        args: {
          _id: randomUUID(),
          vehicleType: ["car", "moto", "bicycle"][value % 3],
          manufacture: "make",
          model: `m${value}`,
          displacement: value,
        },
      };
    case 1:
      return vehicleId
        ? { name: "vehicle.update", args: { _id: vehicleId, patch: { color: `c${value}` } } }
        : undefined;
    case 2:
      return vehicleId
        ? {
            name: "maintenance.create",
            args: { vehicleId, maintenance: { _id: randomUUID(), type: "battery", kms: value, date } },
          }
        : undefined;
    case 3:
      return vehicleId
        ? {
            name: "refuel.create",
            args: { vehicleId, refuel: { _id: randomUUID(), date, quantity: 10, amount: 12, displacement: value } },
          }
        : undefined;
    case 4:
      return vehicleId ? { name: "vehicle.delete", args: { _id: vehicleId } } : undefined;
    case 5:
      return vehicleId
        ? {
            name: "vehicle.settings",
            args: {
              _id: vehicleId,
              settings: { maintenanceInterval: (value % 600) * 100, resetMaintenanceType: "general" },
            },
          }
        : undefined;
    default:
      return { name: "user.rate", args: { rating: value % 7 } };
  }
}

async function pushFrom(
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
    call(server, device.session, "POST", "/api/sync/push", { clientId: device.clientId, mutations: batch });
  const responses = duplicate ? [await send(), await send()] : [await send()];
  for (const response of responses) {
    if (response.statusCode === 409) {
      // Overtaken: the server has not seen the entries left out, and applied nothing of this batch.
      const refusal = response.json<{ message: string; lastMutationId: number }>();
      expect(refusal.message).toBe("MUTATION_OUT_OF_ORDER");
      expect(refusal.lastMutationId).toBeLessThan(first.mid - 1);
      return;
    }
    expect(response.statusCode).toBe(200);
    const body = response.json<PushResponse>();
    for (const result of body.results)
      device.answers.set(result.mid, [...(device.answers.get(result.mid) ?? []), result]);
  }
  if (loseResponse) return;
  const body = responses.at(-1)?.json<PushResponse>();
  if (body) device.outbox = device.outbox.filter((m) => m.mid > body.lastMutationId);
}

async function pullInto(device: Device, pageSize: number): Promise<void> {
  if (!device.online) return;
  let hasMore = true;
  while (hasMore) {
    const page = (
      await call(server, device.session, "GET", `/api/sync/pull?cursor=${device.cursor}&limit=${pageSize}`)
    ).json<PullResponse>();
    for (const change of page.changes) {
      const key = `${change.entity}:${change.id}`;
      if (change.op === "put") device.state.set(key, change.data);
      else device.state.delete(key);
    }
    device.cursor = page.cursor;
    hasMore = page.hasMore;
  }
}

/** What the server holds for a user, read from scratch. */
async function serverView(session: Session): Promise<Map<string, unknown>> {
  const fresh: Device = {
    session,
    user: "a",
    clientId: "",
    nextMid: 1,
    outbox: [],
    online: true,
    cursor: 0,
    state: new Map(),
    answers: new Map(),
    issued: [],
  };
  await pullInto(fresh, 1_000);
  return fresh.state;
}

async function transfer(
  users: { a: Session; b: Session },
  views: { a: Map<string, unknown>; b: Map<string, unknown> },
  pick: number,
  toA: boolean,
) {
  const [from, to] = toA ? (["b", "a"] as const) : (["a", "b"] as const);
  const owned = [...views[from].keys()].filter((key) => key.startsWith("vehicle:")).map((key) => key.slice(8));
  const vehicleId = owned[pick % Math.max(owned.length, 1)];
  if (!vehicleId) return;
  const authorized = await call(server, users[from], "POST", `/api/vehicles/transfer/${vehicleId}`);
  if (authorized.statusCode !== 200) return;
  const qr = parseTransferQr(authorized.json().payload.qr);
  if (!qr) throw new Error("unreadable QR");
  const claimed = await call(server, users[to], "PATCH", `/api/vehicles/transfer/${vehicleId}`, {
    lastOwner: qr.lastOwner,
    secret: qr.secret,
  });
  // Refused only when the recipient's plan is full.
  expect([200, 403]).toContain(claimed.statusCode);
}

describe("sync protocol under random histories", () => {
  it("applies each mutation at most once, answers every one, and converges", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 24 }), async (steps: Step[]) => {
        run += 1;
        const users = { a: await userOnPlan(server, `propa${run}`), b: await userOnPlan(server, `propb${run}`) };
        const device = (user: "a" | "b"): Device => ({
          session: users[user],
          user,
          clientId: randomUUID(),
          nextMid: 1,
          outbox: [],
          online: true,
          cursor: 0,
          state: new Map(),
          answers: new Map(),
          issued: [],
        });
        const devices = [device("a"), device("a"), device("b")];

        for (const s of steps) {
          if (s.kind === "transfer") {
            await transfer(users, { a: await serverView(users.a), b: await serverView(users.b) }, s.pick, s.toA);
            continue;
          }
          const target = devices[s.device];
          if (!target) continue;
          if (s.kind === "mutate") {
            const mutation = mutationFor(target, s.op, s.pick, s.value);
            if (mutation) {
              target.outbox.push({ mid: target.nextMid, ...mutation });
              target.issued.push(target.nextMid);
              target.nextMid += 1;
            }
          } else if (s.kind === "push") await pushFrom(target, s.take, s.duplicate, s.loseResponse, s.skip);
          else if (s.kind === "pull") await pullInto(target, s.pageSize);
          else target.online = !target.online;
          // At no point does anyone hold more vehicles than the free plan allows.
          for (const session of [users.a, users.b]) expect(await vehicleCount(session.userId)).toBeLessThanOrEqual(2);
        }

        // Settle: everyone back online, every queue drained, every device pulled.
        for (const target of devices) {
          target.online = true;
          while (target.outbox.length > 0) await pushFrom(target, 100, false, false);
        }
        for (const target of devices) await pullInto(target, 5);

        for (const target of devices) {
          for (const mid of target.issued) {
            const answers = target.answers.get(mid) ?? [];
            // Answered, and the same way every time: applied at most once.
            expect(answers.length, `mid ${mid}`).toBeGreaterThan(0);
            expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
            const [answer] = answers;
            if (answer?.status === "rejected") expect(answer.code).toEqual(expect.any(String));
            expect(answer?.code).not.toBe("SERVER_ERROR");
          }
          // The device's state equals the server's view for its user.
          expect(Object.fromEntries(target.state)).toEqual(Object.fromEntries(await serverView(target.session)));
        }

        const vehiclesOf = (state: Map<string, unknown>) =>
          [...state.keys()].filter((key) => key.startsWith("vehicle:"));
        const [a, b] = [await serverView(users.a), await serverView(users.b)];
        // Free plan: never more than two vehicles.
        expect(vehiclesOf(a).length).toBeLessThanOrEqual(2);
        expect(vehiclesOf(b).length).toBeLessThanOrEqual(2);
        // A vehicle, transferred or not, is in exactly one user's view.
        for (const key of vehiclesOf(a)) expect(b.has(key)).toBe(false);
        const listed = async (session: Session) => {
          const response = await call(server, session, "GET", "/api/vehicles");
          return response.statusCode === 404
            ? []
            : response.json().payload.map((v: { _id: string }) => `vehicle:${v._id}`);
        };
        expect((await listed(users.a)).sort()).toEqual(vehiclesOf(a).sort());
        expect((await listed(users.b)).sort()).toEqual(vehiclesOf(b).sort());
      }),
      { numRuns: 500 },
    );
  }, 600_000);
});
