import { beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../errors/api-error.js";
import { apiErrors } from "../errors/api-errors.js";
import { rowSeenBy } from "../sync/kind-registry.js";
import type { MutationContext } from "../sync/mutator.js";
import { aUser, aVehicle, ids, nextId } from "../testing/fixtures.js";
import { MemoryWorld } from "../testing/memory-world.js";
import { treadReadingCreateSchema, treadReadingUpdateSchema } from "./tread-reading.js";
import { tyreEventAction, tyreEventCreateSchema, tyreEventUpdateSchema } from "./tyre-event.js";
import {
  createTreadReading,
  createTyreEvent,
  createTyreSet,
  deleteTreadReading,
  deleteTyreEvent,
  deleteTyreSet,
  updateTreadReading,
  updateTyreEvent,
  updateTyreSet,
} from "./tyre-mutators.js";
import { type TyreSetCreateInput, tyreSetCreateSchema, tyreSetUpdateSchema } from "./tyre-set.js";

const now = "2026-11-30T12:00:00.000Z";
const workshopId = "01900000-0000-7000-8000-0000000000ab";
const customerId = "01900000-0000-7000-8000-0000000000ac";
const motoId = "01900000-0000-7000-8000-0000000000ad";
const summer: TyreSetCreateInput = {
  brand: "Michelin",
  size: "205/55 R16 91V",
  season: "summer",
  price: 480,
  tyres: [{ key: "t1", dot: "0524" }, { key: "t2" }],
};

let world: MemoryWorld;
const as = (actorId: string, more: Partial<MutationContext> = {}): MutationContext => ({
  actorId,
  isAdmin: false,
  now,
  newId: nextId,
  ...more,
});
const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof ApiError) {
      const saysMore = error.code === "VALIDATION_FAILED" || error.message !== apiErrors[error.code].message;
      return saysMore ? `${error.code}:${error.message}` : error.code;
    }
    throw error;
  }
  return "accepted";
};
const addSet = (actorId: string, input: TyreSetCreateInput = summer, vehicleId: string = ids.vehicle) =>
  world.run(actorId, (tx) =>
    createTyreSet.effect(tx, { vehicleId, set: { ...tyreSetCreateSchema.parse(input), _id: nextId() } }, as(actorId)),
  );
const move = (setId: string, km: number, to: string | null, date = now, actorId: string = ids.owner) =>
  world.run(actorId, (tx) =>
    createTyreEvent.effect(
      tx,
      {
        vehicleId: ids.vehicle,
        event: { ...tyreEventCreateSchema.parse({ date, km, moves: [{ set: setId, tyre: "t1", to }] }), _id: nextId() },
      },
      as(actorId),
    ),
  );

beforeEach(async () => {
  world = new MemoryWorld();
  await world.addUser(aUser());
  await world.addUser(
    aUser({ _id: workshopId, username: "taller", shop: { type: "mechanicalWorkshop", name: "Sur" } }),
  );
  await world.addUser(aUser({ _id: customerId, username: "cliente" }));
  await world.addVehicle(aVehicle({ displacement: 10_000, initialKm: 10_000, createdAt: "2026-01-01T12:00:00.000Z" }));
  await world.addVehicle(aVehicle({ _id: motoId, vehicleType: "moto", createdAt: "2026-01-01T12:00:00.000Z" }));
  await world.share(ids.vehicle, workshopId, "workshop");
  await world.share(ids.vehicle, customerId, "customer");
});

