import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { logPut } from "../../src/db/change-log.js";
import { type Database, SqliteDatabase } from "../../src/db/database.js";
import { openDatabase } from "../../src/db/open.js";
import { dataRepairs } from "../../src/db/schema.js";
import { statement } from "../../src/db/statements.js";
import { savepoint } from "../../src/db/transaction.js";

/** Units over the SQLite file: what every service relies on when two requests overlap. */
let folder = "";
let database: Database;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "odo-units-"));
  database = new SqliteDatabase(openDatabase(join(folder, "odo.sqlite")));
});
afterEach(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const repairNames = () => database.read(async (db) => (await db.select().from(dataRepairs)).map((row) => row.name));

describe("units of work", () => {
  it("never lets a unit see another's uncommitted writes, and undoes a write unit that throws", async () => {
    const failing = database.write(async (db) => {
      await db.insert(dataRepairs).values({ name: "half-done", appliedAt: "2026-11-24" });
      await pause(30);
      throw new Error("the work failed half-way");
    });
    // Asked for while the write is under way: it waits for its turn, then sees nothing of it.
    const seen = repairNames();
    await expect(failing).rejects.toThrow("half-way");
    expect(await seen).toEqual([]);
  });

  it("runs units in the order they were asked for, each whole", async () => {
    const order: string[] = [];
    await Promise.all(
      ["first", "second", "third"].map((name, index) =>
        database.write(async (db) => {
          order.push(`${name} starts`);
          await pause(10 * (3 - index));
          await db.insert(dataRepairs).values({ name, appliedAt: "2026-11-24" });
          order.push(`${name} ends`);
        }),
      ),
    );
    expect(order).toEqual(["first starts", "first ends", "second starts", "second ends", "third starts", "third ends"]);
    expect(await repairNames()).toEqual(["first", "second", "third"]);
  });

  it("tells a user's listeners once the unit that advanced their log commits, and never for one undone", async () => {
    const heard: number[] = [];
    database.changes.subscribe("ana", (seq) => heard.push(seq));
    await database
      .write(async (db) => {
        await logPut(db, "ana", "user", "ana", { name: "Ana" });
        throw new Error("undone");
      })
      .catch(() => {});
    expect(heard).toEqual([]);
    await database.write(async (db) => {
      await logPut(db, "ana", "user", "ana", { name: "Ana" });
      await logPut(db, "ana", "vehicle", "car", { model: "Rio" });
      await logPut(db, "bob", "vehicle", "bike", { model: "Trek" });
      expect(heard).toEqual([]);
    });
    expect(heard).toHaveLength(1);
    const newest = await database.read((db) =>
      statement<{ seq: number }>(db, "SELECT max(seq) AS seq FROM change_log WHERE user_id = 'ana'").get(),
    );
    expect(heard[0]).toBe(newest?.seq);
  });

  it("logs each row a unit changed once, as it last was, and nothing of a savepoint rolled back", async () => {
    await database.write(async (db) => {
      // A batch of refuels moving one car's odometer three times.
      for (const km of [100, 200, 300]) await logPut(db, "ana", "vehicle", "car", { km });
      await logPut(db, "ana", "refuel", "r1", { km: 300 });
      await savepoint(db, async (inner) => {
        await logPut(inner, "ana", "refuel", "r2", { km: 400 });
        await logPut(inner, "ana", "vehicle", "car", { km: 400 });
        throw new Error("refused");
      }).catch(() => {});
      await logPut(db, "ana", "refuel", "r3", { km: 350 });
    });
    const log = await database.read((db) =>
      statement<{ entity_id: string; data: string }>(
        db,
        "SELECT entity_id, data FROM change_log WHERE user_id = 'ana' ORDER BY seq",
      ).all(),
    );
    expect(log.map((entry) => [entry.entity_id, JSON.parse(entry.data)])).toEqual([
      ["car", { km: 300 }],
      ["r1", { km: 300 }],
      ["r3", { km: 350 }],
    ]);
  });

  it("refuses work once closed, after finishing the units under way", async () => {
    const under = database.write(async (db) => {
      await pause(20);
      await db.insert(dataRepairs).values({ name: "finished", appliedAt: "2026-11-24" });
    });
    const closing = database.close();
    await under;
    await closing;
    await expect(repairNames()).rejects.toThrow("closed");
    database = new SqliteDatabase(openDatabase(join(folder, "odo.sqlite")));
    expect(await repairNames()).toEqual(["finished"]);
  });
});
