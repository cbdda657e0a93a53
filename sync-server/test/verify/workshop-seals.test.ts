import { webcrypto } from "node:crypto";
import {
  checkHistory,
  type EntrySeal,
  formerAccountId,
  historyLinkLimits,
  type Maintenance,
  type OdoKey,
  parseTransferQr,
  type SubtleLike,
  saysWhatWasSigned,
  signatureChecks,
  type VerifiableHistory,
} from "@odo/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { shopKeys } from "../../src/db/schema.js";
import { isSealed } from "../../src/token-vault.js";
import { pdfBytes, recordOf, sha256 } from "../attachment/files.js";
import { aCar, build, call, type Session, type TestServer, userOnPlan, withDb } from "../helper.js";

const checks = signatureChecks(webcrypto.subtle as unknown as SubtleLike);
const shop = {
  name: "Taller Martínez",
  contactName: "Luis Martínez",
  address: "Calle 50, Panamá",
  phone: "+507 6000-0000",
};

describe("entries a workshop signs, and histories anyone can check", () => {
  let server: TestServer;
  let ana: Session;
  let carId: string;
  const mids = new Map<string, number>();

  beforeEach(async () => {
    server = await build();
    ana = await userOnPlan(server, "anagomez");
    carId = (await call(server, ana, "POST", "/api/vehicles", aCar)).json().payload._id;
  });
  afterEach(() => server.close());

  async function push(session: Session, name: string, args: unknown) {
    const mid = (mids.get(session.userId) ?? 0) + 1;
    mids.set(session.userId, mid);
    const reply = await call(server, session, "POST", "/api/sync/push", {
      clientId: session.userId.replace(/.$/, "e"),
      mutations: [{ mid, name, args }],
    });
    return reply.json().results[0];
  }

  async function sharedWith(username: string, role: string, shopType: string | null) {
    const grantee = await userOnPlan(server, username, "business");
    if (shopType)
      expect((await call(server, grantee, "POST", "/api/shops", { ...shop, type: shopType })).statusCode).toBe(201);
    const qr = (await call(server, ana, "POST", `/api/vehicles/${carId}/shares`, { role })).json().payload.qr;
    await call(server, grantee, "POST", "/api/shares/claim", { grant: qr.replace("odo-share:", "") });
    return grantee;
  }

  const oilChange = (kms: number, amount?: number) => ({
    type: "general",
    adjustments: ["changeOil", "changeAirFilter"],
    description: "Aceite 5W-30",
    date: new Date(server.clock.now.getTime() + 60_000).toISOString(),
    kms,
    ...(amount === undefined ? {} : { amount }),
  });

  async function logged(session: Session, kms: number, amount?: number): Promise<string> {
    const reply = await call(server, session, "POST", `/api/maintenances/${carId}`, oilChange(kms, amount));
    expect(reply.statusCode, reply.body).toBe(201);
    const payload = reply.json().payload;
    return (Array.isArray(payload) ? payload[0] : payload)._id;
  }

  /** The maintenance as the owner's device pulls it. */
  async function ownersCopy(id: string): Promise<Maintenance> {
    const changes = (await call(server, ana, "GET", "/api/sync/pull?cursor=0&limit=1000")).json().changes as {
      entity: string;
      id: string;
      data: Maintenance;
    }[];
    const found = changes.filter((change) => change.entity === "maintenance" && change.id === id).at(-1);
    if (!found) throw new Error(`no maintenance ${id}`);
    return found.data;
  }

  const odoKey = async (): Promise<OdoKey> => (await server.app.inject({ url: "/api/verify/key" })).json();
  const openLink = (token: string) => server.app.inject({ url: `/api/verify/histories/${token}` });

  async function shareHistory(body: Record<string, unknown> = {}) {
    const reply = await call(server, ana, "POST", "/api/histories", { vehicleId: carId, ...body });
    expect(reply.statusCode).toBe(200);
    return reply.json().payload as { token: string; expiresAt: string };
  }

  it("signs a mechanical workshop's work when it is accepted, and nobody else's", async () => {
    const taller = await sharedWith("tallerm1", "workshop", "mechanicalWorkshop");
    const broker = await sharedWith("corredor1", "workshop", "insuranceBroker");
    const customer = await sharedWith("cliente1", "customer", null);
    const byWorkshop = await ownersCopy(await logged(taller, 10_500, 80));
    expect(byWorkshop.seal).toMatchObject({ version: 1, signed: { shop: { name: "Taller Martínez" }, kms: 10_500 } });
    // Its private key is sealed at rest, as Strava tokens are: a copy of the database cannot sign as the shop.
    const [key] = await withDb(server, (db) => db.select().from(shopKeys));
    expect(isSealed(key?.privateKey ?? "")).toBe(true);
    expect(byWorkshop.loggedByShop).toBe("Taller Martínez");
    for (const other of [ana, broker, customer]) {
      expect((await ownersCopy(await logged(other, 11_000 + mids.size * 10))).seal).toBeUndefined();
    }
    // A device cannot write a seal: one sent with a new entry is not stored.
    const forged = { ...(byWorkshop.seal as EntrySeal) };
    const id = crypto.randomUUID();
    expect(
      (
        await push(ana, "maintenance.create", {
          vehicleId: carId,
          maintenance: { ...oilChange(12_000), _id: id, seal: forged },
        })
      ).status,
    ).toBe("applied");
    expect((await ownersCopy(id)).seal).toBeUndefined();
  });

  it("signs the workshop's invoice with its work; the owner's photo or correction leaves the signature as it was", async () => {
    const taller = await sharedWith("tallerm2", "workshop", "mechanicalWorkshop");
    const workId = await logged(taller, 10_500, 80);
    const invoice = pdfBytes();
    expect(
      (
        await push(taller, "attachment.create", {
          vehicleId: carId,
          attachment: recordOf(crypto.randomUUID(), invoice, { recordKind: "maintenance", recordId: workId }),
        })
      ).status,
    ).toBe("applied");
    const signed = await ownersCopy(workId);
    expect(signed.seal?.signed.files).toEqual([sha256(invoice)]);
    const seal = signed.seal as EntrySeal;
    expect(await saysWhatWasSigned(seal, signed, [sha256(invoice)], checks)).toBe(true);

    await push(ana, "attachment.create", {
      vehicleId: carId,
      attachment: recordOf(crypto.randomUUID(), pdfBytes(4_000), { recordKind: "maintenance", recordId: workId }),
    });
    expect((await ownersCopy(workId)).seal).toEqual(seal);
    expect(
      (await push(ana, "maintenance.update", { _id: workId, patch: { description: "Aceite 10W-40" } })).status,
    ).toBe("applied");
    const corrected = await ownersCopy(workId);
    expect(corrected.seal).toEqual(seal);
    expect(await saysWhatWasSigned(seal, corrected, [sha256(invoice)], checks)).toBe(false);
  });

  it("shares a history a buyer checks without an account: signed work, the owner's entries, a tampered km", async () => {
    const taller = await sharedWith("tallerm3", "workshop", "mechanicalWorkshop");
    await logged(ana, 10_200, 30);
    await logged(taller, 10_500, 80);
    const link = await shareHistory();
    const reply = await openLink(link.token);
    expect(reply.statusCode).toBe(200);
    const history = reply.json() as VerifiableHistory;
    // Amounts stay out unless the owner includes them, and so does what would give them away.
    expect(history.entries.map((entry) => [entry.origin, entry.amount, entry.seal?.amountSalt ?? null])).toEqual([
      ["owner", null, null],
      ["workshop", null, null],
    ]);
    const key = await odoKey();
    const now = server.clock.now.toISOString();
    const check = await checkHistory(history, key, checks, now);
    expect(check.issued).toBe("valid");
    expect(check.entries.map((entry) => [entry.mark, entry.shop?.name ?? null, ...entry.problems])).toEqual([
      ["owner", null],
      ["signed", "Taller Martínez"],
    ]);
    // The buyer can call the workshop: its address and phone as registered, under Odo's signature (the user test's M12).
    expect(history.manifest.shops).toEqual([
      expect.objectContaining({ name: "Taller Martínez", address: shop.address, phone: shop.phone }),
    ]);
    const tampered = structuredClone(history);
    if (tampered.entries[1]) tampered.entries[1].kms = 9_000;
    expect((await checkHistory(tampered, key, checks, now)).entries.map((entry) => entry.problems)).toEqual([
      [],
      ["changedSinceIssued"],
    ]);

    const withAmounts = (
      await openLink((await shareHistory({ includesAmounts: true })).token)
    ).json() as VerifiableHistory;
    expect(withAmounts.entries.map((entry) => entry.amount)).toEqual([30, 80]);
    expect((await checkHistory(withAmounts, key, checks, now)).entries.map((entry) => entry.mark)).toEqual([
      "owner",
      "signed",
    ]);
  });

  it("shares the workshop's signed tread readings with the history, which a buyer checks as signed", async () => {
    const taller = await sharedWith("tallerm6", "workshop", "mechanicalWorkshop");
    const set = (
      await call(server, ana, "POST", `/api/vehicles/${carId}/tyres`, {
        size: "205/55 R16 91V",
        season: "summer",
        tyres: [{ key: "t1" }, { key: "t2" }],
      })
    ).json().payload;
    const measured = await call(server, taller, "POST", `/api/vehicles/${carId}/tyres/readings`, {
      date: new Date(server.clock.now.getTime() + 60_000).toISOString(),
      km: 10_400,
      depths: [
        { set: set._id, tyre: "t1", position: "frontLeft", treadMm: 3.1 },
        { set: set._id, tyre: "t2", position: "frontRight", treadMm: 3.3 },
      ],
    });
    expect(measured.statusCode).toBe(201);
    const history = (await openLink((await shareHistory()).token)).json() as VerifiableHistory;
    expect(history.treads?.map((tread) => [tread.origin, tread.loggedByShop, tread.seal?.signed.kms])).toEqual([
      ["workshop", "Taller Martínez", 10_400],
    ]);
    const check = await checkHistory(history, await odoKey(), checks, server.clock.now.toISOString());
    expect(check.treads.map((tread) => [tread.mark, ...tread.problems])).toEqual([["signed"]]);
    // The owner corrects the reading afterwards: still Odo's issue, no longer what the workshop signed.
    const readingId = measured.json().payload._id;
    await call(server, ana, "PATCH", `/api/vehicles/${carId}/tyres/readings/${readingId}`, {
      depths: [{ set: set._id, tyre: "t1", position: "frontLeft", treadMm: 5 }],
    });
    const later = (await openLink((await shareHistory()).token)).json() as VerifiableHistory;
    const recheck = await checkHistory(later, await odoKey(), checks, server.clock.now.toISOString());
    expect(recheck.treads.map((tread) => [tread.mark, ...tread.problems])).toEqual([["changedAfterSigning"]]);
  });

  it("opens the workshop's signed invoice to a buyer of a link shared with amounts, and no other file", async () => {
    const taller = await sharedWith("tallerm9", "workshop", "mechanicalWorkshop");
    const workId = await logged(taller, 10_500, 80);
    const invoice = pdfBytes(5_000);
    const invoiceId = crypto.randomUUID();
    await push(taller, "attachment.create", {
      vehicleId: carId,
      attachment: recordOf(invoiceId, invoice, {
        recordKind: "maintenance",
        recordId: workId,
        name: "Factura 118.pdf",
      }),
    });
    const upload = (session: Session, id: string, bytes: Buffer) =>
      server.app.inject({
        method: "PUT",
        url: `/api/attachments/${id}/content`,
        headers: { ...session.auth, "content-type": "application/pdf" },
        payload: bytes,
      });
    expect((await upload(taller, invoiceId, invoice)).statusCode).toBe(200);
    // The owner's own photo of the same entry stays private.
    const photo = pdfBytes(4_000);
    const photoId = crypto.randomUUID();
    await push(ana, "attachment.create", {
      vehicleId: carId,
      attachment: recordOf(photoId, photo, { recordKind: "maintenance", recordId: workId }),
    });
    expect((await upload(ana, photoId, photo)).statusCode).toBe(200);
    const fileOf = (token: string, bytes: Buffer | string) =>
      server.app.inject({
        url: `/api/verify/histories/${token}/files/${typeof bytes === "string" ? bytes : sha256(bytes)}`,
      });

    const withAmounts = await shareHistory({ includesAmounts: true });
    const opened = await fileOf(withAmounts.token, invoice);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(invoice)).toBe(true);
    expect(opened.headers["content-disposition"]).toMatch(/^attachment; filename="Factura 118.pdf"/);
    expect(opened.headers["cache-control"]).toBe("no-store");
    expect((await fileOf(withAmounts.token, photo)).json()).toMatchObject({ code: 404 });
    // Without amounts the invoice stays with the owner; a revoked link serves nothing more.
    const withoutAmounts = await shareHistory();
    expect((await fileOf(withoutAmounts.token, invoice)).statusCode).toBe(404);
    await call(server, ana, "DELETE", `/api/histories/${withAmounts.token}`);
    expect((await fileOf(withAmounts.token, invoice)).statusCode).toBe(404);
    expect((await fileOf(withoutAmounts.token, "ABC")).statusCode).toBe(400);
  });

  it("stops a link when the owner revokes it or its time is up, and lets only the owner make one", async () => {
    const link = await shareHistory({ days: 7 });
    expect(
      (await call(server, ana, "GET", `/api/histories?vehicleId=${carId}`))
        .json()
        .payload.map((l: { token: string }) => l.token),
    ).toEqual([link.token]);
    expect((await call(server, ana, "DELETE", `/api/histories/${link.token}`)).statusCode).toBe(200);
    expect((await openLink(link.token)).json()).toMatchObject({ code: 404, message: "HISTORY_LINK_NOT_FOUND" });

    const week = await shareHistory({ days: 7 });
    expect((await openLink(week.token)).statusCode).toBe(200);
    server.clock.advance(7 * 86_400_000 + 1);
    expect((await openLink(week.token)).statusCode).toBe(404);

    const stranger = await userOnPlan(server, "extrano1");
    expect((await call(server, stranger, "POST", "/api/histories", { vehicleId: carId })).statusCode).toBe(404);
    const taller = await sharedWith("tallerm4", "workshop", "mechanicalWorkshop");
    expect((await call(server, taller, "POST", "/api/histories", { vehicleId: carId })).statusCode).toBe(403);
    expect((await call(server, taller, "DELETE", `/api/histories/${week.token}`)).statusCode).toBe(404);
    expect((await server.app.inject({ url: "/api/verify/histories/not-a-token" })).statusCode).toBe(400);
    expect((await call(server, ana, "POST", "/api/histories", { vehicleId: carId, days: 3 })).statusCode).toBe(400);
  });

  it("answers a shared history from one issued copy until the owner's data changes, and bounds reads per address", async () => {
    await logged(ana, 10_500);
    const { token } = await shareHistory();
    const first = (await openLink(token)).json() as VerifiableHistory;
    server.clock.advance(5_000);
    // The same copy: nothing changed, so nothing is read and signed again.
    expect(((await openLink(token)).json() as VerifiableHistory).manifest.issuedAt).toBe(first.manifest.issuedAt);
    await logged(ana, 10_900);
    const after = (await openLink(token)).json() as VerifiableHistory;
    expect(after.entries).toHaveLength(2);
    expect(after.manifest.issuedAt).not.toBe(first.manifest.issuedAt);
    // A revoked link stops at once, copy or not.
    await call(server, ana, "DELETE", `/api/histories/${token}`);
    expect((await openLink(token)).statusCode).toBe(404);
    // An address that reads past the limit waits for the next minute.
    const reads = [];
    for (let read = 0; read < historyLinkLimits.readsPerMinute; read += 1) reads.push(await openLink(token));
    expect(reads.at(-1)?.statusCode).toBe(429);
    server.clock.advance(60_000);
    expect((await openLink(token)).statusCode).toBe(404);
  });

  it("caps the links an account keeps working", async () => {
    for (let i = 0; i < historyLinkLimits.activePerUser - 1; i += 1) await shareHistory();
    await shareHistory();
    const refused = await call(server, ana, "POST", "/api/histories", { vehicleId: carId });
    expect(refused.json()).toMatchObject({ code: 409, message: "HISTORY_LINK_LIMIT" });
  });

  it("keeps a closed shop's signatures valid, marked as closed, and certifies keys with Odo's alone", async () => {
    const taller = await sharedWith("tallerm5", "workshop", "mechanicalWorkshop");
    const workId = await logged(taller, 10_500);
    const invoiceId = crypto.randomUUID();
    const invoice = pdfBytes();
    await push(taller, "attachment.create", {
      vehicleId: carId,
      attachment: recordOf(invoiceId, invoice, { recordKind: "maintenance", recordId: workId }),
    });
    server.clock.advance(60_000);
    expect((await call(server, taller, "DELETE", "/api/users/account", { password: "Secret123" })).statusCode).toBe(
      200,
    );
    const history = (await openLink((await shareHistory()).token)).json() as VerifiableHistory;
    const key = await odoKey();
    const check = await checkHistory(history, key, checks, server.clock.now.toISOString());
    expect(check.entries.map((entry) => [entry.mark, entry.shop])).toEqual([
      ["signed", { name: "Taller Martínez", closed: true }],
    ]);
    // Its invoice stays with the signed entry, by no one, as the entry does: the owner's copy still says what was signed.
    const changes = (await call(server, ana, "GET", "/api/sync/pull?cursor=0&limit=1000")).json().changes as {
      entity: string;
      id: string;
      data: { createdBy: string };
    }[];
    const file = changes.filter((change) => change.entity === "attachment" && change.id === invoiceId).at(-1);
    expect(file?.data.createdBy).toBe(formerAccountId);
    const work = await ownersCopy(workId);
    expect(work.createdBy).toBe(formerAccountId);
    expect(await saysWhatWasSigned(work.seal as EntrySeal, work, [sha256(invoice)], checks)).toBe(true);
    // Its private key is gone; no row holds the account's id.
    const keys = await withDb(server, (db) => db.select().from(shopKeys));
    expect(keys.map((key) => key.privateKey)).toEqual([null]);
    // A certificate Odo did not sign certifies nothing.
    const forged = structuredClone(history);
    if (forged.certificates[0]) forged.certificates[0].shop.name = "Taller Otro";
    expect((await checkHistory(forged, key, checks, server.clock.now.toISOString())).entries[0]?.problems).toContain(
      "badSignature",
    );
  });

  it("hands the signed work to a new owner, whose link checks it, and leaves the old owner's links dead", async () => {
    const taller = await sharedWith("tallerm6", "workshop", "mechanicalWorkshop");
    const ownEntry = await logged(ana, 10_200);
    const workId = await logged(taller, 10_500);
    const oldLink = await shareHistory();
    const buyer = await userOnPlan(server, "compradora");
    const qr = parseTransferQr((await call(server, ana, "POST", `/api/vehicles/transfer/${carId}`)).json().payload.qr);
    if (!qr) throw new Error("the QR value is not ours");
    const claimed = await call(server, buyer, "PATCH", `/api/vehicles/transfer/${carId}`, {
      lastOwner: qr.lastOwner,
      secret: qr.secret,
    });
    expect(claimed.statusCode).toBe(200);
    expect((await openLink(oldLink.token)).statusCode).toBe(404);
    const made = await call(server, buyer, "POST", "/api/histories", { vehicleId: carId });
    const history = (await openLink(made.json().payload.token)).json() as VerifiableHistory;
    const check = await checkHistory(history, await odoKey(), checks, server.clock.now.toISOString());
    const markOf = (id: string) => check.entries.find((entry) => entry.entry.id === id);
    expect([markOf(workId)?.mark, markOf(workId)?.shop?.name]).toEqual(["signed", "Taller Martínez"]);
    // Ana's own entries read, to a buyer of the new owner's car, as a previous owner's.
    expect(markOf(ownEntry)?.mark).toBe("previousOwner");
  });
});
