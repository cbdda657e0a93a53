import { parseTransferQr } from "@odo/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { aCar, build, call, type Session, type TestServer, userOnPlan } from "../helper.js";

let server: TestServer;
let owner: Session;
let recipient: Session;
let carId: string;
/** After the vehicles are added: a reading dated before would be a backfill below their first km. */
const date = new Date(Date.now() + 3_600_000).toISOString();

beforeEach(async () => {
  server = await build();
  owner = await userOnPlan(server, "ownerone");
  recipient = await userOnPlan(server, "recipient");
  carId = (await call(server, owner, "POST", "/api/vehicles", aCar)).json().payload._id;
  await call(server, owner, "POST", `/api/maintenances/${carId}/battery`, { date, kms: 10_100 });
  await call(server, owner, "POST", `/api/refuels/${carId}`, { date, quantity: 20, amount: 30 });
});
afterEach(async () => server.close());

async function authorize() {
  const response = await call(server, owner, "POST", `/api/vehicles/transfer/${carId}`);
  expect(response.statusCode).toBe(200);
  const qr = parseTransferQr(response.json().payload.qr);
  if (!qr) throw new Error("the QR value is not ours");
  return qr;
}

const pull = async (session: Session) =>
  (await call(server, session, "GET", "/api/sync/pull?cursor=0&limit=1000")).json();

describe("transfer of ownership", () => {
  it("moves the vehicle with its history, notifies both, and the owner then gets 404", async () => {
    const qr = await authorize();
    expect(qr.vehicleId).toBe(carId);
    expect(qr.lastOwner).toBe(owner.userId);
    const claimed = await call(server, recipient, "PATCH", `/api/vehicles/transfer/${carId}`, {
      lastOwner: qr.lastOwner,
      secret: qr.secret,
    });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().payload.user._id).toBe(recipient.userId);

    expect((await call(server, owner, "GET", `/api/vehicles/info/${carId}`)).statusCode).toBe(404);
    const info = await call(server, recipient, "GET", `/api/vehicles/info/${carId}`);
    expect(info.json().payload.user._id).toBe(recipient.userId);
    expect((await call(server, recipient, "GET", `/api/maintenances/q/10/v/${carId}`)).json().payload).toHaveLength(2);

    const ownerView = await pull(owner);
    const ownerRows = ownerView.changes.filter(
      (c: { entity: string }) => c.entity !== "user" && c.entity !== "notification",
    );
    expect(ownerRows.every((c: { op: string }) => c.op === "del")).toBe(true);
    expect(ownerRows).toHaveLength(3);
    const recipientView = await pull(recipient);
    const puts = recipientView.changes.filter(
      (c: { op: string; entity: string }) => c.op === "put" && ["vehicle", "maintenance", "refuel"].includes(c.entity),
    );
    expect(puts.map((c: { entity: string }) => c.entity).sort()).toEqual(["maintenance", "refuel", "vehicle"]);

    const notes = async (session: Session) =>
      (await call(server, session, "GET", "/api/users/notifications"))
        .json()
        .payload.map((n: { message: string }) => n.message);
    expect(await notes(owner)).toEqual(["Transferiste Toyota Corolla a Ana Pérez."]);
    expect(await notes(recipient)).toEqual(["Recibiste Toyota Corolla de Ana Pérez."]);
  });

  it("answers 203 without a live authorization: expired, used, forged or never asked", async () => {
    const claim = (body: { lastOwner: string; secret: string }) =>
      call(server, recipient, "PATCH", `/api/vehicles/transfer/${carId}`, body);
    const never = await claim({ lastOwner: owner.userId, secret: "A".repeat(32) });
    expect(never.statusCode).toBe(203);
    expect(never.json()).toEqual({ code: 203, message: "No tienes los permisos necesarios" });

    const expiring = await authorize();
    server.clock.advance(30_001);
    expect((await claim({ lastOwner: expiring.lastOwner, secret: expiring.secret })).statusCode).toBe(203);

    const live = await authorize();
    expect((await claim({ lastOwner: recipient.userId, secret: live.secret })).statusCode).toBe(203);
    expect((await claim({ lastOwner: live.lastOwner, secret: live.secret })).statusCode).toBe(200);
    const third = await userOnPlan(server, "thirduser");
    const reused = await call(server, third, "PATCH", `/api/vehicles/transfer/${carId}`, {
      lastOwner: live.lastOwner,
      secret: live.secret,
    });
    expect(reused.statusCode).toBe(203);
    expect((await call(server, recipient, "GET", `/api/vehicles/info/${carId}`)).statusCode).toBe(200);
  });

  it("refuses claiming your own vehicle and a recipient over their plan, changing nothing", async () => {
    const own = await authorize();
    const self = await call(server, owner, "PATCH", `/api/vehicles/transfer/${carId}`, {
      lastOwner: own.lastOwner,
      secret: own.secret,
    });
    expect(self.json()).toEqual({ code: 400, message: "Algo salio mal!" });

    await call(server, recipient, "POST", "/api/vehicles", aCar);
    await call(server, recipient, "POST", "/api/vehicles", aCar);
    const full = await authorize();
    const refused = await call(server, recipient, "PATCH", `/api/vehicles/transfer/${carId}`, {
      lastOwner: full.lastOwner,
      secret: full.secret,
    });
    expect(refused.json()).toEqual({ code: 403, message: "free plan users can have at most 2 vehicles in total" });
    expect((await call(server, owner, "GET", `/api/vehicles/info/${carId}`)).json().payload.user._id).toBe(
      owner.userId,
    );
  });

  it("lets only the owner authorize a transfer", async () => {
    const response = await call(server, recipient, "POST", `/api/vehicles/transfer/${carId}`);
    expect(response.statusCode).toBe(404);
  });
});
