import { type Mutation, sharedMutators } from "@odo/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { statement } from "../../src/db/statements.js";
import { type AppDeps, writing } from "../../src/deps.js";
import type { Requester } from "../../src/requester.js";
import { runMutator, settleBatch, startBatch } from "../../src/store/run-mutator.js";
import { aCar, build, call, type Session, type TestServer, userOnPlan } from "../helper.js";

/**
 * A pushed batch run whole: what its mutations read first is read ahead, and their new entries and
 * odometers are held back until the batch settles. Run here without the push around it, since a
 * push that fails whole runs again a mutation at a time and would hide a fault of this path.
 */
let server: TestServer;
let owner: Session;
let actor: Requester;
let carId = "";
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const id = (n: number) => `01934000-0000-7000-8000-0000000b${String(n).padStart(4, "0")}`;

beforeEach(async () => {
  server = await build();
  owner = await userOnPlan(server, "batchowner");
  actor = { id: owner.userId, role: "user" };
  carId = (await call(server, owner, "POST", "/api/vehicles", { ...aCar, displacement: 10_000 })).json().payload._id;
  // A stored reading five hours ahead: the batch's readings fall between the car's and this one.
  const stored = await call(server, owner, "POST", `/api/maintenances/${carId}`, {
    _id: id(1),
    type: "battery",
    kms: 20_000,
    date: hoursFromNow(5),
  });
  expect(stored.statusCode).toBe(201);
});
afterEach(async () => server.close());

/** The n-th maintenance, as the n-th mutation of its device. */
const create = (n: number, kms: number, hours: number): Mutation => ({
  mid: n,
  name: "maintenance.create",
  args: {
    vehicleId: carId,
    maintenance: { _id: id(n), type: "battery", adjustments: [], kms, date: hoursFromNow(hours) },
  },
});
const run = (deps: AppDeps, mutation: Mutation) =>
  runMutator(deps, actor, sharedMutators[mutation.name] as never, mutation.args as never);
const storedIds = async (deps: AppDeps) =>
  (await statement<{ id: string }>(deps.db, "SELECT id FROM maintenances ORDER BY id").all()).map((row) => row.id);
const storedOdometer = async (deps: AppDeps) =>
  (await statement<{ km: number }>(deps.db, "SELECT displacement AS km FROM vehicles WHERE id = ?").get([carId]))?.km;

describe("a batch's store", () => {
  it("holds new entries back, yet checks each reading against those before it in the batch", async () => {
    await writing(server.app.deps, async (deps) => {
      const batch = [create(2, 14_000, 2), create(3, 13_000, 3), create(4, 17_000, 4)];
      await startBatch(deps, actor, batch);
      await run(deps, batch[0] as Mutation);
      expect(await storedIds(deps)).toEqual([id(1)]);
      // Below the batch's own earlier reading (14,000): refused, though nothing stored is in its way.
      await expect(run(deps, batch[1] as Mutation)).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
      await run(deps, batch[2] as Mutation);
      expect(await storedIds(deps)).toEqual([id(1)]);
      await settleBatch(deps);
      expect(await storedIds(deps)).toEqual([id(1), id(2), id(4)]);
      expect(await storedOdometer(deps)).toBe(20_000);
    });
  });

  it("sends what it holds before reading or writing around it, and keeps each odometer's last move", async () => {
    await writing(server.app.deps, async (deps) => {
      const later = [create(2, 30_000, 6), create(3, 31_000, 7)];
      await startBatch(deps, actor, later);
      await run(deps, later[0] as Mutation);
      await run(deps, later[1] as Mutation);
      // An edit reads the entry it changes: the held ones are stored first.
      await run(deps, { mid: 4, name: "maintenance.update", args: { _id: id(2), patch: { kms: 30_500 } } });
      expect(await storedIds(deps)).toEqual([id(1), id(2), id(3)]);
      expect(await storedOdometer(deps)).toBe(31_000);
      await run(deps, create(5, 32_000, 8));
      await run(deps, { mid: 6, name: "maintenance.delete", args: { _id: id(5) } });
      await settleBatch(deps);
      expect(await storedIds(deps)).toEqual([id(1), id(2), id(3)]);
      expect(await storedOdometer(deps)).toBe(31_000);
    });
  });

  it("fails to settle when a held entry's id is taken, so the push runs that batch again a mutation at a time", async () => {
    await expect(
      writing(server.app.deps, async (deps) => {
        const batch = [create(1, 30_000, 6)];
        await startBatch(deps, actor, batch);
        await run(deps, batch[0] as Mutation);
        await settleBatch(deps);
      }),
    ).rejects.toMatchObject({ code: "ID_ALREADY_USED" });
    const push = await call(server, owner, "POST", "/api/sync/push", {
      clientId: "01934000-0000-7000-8000-0000000d0001",
      mutations: [create(1, 30_000, 6), create(2, 31_000, 7)],
    });
    expect(push.json().results).toEqual([
      { mid: 1, status: "rejected", code: "ID_ALREADY_USED", message: expect.any(String) },
      { mid: 2, status: "applied" },
    ]);
    expect((await call(server, owner, "GET", `/api/vehicles/info/${carId}`)).json().payload.displacement).toBe(31_000);
  });

  it("reads ahead only the vehicles the actor may reach", async () => {
    const stranger = await userOnPlan(server, "batchstranger");
    await writing(server.app.deps, async (deps) => {
      const strangerActor: Requester = { id: stranger.userId, role: "user" };
      const batch = [create(2, 30_000, 6)];
      await startBatch(deps, strangerActor, batch);
      await expect(
        runMutator(deps, strangerActor, sharedMutators["maintenance.create"], batch[0]?.args as never),
      ).rejects.toMatchObject({ code: "VEHICLE_NOT_FOUND" });
    });
  });
});