describe("tyre sets on every engine's transaction", () => {
  it("adds a set in the author's currency, a workshop's under its shop's name", async () => {
    expect(await addSet(ids.owner)).toMatchObject({ currency: "USD", createdBy: ids.owner, size: "205/55 R16 91V" });
    expect((await addSet(workshopId)).loggedByShop).toBe("Sur");
  });

  it("refuses a size of another kind of vehicle, a DOT date to come and a purchase to come", async () => {
    expect(await refusal(addSet(ids.owner, summer, motoId))).toBe("accepted");
    expect(await refusal(addSet(ids.owner, { ...summer, size: "700x25c" }))).toBe("VALIDATION_FAILED:invalidTyreSize");
    expect(await refusal(addSet(ids.owner, { ...summer, tyres: [{ key: "t1", dot: "5026" }] }))).toBe(
      "VALIDATION_FAILED:invalidDot",
    );
    expect(await refusal(addSet(ids.owner, { ...summer, boughtOn: "2027-01-10" }))).toBe(
      "VALIDATION_FAILED:dateInFuture",
    );
  });

  it("lets the owner change any set and others only their own; a customer deletes nothing, an admin anything", async () => {
    const owners = await addSet(ids.owner);
    const patch = tyreSetUpdateSchema.parse({ brand: "Pirelli" });
    const update = (actorId: string, _id: string, inVehicle?: string) =>
      world.run(actorId, (tx) => updateTyreSet.effect(tx, { _id, patch, inVehicle }, as(actorId)));
    expect(await refusal(update(customerId, owners._id))).toBe("FORBIDDEN");
    expect(await refusal(update(ids.owner, owners._id, motoId))).toBe("TYRE_SET_NOT_FOUND");
    expect(await refusal(update(ids.owner, nextId()))).toBe("TYRE_SET_NOT_FOUND");
    expect((await update(ids.owner, owners._id)).row.brand).toBe("Pirelli");
    const customers = await addSet(customerId);
    expect((await update(customerId, customers._id)).row.brand).toBe("Pirelli");
    const remove = (actorId: string, _id: string, isAdmin = false) =>
      world.run(actorId, (tx) => deleteTyreSet.effect(tx, { _id }, as(actorId, { isAdmin })));
    expect(await refusal(remove(customerId, customers._id))).toBe("FORBIDDEN");
    expect(await refusal(remove(customerId, customers._id, true))).toBe("accepted");
    expect(await refusal(remove(ids.owner, owners._id))).toBe("accepted");
    expect(await world.row("tyreSet", owners._id)).toBeUndefined();
  });

  it("shows a grantee who sees no money a set without its price, unless they added it", async () => {
    const set = await addSet(ids.owner);
    expect(rowSeenBy("tyreSet", set, "workshop", workshopId).price).toBeNull();
    expect(rowSeenBy("tyreSet", set, "household", workshopId).price).toBe(480);
    expect(rowSeenBy("tyreSet", set, "owner", ids.owner).price).toBe(480);
    const theirs = { ...set, createdBy: workshopId };
    expect(rowSeenBy("tyreSet", theirs, "workshop", workshopId).price).toBe(480);
  });
});

