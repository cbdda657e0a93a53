import { describe, expect, it } from "vitest";
import type { Db } from "../../src/db/connection.js";
import { findVehicle, writeOdometers } from "../../src/store/repository.js";
import { vehicleView } from "../../src/store/views.js";
import { saveVehicle } from "../../src/vehicle/vehicles.js";
import { aCar, build, call, userOnPlan } from "../helper.js";
import { signal } from "../signal.js";

/**
 * One device's push reads a vehicle, another device's push deletes it and commits, then the first
 * writes its change. The change must be refused: written as if nothing happened, it published the
 * vehicle again, and every device of the owner kept a vehicle the server no longer had, outside
 * the plan's count (the engine's random histories found it). (`postgres` only: SQLite has one
 * writer, so the two never overlap there.)
 */
describe("a change to a vehicle another push deleted meanwhile", () => {
  it.each([
    [
      "its fields",
      (db: Db, row: NonNullable<Awaited<ReturnType<typeof findVehicle>>>) =>
        saveVehicle(db, { ...vehicleView(row), color: "Rojo" }),
    ],
    [
      "its odometer",
      (db: Db, row: NonNullable<Awaited<ReturnType<typeof findVehicle>>>) =>
        writeOdometers(db, [{ vehicleId: row.id, km: row.displacement + 10, updatedAt: new Date().toISOString() }]),
    ],
  ])(
    "is refused as not found, for %s, and the owner's devices are not sent the vehicle again",
    async (_what, write) => {
      const server = await build();
      try {
        const ana = await userOnPlan(server, "ghostowner");
        const carId = (await call(server, ana, "POST", "/api/vehicles", aCar)).json().payload._id as string;
        const read = signal();
        const deleted = signal();
        const change = server.app.deps.database.write(async (db: Db) => {
          const row = await findVehicle(db, carId);
          if (!row) throw new Error("the car was just added");
          read.fire();
          await deleted.fired;
          await write(db, row);
        });
        await read.fired;
        expect((await call(server, ana, "DELETE", `/api/vehicles/${carId}`)).statusCode).toBe(200);
        deleted.fire();
        await expect(change).rejects.toMatchObject({ code: "VEHICLE_NOT_FOUND" });
        const pulled = (await call(server, ana, "GET", "/api/sync/pull?cursor=0&limit=1000")).json();
        const last = pulled.changes.filter((entry: { id: string }) => entry.id === carId).at(-1);
        expect(last?.op).toBe("del");
      } finally {
        await server.close();
      }
    },
  );
});
