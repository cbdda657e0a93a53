import { readNotificationSentence } from "@odo/words";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstRow } from "../../src/db/first-row.js";
import { runRepairs } from "../../src/db/repairs.js";
import { notifications } from "../../src/db/schema.js";
import { newId } from "../../src/ids.js";
import { notificationKeysRepair } from "../../src/notifications/keys-repair.js";
import { build, call, type Session, type TestServer, userOnPlan, withDb } from "../helper.js";

/** Notifications stored as text before they had keys get their key and parameters back. */
let server: TestServer;
let ana: Session;
beforeAll(async () => {
  server = await build();
  ana = await userOnPlan(server, "anakeys");
});
afterAll(async () => server.close());

describe("reading old notification texts back", () => {
  it("recognises each sentence in both languages, with its parameters", () => {
    expect(readNotificationSentence("Transferiste Kia Rio a Eva Pérez.")).toEqual({
      key: "vehicleGiven",
      params: { vehicle: "Kia Rio", person: "Eva Pérez" },
    });
    expect(readNotificationSentence("You received Kia Rio from Bob.")).toEqual({
      key: "vehicleReceived",
      params: { vehicle: "Kia Rio", person: "Bob" },
    });
    expect(readNotificationSentence("Eva ahora tiene acceso a Mazda 3 como corredor de seguros.")).toEqual({
      key: "shareGranted",
      params: { person: "Eva", vehicle: "Mazda 3", role: "insuranceBroker" },
    });
    expect(readNotificationSentence("Something else entirely")).toBeNull();
  });

  it("keys the stored rows it recognises, leaves the others, and sends the keyed ones to the devices", async () => {
    const known = newId(new Date());
    const unknown = newId(new Date(Date.now() + 1));
    const createdAt = new Date().toISOString();
    await withDb(
      server,
      async (db) =>
        await db.insert(notifications).values([
          { id: known, userId: ana.userId, message: "Recibiste Kia Rio de Bob.", createdAt },
          { id: unknown, userId: ana.userId, message: "Un mensaje antiguo", createdAt },
        ]),
    );
    expect(
      await withDb(server, async (db) => runRepairs(db, [{ ...notificationKeysRepair, name: "again" }], new Date())),
    ).toEqual(["again"]);
    const stored = (id: string) =>
      withDb(server, async (db) => firstRow(await db.select().from(notifications).where(eq(notifications.id, id))));
    expect(await stored(known)).toMatchObject({
      key: "vehicleReceived",
      params: { vehicle: "Kia Rio", person: "Bob" },
    });
    expect((await stored(unknown))?.key).toBeNull();
    const changes = (await call(server, ana, "GET", "/api/sync/pull?cursor=0&limit=1000")).json().changes;
    expect(changes).toContainEqual(
      expect.objectContaining({
        entity: "notification",
        id: known,
        data: expect.objectContaining({ key: "vehicleReceived" }),
      }),
    );
  });
});
