import { PassThrough, Readable } from "node:stream";
import { parseTransferQr, storageQuotaBytes } from "@odo/domain";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sweepOrphanFiles } from "../../src/attachment/file-sweep.js";
import { attachments } from "../../src/db/schema.js";
import { aCar, build, call, type Session, type TestServer, userOnPlan } from "../helper.js";
import { jpegBytes, pdfBytes, recordOf, sha256, storedKeys } from "./files.js";
import { startS3Server } from "./s3-server.js";

const date = new Date(Date.now() + 3_600_000).toISOString();
const s3 = await startS3Server();
afterAll(() => s3.close());

const backends = [
  { name: "files under DATA_DIR", blobs: undefined },
  { name: "an S3-compatible bucket", blobs: { kind: "s3" as const, s3: s3.settings } },
];

describe.each(backends)("attachments stored in $name", ({ blobs }) => {
  let server: TestServer;
  let ana: Session;
  let carId: string;
  const mids = new Map<string, number>();

  beforeEach(async () => {
    server = await build(blobs ? { config: { blobs } } : {});
    ana = await userOnPlan(server, "anagomez");
    carId = (await call(server, ana, "POST", "/api/vehicles", aCar)).json().payload._id;
  });
  afterEach(async () => {
    for (const key of await storedKeys(server)) await server.app.deps.blobs.delete(key);
    await server.close();
  });

  /** Pushes one mutation from `session`'s device; the result's status. */
  async function push(session: Session, name: string, args: unknown) {
    const mid = (mids.get(session.userId) ?? 0) + 1;
    mids.set(session.userId, mid);
    const reply = await call(server, session, "POST", "/api/sync/push", {
      clientId: session.userId.replace(/.$/, "f"),
      mutations: [{ mid, name, args }],
    });
    return reply.json().results[0];
  }

  const upload = (session: Session, id: string, body: Buffer | Readable, type = "image/jpeg") =>
    server.app.inject({
      method: "PUT",
      url: `/api/attachments/${id}/content`,
      headers: { ...session.auth, "content-type": type },
      payload: body,
    });
  const download = (session: Session, id: string) =>
    server.app.inject({ method: "GET", url: `/api/attachments/${id}/content`, headers: session.auth });

  async function refuelWithReceipt(bytes = jpegBytes()) {
    const refuel = (await call(server, ana, "POST", `/api/refuels/${carId}`, { date, quantity: 20, amount: 30 })).json()
      .payload._id as string;
    const id = crypto.randomUUID();
    const created = await push(ana, "attachment.create", {
      vehicleId: carId,
      attachment: recordOf(id, bytes, { recordKind: "refuel", recordId: refuel }),
    });
    expect(created.status).toBe("applied");
    return { id, refuel, bytes };
  }

  async function shareWith(role: string, username: string, plan: "free" | "business" = "business") {
    const grantee = await userOnPlan(server, username, plan);
    const qr = (await call(server, ana, "POST", `/api/vehicles/${carId}/shares`, { role })).json().payload.qr;
    await call(server, grantee, "POST", "/api/shares/claim", { grant: qr.replace("odo-share:", "") });
    return grantee;
  }

  it("stores the receipt its author uploads and serves it back, byte for byte, as a file that runs nothing", async () => {
    const { id, bytes } = await refuelWithReceipt();
    expect((await download(ana, id)).json()).toMatchObject({ code: 409, message: "ATTACHMENT_NOT_UPLOADED" });
    const stored = await upload(ana, id, bytes);
    expect(stored.json()).toEqual({ code: 200, message: "ATTACHMENT_STORED" });
    // Sent again (a lost reply): nothing changes.
    expect((await upload(ana, id, bytes)).statusCode).toBe(200);
    const file = await download(ana, id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers).toMatchObject({
      "content-type": "image/jpeg",
      "content-length": String(bytes.length),
      "x-content-type-options": "nosniff",
      etag: `"${sha256(bytes)}"`,
    });
    expect(file.headers["content-security-policy"]).toContain("sandbox");
    expect(file.headers["content-disposition"]).toBe(`inline; filename="recibo.jpg"; filename*=UTF-8''recibo.jpg`);
    expect(await storedKeys(server)).toEqual([id]);
    const usage = (await call(server, ana, "GET", "/api/attachments/usage")).json().payload;
    expect(usage).toEqual({ plan: "free", usedBytes: bytes.length, quotaBytes: storageQuotaBytes.free });
  });

  it("refuses bytes that are not the file the record promised, and keeps none of them", async () => {
    const { id, bytes } = await refuelWithReceipt();
    const svg = Buffer.alloc(bytes.length, 0x20);
    svg.write('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(ana, id, svg, "image/jpeg")).json()).toMatchObject({ code: 415, message: "ATTACHMENT_TYPE" });
    const other = jpegBytes(bytes.length, 9);
    expect((await upload(ana, id, other)).json()).toMatchObject({ code: 422, message: "ATTACHMENT_MISMATCH" });
    expect((await upload(ana, id, jpegBytes(bytes.length - 1))).json()).toMatchObject({ code: 422 });
    // Streamed with no length given, and longer than promised: stopped while streaming.
    const endless = Readable.from([bytes, jpegBytes(100_000)]);
    expect((await upload(ana, id, endless)).json()).toMatchObject({ code: 413, message: "ATTACHMENT_TOO_LARGE" });
    expect(await storedKeys(server)).toEqual([]);
    expect((await download(ana, id)).json().message).toBe("ATTACHMENT_NOT_UPLOADED");
  });

  // On files only: S3 itself never keeps part of a broken PUT, but s3rver writes the object in place.
  const onFilesOnly = blobs ? () => undefined : it;
  onFilesOnly("keeps the file a second upload stored when the first, still streaming, fails after it", async () => {
    const { id, bytes } = await refuelWithReceipt();
    // A phone sends the file, loses the connection half way and sends it again; the first upload's
    // end arrives last, and wrong.
    const first = new PassThrough();
    first.write(bytes.subarray(0, bytes.length / 2));
    const firstReply = upload(ana, id, first);
    await vi.waitFor(() => expect(first.readableLength).toBe(0));
    expect((await upload(ana, id, bytes)).statusCode).toBe(200);
    first.end(Buffer.alloc(bytes.length - bytes.length / 2));
    expect((await firstReply).json()).toMatchObject({ code: 422, message: "ATTACHMENT_MISMATCH" });
    const file = await download(ana, id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it("lets only the record's author upload, and only who sees the record download", async () => {
    const { id, bytes } = await refuelWithReceipt();
    const stranger = await userOnPlan(server, "stranger");
    expect((await upload(stranger, id, bytes)).statusCode).toBe(404);
    await upload(ana, id, bytes);
    expect((await download(stranger, id)).statusCode).toBe(404);
    const household = await shareWith("household", "luisgomez", "free");
    expect((await download(household, id)).statusCode).toBe(200);
  });

  it("shows a workshop its own invoice and not the owner's receipts; a broker the policy only", async () => {
    const receipt = await refuelWithReceipt();
    await upload(ana, receipt.id, receipt.bytes);
    const shop = await shareWith("workshop", "tallermartinez");
    const work = (
      await call(server, shop, "POST", `/api/maintenances/${carId}`, {
        type: "general",
        adjustments: ["changeOil"],
        date,
      })
    ).json().payload;
    const workId = (Array.isArray(work) ? work[0] : work)._id as string;
    const invoice = { id: crypto.randomUUID(), bytes: pdfBytes() };
    const made = await push(shop, "attachment.create", {
      vehicleId: carId,
      attachment: recordOf(invoice.id, invoice.bytes, { recordKind: "maintenance", recordId: workId }),
    });
    expect(made.status).toBe("applied");
    expect((await upload(shop, invoice.id, invoice.bytes, "application/pdf")).statusCode).toBe(200);
    const pdf = await download(ana, invoice.id);
    expect(pdf.rawPayload.equals(invoice.bytes)).toBe(true);
    // A PDF is a download, never rendered from the server's address, where its scripts could run.
    expect(pdf.headers["content-disposition"]).toMatch(/^attachment; filename="factura\.pdf"/);
    expect((await download(shop, invoice.id)).statusCode).toBe(200);
    expect((await download(shop, receipt.id)).statusCode).toBe(404);
    // The shop's invoice counts against the shop's storage, not the owner's.
    expect((await call(server, shop, "GET", "/api/attachments/usage")).json().payload.usedBytes).toBe(
      invoice.bytes.length,
    );

    const broker = await shareWith("insuranceBroker", "corredora");
    const papers = { policy: crypto.randomUUID(), registration: crypto.randomUUID() };
    for (const [paper, id] of [
      ["insurance", papers.policy],
      ["registration", papers.registration],
    ] as const) {
      const bytes = pdfBytes(4_000);
      const record = recordOf(id, bytes, { purpose: "paper", paper, expiresOn: "2027-06-30" });
      expect((await push(ana, "attachment.create", { vehicleId: carId, attachment: record })).status).toBe("applied");
      await upload(ana, id, bytes, "application/pdf");
    }
    expect((await download(broker, papers.policy)).statusCode).toBe(200);
    expect((await download(broker, papers.registration)).statusCode).toBe(404);
    expect((await download(broker, receipt.id)).statusCode).toBe(404);
    expect((await download(broker, invoice.id)).statusCode).toBe(404);
    const brokerPull = (await call(server, broker, "GET", "/api/sync/pull?cursor=0&limit=1000")).json();
    const sent = brokerPull.changes.filter((change: { entity: string }) => change.entity === "attachment");
    expect(sent.map((change: { id: string }) => change.id)).toEqual([papers.policy]);
  });

  it("refuses a file past the plan's storage and says so, keeping the room it had", async () => {
    const { id, bytes } = await refuelWithReceipt();
    // Ana's earlier files take her plan's room to within a few bytes.
    await server.app.deps.database.write((db) =>
      db.insert(attachments).values({
        id: crypto.randomUUID(),
        vehicleId: carId,
        purpose: "paper",
        recordKind: null,
        recordId: null,
        paper: "registration",
        expiresOn: null,
        mediaType: "application/pdf",
        bytes: storageQuotaBytes.free - bytes.length + 1,
        sha256: "e".repeat(64),
        name: "old.pdf",
        width: null,
        height: null,
        thumbnail: null,
        takenAt: null,
        createdBy: ana.userId,
        createdAt: date,
        updatedAt: date,
        storedAt: date,
        billedTo: ana.userId,
      }),
    );
    expect((await upload(ana, id, bytes)).json()).toMatchObject({ code: 413, message: "STORAGE_QUOTA_EXCEEDED" });
    expect(await storedKeys(server)).toEqual([]);
  });

  it("deletes the files of a deleted entry, vehicle and account from the store", async () => {
    const first = await refuelWithReceipt();
    await upload(ana, first.id, first.bytes);
    const second = await refuelWithReceipt(jpegBytes(3_000, 2));
    await upload(ana, second.id, second.bytes);
    expect(await storedKeys(server)).toEqual([first.id, second.id].sort());
    expect((await push(ana, "refuel.delete", { _id: first.refuel })).status).toBe("applied");
    expect(await storedKeys(server)).toEqual([second.id]);
    expect((await push(ana, "vehicle.delete", { _id: carId })).status).toBe("applied");
    expect(await storedKeys(server)).toEqual([]);

    carId = (await call(server, ana, "POST", "/api/vehicles", aCar)).json().payload._id;
    const third = await refuelWithReceipt();
    await upload(ana, third.id, third.bytes);
    expect(await storedKeys(server)).toEqual([third.id]);
    const erased = await call(server, ana, "DELETE", "/api/users/account", { password: "Secret123" });
    expect(erased.statusCode).toBe(200);
    expect(await storedKeys(server)).toEqual([]);
  });

  it("puts the stored files in the export's ZIP, listed in attachments.csv", async () => {
    const { id, bytes } = await refuelWithReceipt();
    await upload(ana, id, bytes);
    const waiting = await refuelWithReceipt(jpegBytes(900, 4));
    const reply = await call(server, ana, "GET", `/api/vehicles/${carId}/export?format=csv`);
    expect(reply.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(reply.rawPayload));
    const named = (suffix: string) => Object.entries(files).find(([name]) => name.endsWith(suffix))?.[1];
    expect(Buffer.from(named(`attachments/${id}.jpg`) ?? []).equals(bytes)).toBe(true);
    // A file never uploaded is listed, and not in the ZIP.
    expect(named(`attachments/${waiting.id}.jpg`)).toBeUndefined();
    const listed = strFromU8(named("attachments.csv") ?? new Uint8Array());
    expect(listed.split("\r\n")[0]).toContain("attachment_id");
    expect(listed).toContain(`"attachments/${id}.jpg"`);
    expect(listed).toContain(`"attachments/${waiting.id}.jpg"`);
  });

  it("sweeps from the store a file whose record is gone, and keeps every other", async () => {
    const { id, bytes } = await refuelWithReceipt();
    await upload(ana, id, bytes);
    const stray = crypto.randomUUID();
    await server.app.deps.blobs.put(stray, Readable.from([jpegBytes(500)]), 500);
    expect(await storedKeys(server)).toEqual([id, stray].sort());
    expect(await sweepOrphanFiles(server.app.deps)).toBe(1);
    expect(await storedKeys(server)).toEqual([id]);
  });

  it("hands the files to the new owner with the vehicle", async () => {
    const { id, bytes } = await refuelWithReceipt();
    await upload(ana, id, bytes);
    const buyer = await userOnPlan(server, "compradora");
    const qr = parseTransferQr((await call(server, ana, "POST", `/api/vehicles/transfer/${carId}`)).json().payload.qr);
    if (!qr) throw new Error("the QR value is not ours");
    const claimed = await call(server, buyer, "PATCH", `/api/vehicles/transfer/${carId}`, {
      lastOwner: qr.lastOwner,
      secret: qr.secret,
    });
    expect(claimed.statusCode).toBe(200);
    expect((await download(buyer, id)).rawPayload.equals(bytes)).toBe(true);
    expect((await download(ana, id)).statusCode).toBe(404);
    const usage = async (session: Session) =>
      (await call(server, session, "GET", "/api/attachments/usage")).json().payload.usedBytes;
    expect([await usage(ana), await usage(buyer)]).toEqual([0, bytes.length]);
  });
});