describe("tyre moves and tread readings", () => {
  it("puts a tyre on at a reading the odometer follows, and refuses a position or tyre the vehicle or set lacks", async () => {
    const set = await addSet(ids.owner);
    await move(set._id, 10_500, "frontLeft");
    expect((await world.vehicle(ids.vehicle))?.displacement).toBe(10_500);
    expect(await refusal(move(set._id, 10_600, "front"))).toBe("VALIDATION_FAILED:positionNotOnVehicle");
    const otherVehicles = await addSet(ids.owner, { ...summer, size: "120/70 ZR17 58W" }, motoId);
    expect(await refusal(move(otherVehicles._id, 10_600, "frontLeft"))).toBe("TYRE_SET_NOT_FOUND");
    // Below the reading before it on the timeline.
    expect(await refusal(move(set._id, 10_400, null))).toBe("VALIDATION_FAILED:invalidMileage");
    expect(await refusal(move(set._id, 10_600, "rearLeft", "2027-02-01T12:00:00.000Z"))).toBe(
      "VALIDATION_FAILED:dateInFuture",
    );
  });

  it("refuses a change that does not fit where the tyres are then, from any client", async () => {
    const set = await addSet(ids.owner);
    const spare = await addSet(ids.owner);
    expect(await refusal(move(set._id, 10_200, null))).toBe("VALIDATION_FAILED:tyreNotMounted");
    const mounted = await move(set._id, 10_500, "frontLeft", "2026-10-01T12:00:00.000Z");
    expect(await refusal(move(spare._id, 10_600, "frontLeft"))).toBe("VALIDATION_FAILED:positionTaken");
    // The same change taking the tyre there off fits: a swap.
    const swap = tyreEventCreateSchema.parse({
      date: now,
      km: 10_600,
      moves: [
        { set: set._id, tyre: "t1", to: null },
        { set: spare._id, tyre: "t1", to: "frontLeft" },
      ],
    });
    const swapped = await world.run(ids.owner, (tx) =>
      createTyreEvent.effect(tx, { vehicleId: ids.vehicle, event: { ...swap, _id: nextId() } }, as(ids.owner)),
    );
    // Moved before the mount it follows, the swap would take off a tyre not yet on.
    const early = tyreEventUpdateSchema.parse({ date: "2026-09-01T12:00:00.000Z", km: 10_400 });
    expect(
      await refusal(
        world.run(ids.owner, (tx) => updateTyreEvent.effect(tx, { _id: swapped._id, patch: early }, as(ids.owner))),
      ),
    ).toBe("VALIDATION_FAILED:tyreNotMounted");
    expect(await world.row("tyreEvent", mounted._id)).toBeDefined();
  });

  it("edits a move's km (the odometer follows back) and deletes it as an entry", async () => {
    const set = await addSet(ids.owner);
    const event = await move(set._id, 12_000, "frontLeft");
    const patch = tyreEventUpdateSchema.parse({ km: 11_000, notes: "Invierno" });
    const edited = await world.run(ids.owner, (tx) =>
      updateTyreEvent.effect(tx, { _id: event._id, patch }, as(ids.owner)),
    );
    expect(edited.row).toMatchObject({ km: 11_000, notes: "Invierno" });
    expect((await world.vehicle(ids.vehicle))?.displacement).toBe(11_000);
    // A workshop changes no move it did not log.
    expect(
      await refusal(world.run(workshopId, (tx) => deleteTyreEvent.effect(tx, { _id: event._id }, as(workshopId)))),
    ).toBe("FORBIDDEN");
    await world.run(ids.owner, (tx) => deleteTyreEvent.effect(tx, { _id: event._id }, as(ids.owner)));
    expect(await world.row("tyreEvent", event._id)).toBeUndefined();
  });

  it("seals a workshop's reading where the engine can sign, keeps the seal through another's correction, re-seals its own", async () => {
    const set = await addSet(ids.owner);
    const sealTread: MutationContext["sealTread"] = async (reading) => ({
      version: 1,
      keyId: "k1",
      signedAt: now,
      signed: {
        reading: reading._id,
        vehicle: reading.vehicle,
        date: reading.date,
        kms: reading.km,
        depths: reading.depths,
        shop: { id: nextId(), name: "Sur" },
      },
      signature: "s".repeat(86),
    });
    const input = treadReadingCreateSchema.parse({
      date: now,
      km: 10_300,
      depths: [{ set: set._id, tyre: "t1", position: "frontLeft", treadMm: 7.1 }],
    });
    const logged = await world.run(workshopId, (tx) =>
      createTreadReading.effect(
        tx,
        { vehicleId: ids.vehicle, reading: { ...input, _id: nextId() } },
        as(workshopId, { sealTread }),
      ),
    );
    expect(logged).toMatchObject({ loggedByShop: "Sur", seal: { signed: { kms: 10_300 } } });
    const owners = await world.run(ids.owner, (tx) =>
      createTreadReading.effect(
        tx,
        { vehicleId: ids.vehicle, reading: { ...input, _id: nextId() } },
        as(ids.owner, { sealTread }),
      ),
    );
    expect(owners.seal).toBeUndefined();
    const deeper = treadReadingUpdateSchema.parse({ depths: [{ set: set._id, tyre: "t1", treadMm: 8 }] });
    const corrected = await world.run(ids.owner, (tx) =>
      updateTreadReading.effect(tx, { _id: logged._id, patch: deeper }, as(ids.owner, { sealTread })),
    );
    expect(corrected.row.seal?.signed.depths[0]?.treadMm).toBe(7.1);
    const resealed = await world.run(workshopId, (tx) =>
      updateTreadReading.effect(tx, { _id: logged._id, patch: deeper }, as(workshopId, { sealTread })),
    );
    expect(resealed.row.seal?.signed.depths[0]?.treadMm).toBe(8);
    const unknownTyre = treadReadingUpdateSchema.parse({ depths: [{ set: set._id, tyre: "t9", treadMm: 8 }] });
    expect(
      await refusal(
        world.run(ids.owner, (tx) =>
          updateTreadReading.effect(tx, { _id: logged._id, patch: unknownTyre }, as(ids.owner)),
        ),
      ),
    ).toBe("VALIDATION_FAILED:invalidOption");
    await world.run(ids.owner, (tx) => deleteTreadReading.effect(tx, { _id: logged._id }, as(ids.owner)));
    expect(await world.row("treadReading", logged._id)).toBeUndefined();
  });
});

describe("what a move did", () => {
  const moves = (...list: [string, string | null][]) => ({
    moves: list.map(([tyre, to]) => ({ set: "s", tyre, to: to as "frontLeft" | null })),
  });
  it("tells a mount, a dismount, a swap and a rotation apart", () => {
    expect(tyreEventAction(moves(["t1", "frontLeft"]), new Set())).toBe("mount");
    expect(tyreEventAction(moves(["t1", null]), new Set(["s/t1"]))).toBe("dismount");
    expect(tyreEventAction(moves(["t1", null], ["t2", "frontLeft"]), new Set(["s/t1"]))).toBe("swap");
    expect(tyreEventAction(moves(["t1", "frontLeft"]), new Set(["s/t1"]))).toBe("rotate");
  });
});
