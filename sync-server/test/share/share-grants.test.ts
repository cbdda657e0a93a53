import type { ShareRole } from "@odo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aCar, build, call, type Session, type TestServer, userOnPlan } from "../helper.js";

/**
 * A share grant is claimed once, and an older grant never undoes what the owner decided since:
 * a revocation, or a role given by a newer grant.
 */
let server: TestServer;
let owner: Session;
let workshop: Session;
let vehicleId = "";

const grant = async (role: ShareRole) =>
  (await call(server, owner, "POST", `/api/vehicles/${vehicleId}/shares`, { role })).json().payload.qr as string;
const claim = (session: Session, qr: string) =>
  call(server, session, "POST", "/api/shares/claim", { grant: qr.replace("odo-share:", "") });
const roleOf = async (session: Session) => {
  const shares = (await call(server, owner, "GET", `/api/vehicles/${vehicleId}/shares`)).json().payload as {
    userId: string;
    role: ShareRole;
  }[];
  return shares.find((share) => share.userId === session.userId)?.role;
};
const ownerNotifications = async () =>
  ((await call(server, owner, "GET", "/api/users/notifications")).json().payload ?? []) as unknown[];
const revoke = (session: Session) =>
  call(server, owner, "DELETE", `/api/vehicles/${vehicleId}/shares/${session.userId}`);

beforeAll(async () => {
  server = await build();
  owner = await userOnPlan(server, "ownerolga");
  workshop = await userOnPlan(server, "tallerteo", "business");
  vehicleId = (await call(server, owner, "POST", "/api/vehicles", aCar)).json().payload._id;
});
afterAll(async () => server.close());

describe("share grants are claimed once", () => {
  it("keeps a revoked grantee out when they scan the same code again, and notifies once", async () => {
    const qr = await grant("workshop");
    expect((await claim(workshop, qr)).statusCode).toBe(200);
    const notified = (await ownerNotifications()).length;
    expect((await revoke(workshop)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const again = await claim(workshop, qr);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe("Este código de acceso ya se usó");
    }
    expect(await roleOf(workshop)).toBeUndefined();
    expect((await call(server, workshop, "GET", `/api/vehicles/info/${vehicleId}`)).statusCode).toBe(404);
    expect(await ownerNotifications()).toHaveLength(notified);
  });

  it("refuses a used code to anyone else too", async () => {
    const qr = await grant("customer");
    const first = await userOnPlan(server, "primerpablo");
    const second = await userOnPlan(server, "segundosara");
    expect((await claim(first, qr)).statusCode).toBe(200);
    expect((await claim(second, qr)).json()).toMatchObject({ code: 409, message: "Este código de acceso ya se usó" });
    expect(await roleOf(second)).toBeUndefined();
  });

  it("never lets an older workshop code undo a downgrade to broker", async () => {
    server.clock.advance(1_000);
    const older = await grant("workshop");
    server.clock.advance(1_000);
    const newer = await grant("insuranceBroker");
    expect((await claim(workshop, newer)).statusCode).toBe(200);
    const undo = await claim(workshop, older);
    expect(undo.json()).toMatchObject({ code: 409, message: "El dueño cambió este acceso después de crear el código" });
    expect(await roleOf(workshop)).toBe("insuranceBroker");
    // A code made after the downgrade still changes the role: the owner's newest decision wins.
    server.clock.advance(1_000);
    expect((await claim(workshop, await grant("workshop"))).statusCode).toBe(200);
    expect(await roleOf(workshop)).toBe("workshop");
  });

  it("never lets a code made before a revocation undo it", async () => {
    server.clock.advance(1_000);
    const beforeRevocation = await grant("customer");
    server.clock.advance(1_000);
    expect((await revoke(workshop)).statusCode).toBe(200);
    expect((await claim(workshop, beforeRevocation)).statusCode).toBe(409);
    expect(await roleOf(workshop)).toBeUndefined();
    server.clock.advance(1_000);
    expect((await claim(workshop, await grant("customer"))).statusCode).toBe(200);
  });
});
