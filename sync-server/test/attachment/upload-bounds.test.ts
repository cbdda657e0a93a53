import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { aCar, build, call, type Session, type TestServer, userOnPlan } from "../helper.js";
import { jpegBytes, recordOf } from "./files.js";

/**
 * Uploads over a real connection, as a phone sends them: a refusal reaches the phone as an answer,
 * not a cut connection, and stalled uploads hold nothing open for long, nor more than a few per account.
 */
describe("uploads on the wire", () => {
  let server: TestServer;
  let ana: Session;
  let carId: string;
  let url: string;
  let mid = 0;

  beforeEach(async () => {
    server = await build({ uploadLimits: { perAccount: 2, idleMs: 1_000 } });
    await server.app.listen({ port: 0, host: "127.0.0.1" });
    url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    ana = await userOnPlan(server, "anasube");
    mid = 0;
    carId = (await call(server, ana, "POST", "/api/vehicles", aCar)).json().payload._id;
  });
  afterEach(async () => {
    // Keep-alive connections the client still holds would keep the server open.
    server.app.server.closeAllConnections();
    await server.close();
  });

  /** A vehicle photo's record for these bytes, made as the phone makes it. */
  async function recordFor(bytes: Buffer): Promise<string> {
    const id = crypto.randomUUID();
    mid += 1;
    const reply = await call(server, ana, "POST", "/api/sync/push", {
      clientId: ana.userId.replace(/.$/, "d"),
      mutations: [
        {
          mid,
          name: "attachment.create",
          args: { vehicleId: carId, attachment: { ...recordOf(id, bytes, {}), purpose: "vehiclePhoto" } },
        },
      ],
    });
    expect(reply.json().results[0].status).toBe("applied");
    return id;
  }

  const put = (id: string, body: Buffer) =>
    fetch(`${url}/api/attachments/${id}/content`, {
      method: "PUT",
      headers: { ...ana.auth, "content-type": "image/jpeg" },
      body,
    });

  /** An upload that sends its first bytes and then nothing: the answer it ends with. */
  function stalled(id: string, bytes: Buffer): Promise<number> {
    return new Promise((resolve, reject) => {
      const sending = request(`${url}/api/attachments/${id}/content`, {
        method: "PUT",
        headers: { ...ana.auth, "content-type": "image/jpeg", "content-length": bytes.length },
      });
      sending.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      sending.on("error", reject);
      sending.write(bytes.subarray(0, 1_000));
    });
  }

  it("answers a file of the wrong type with its 415, after reading what was sent, instead of cutting the connection", async () => {
    const file = jpegBytes(600_000);
    const id = await recordFor(file);
    const notAJpeg = Buffer.concat([
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'>"),
      Buffer.alloc(600_000 - 40),
    ]);
    const answer = await put(id, notAJpeg);
    expect(answer.status).toBe(415);
    expect(await answer.json()).toMatchObject({ message: "ATTACHMENT_TYPE" });
    // The right file then goes in.
    expect((await put(id, file)).status).toBe(200);
  });

  it("takes a few uploads of one account at once, gives up a stalled one, and frees its place", async () => {
    const files = [jpegBytes(50_000, 1), jpegBytes(50_000, 2), jpegBytes(50_000, 3)];
    const ids: string[] = [];
    for (const file of files) ids.push(await recordFor(file));
    const first = stalled(ids[0] as string, files[0] as Buffer);
    const second = stalled(ids[1] as string, files[1] as Buffer);
    // Both hold a place until they are given up.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const third = await put(ids[2] as string, files[2] as Buffer);
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ message: "UPLOADS_PER_ACCOUNT" });
    // A second without a byte: each stalled upload is answered 408 and its place freed.
    expect(await first).toBe(408);
    expect(await second).toBe(408);
    expect((await put(ids[2] as string, files[2] as Buffer)).status).toBe(200);
  });

  it("refuses an id in capitals as a request error, never a server error", async () => {
    const answer = await put(crypto.randomUUID().toUpperCase(), jpegBytes());
    expect(answer.status).toBe(400);
  });
});
