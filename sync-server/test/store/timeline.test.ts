import { type TimelineEntry, timelineEntries, timelineNeighbours, type Vehicle } from "@odo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maintenances, refuels } from "../../src/db/schema.js";
import { findVehicle } from "../../src/store/repository.js";
import { neighboursAmong, neighboursAt, type ReadingPlace, readingsAround } from "../../src/store/timeline.js";
import { vehicleView } from "../../src/store/views.js";
import { aCar, build, call, type TestServer, userOnPlan, withDb } from "../helper.js";

/**
 * The stored readings a new reading is checked against: found with a few indexed queries (several
 * places in one statement on PostgreSQL), they must give what the domain finds over the whole
 * history in memory, as the device does.
 */
let server: TestServer;
let vehicle: Vehicle;
let history: {
  maintenances: { _id: string; date: string; kms: number | null }[];
  refuels: { _id: string; date: string; displacement: number }[];
};

/** A small deterministic generator: a failure names its seed's history. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const start = Date.parse("2024-01-01T00:00:00.000Z");
const day = 86_400_000;
const dateAt = (days: number) => new Date(start + Math.floor(days * day)).toISOString();

beforeAll(async () => {
  server = await build();
  const owner = await userOnPlan(server, "timelineowner");
  const carId = (await call(server, owner, "POST", "/api/vehicles", { ...aCar, displacement: 5_000 })).json().payload
    ._id;
  const next = random(7);
  // Distinct km, so each neighbour is one reading; some entries carry no reading at all.
  const kms = Array.from({ length: 120 }, (_, index) => 1_000 + index * 37).sort(() => next() - 0.5);
  history = { maintenances: [], refuels: [] };
  await withDb(server, async (db) => {
    for (const [index, km] of kms.entries()) {
      const date = dateAt(next() * 365);
      const id = `00000000-0000-7000-8000-${String(index).padStart(12, "0")}`;
      if (index % 2 === 0) {
        const kmsOrNone = index % 10 === 0 ? null : km;
        history.maintenances.push({ _id: id, date, kms: kmsOrNone });
        await db.insert(maintenances).values({
          id,
          vehicleId: carId,
          type: "general",
          adjustments: ["changeOil"],
          description: null,
          kms: kmsOrNone,
          amount: null,
          currency: "USD",
          date,
          createdBy: owner.userId,
          createdAt: date,
          loggedByShop: null,
        });
      } else {
        const displacement = index % 10 === 1 ? 0 : km;
        history.refuels.push({ _id: id, date, displacement });
        await db.insert(refuels).values({
          id,
          vehicleId: carId,
          date,
          amount: 40,
          currency: "USD",
          fuel: "95",
          quantity: 30,
          displacement,
          stationName: "",
          stationLocation: "",
          pricePerLt: null,
          fullTank: true,
          missedPrevious: false,
          createdBy: owner.userId,
          createdAt: date,
        });
      }
    }
    const row = await findVehicle(db, carId);
    if (!row) throw new Error("the car is gone");
    vehicle = vehicleView(row);
  });
});
afterAll(async () => server.close());

const everything = (): TimelineEntry[] => timelineEntries(history.maintenances, history.refuels);
const editedOf = (id: string | undefined) => {
  const entry = everything().find((candidate) => candidate._id === id);
  return entry && { _id: entry._id, km: entry.km ?? null };
};

describe("the readings around a place in the stored history", () => {
  it("give the neighbours the whole history gives, for new readings and edits, before, between and after", async () => {
    const next = random(11);
    const ids = everything().map((entry) => entry._id);
    const places: ReadingPlace[] = Array.from({ length: 60 }, (_, index) => ({
      vehicleId: vehicle._id,
      // From before the first entry to after the last, and now.
      date: index === 0 ? new Date().toISOString() : dateAt(next() * 400 - 20),
      exclude: index % 3 === 0 ? ids[Math.floor(next() * ids.length)] : undefined,
    }));
    const expected = places.map((place) =>
      timelineNeighbours({ _id: place.exclude, date: place.date }, vehicle, everything()),
    );

    const together = await withDb(server, (db) => readingsAround(db, places));
    const one = await withDb(server, (db) =>
      Promise.all(places.map((place) => neighboursAt(db, vehicle, place.date, editedOf(place.exclude)))),
    );

    expect(one).toEqual(expected);
    expect(
      places.map((place, index) =>
        neighboursAmong(vehicle, place.date, editedOf(place.exclude), together[index] ?? []),
      ),
    ).toEqual(expected);
    // Both sides of a backfill, and the odometer of a newest reading, were among them.
    expect(expected.some((neighbours) => neighbours.before && neighbours.after)).toBe(true);
    expect(expected.some((neighbours) => neighbours.odometer)).toBe(true);
  });

  it("reads a few readings a place, not the history", async () => {
    const places = [
      { vehicleId: vehicle._id, date: dateAt(180) },
      { vehicleId: vehicle._id, date: dateAt(500) },
    ];
    const [backfill = [], newest = []] = await withDb(server, (db) => readingsAround(db, places));
    expect(backfill.length).toBeLessThanOrEqual(6);
    expect(newest.length).toBeLessThanOrEqual(4);
  });

  it("finds nothing around a place of a vehicle without history", async () => {
    const around = await withDb(server, (db) =>
      readingsAround(db, [{ vehicleId: "00000000-0000-7000-8000-999999999999", date: dateAt(10) }]),
    );
    expect(around).toEqual([[]]);
  });
});
