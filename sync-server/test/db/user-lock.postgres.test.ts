import { describe, expect, it } from "vitest";
import type { Db } from "../../src/db/connection.js";
import { statement } from "../../src/db/statements.js";
import { lockUserForCount } from "../../src/db/user-lock.js";
import { build, userOnPlan } from "../helper.js";
import { signal } from "../signal.js";

/**
 * Two pushes of one user meet: each registers its device (a row referring to the user, which
 * takes the user's key-share lock), then counts the user's vehicles under the user's lock. The
 * lock must let the other's key share be: the second counter waits for the first, and neither is
 * failed as a deadlock and run again (a deadlock met inside a mutation once refused it as a
 * server error). (`postgres` project only: SQLite has one writer.)
 */
describe("the user's lock for a count", () => {
  it("waits for the other counter without deadlocking on the rows that refer to the user", async () => {
    const server = await build();
    try {
      const { userId } = await userOnPlan(server, "counter", "business");
      const registered = [signal(), signal()];
      const runs = [0, 0];
      const order: number[] = [];
      const unit = (me: 0 | 1) =>
        server.app.deps.database.write(async (db: Db) => {
          runs[me] = (runs[me] ?? 0) + 1;
          await statement(
            db,
            "INSERT INTO sync_clients (id, user_id, last_mutation_id, created_at) VALUES (?, ?, 0, ?)",
          ).run([`01934000-0000-7000-8000-00000000c00${me}-${runs[me]}`, userId, new Date().toISOString()]);
          registered[me]?.fire();
          await registered[me === 0 ? 1 : 0]?.fired;
          await lockUserForCount(db, userId);
          order.push(me);
        });
      await Promise.all([unit(0), unit(1)]);
      expect(runs).toEqual([1, 1]);
      expect(order).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});
