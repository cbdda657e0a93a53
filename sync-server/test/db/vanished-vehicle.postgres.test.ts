import { ApiError, createMaintenance, maintenanceCreateSchema } from "@odo/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../src/db/connection.js";
import { vehicles } from "../../src/db/schema.js";
import { ServerTransaction } from "../../src/store/server-transaction.js";
import { aCar, build, call, userOnPlan } from "../helper.js";
import { signal } from "../signal.js";

/**
 * A maintenance pushed from one phone while another deletes its vehicle: the pushing unit read the
 * vehicle, the deletion committed, then the unit wrote the entry. PostgreSQL refuses the entry
 * (its vehicle is gone); the unit runs again and refuses the mutation as "vehicle not found"
 * rather than failing as a server error (found by the engine property test).
 * (`postgres` project only: SQLite has one writer.)
 */
describe("a unit whose vehicle is deleted under it", () => {
  it("runs again and refuses the entry as not found", async () => {
    const server = await build();
    try {
      const ana = await userOnPlan(server, "vanisher");
      const vehicleId = (await call(server, ana, "POST", "/api/vehicles", aCar)).json().payload._id as string;
      const read = signal();
      const deleted = signal();
      let runs = 0;
      const context = {
        actorId: ana.userId,
        isAdmin: false,
        now: new Date().toISOString(),
        newId: () => crypto.randomUUID(),
      };
      const maintenance = {
        ...maintenanceCreateSchema.parse({ type: "battery", date: context.now }),
        _id: crypto.randomUUID(),
      };
      const pushing = server.app.deps.database.write(async (db: Db) => {
        runs += 1;
        const tx = new ServerTransaction(db, { id: ana.userId, role: "user" }, [], () => new Date());
        await tx.get("vehicles", vehicleId);
        if (runs === 1) {
          read.fire();
          await deleted.fired;
        }
        return createMaintenance.effect(tx, { vehicleId, maintenance }, context);
      });
      await read.fired;
      await server.app.deps.database.write((db: Db) => db.delete(vehicles).where(eq(vehicles.id, vehicleId)));
      deleted.fire();
      await expect(pushing).rejects.toBeInstanceOf(ApiError);
      await expect(pushing).rejects.toMatchObject({ code: "VEHICLE_NOT_FOUND" });
      expect(runs).toBe(2);
    } finally {
      await server.close();
    }
  });
});
