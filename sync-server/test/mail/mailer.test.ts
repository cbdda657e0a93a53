import { readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { statement } from "../../src/db/statements.js";
import { runScheduler } from "../../src/notifications/scheduler.js";
import { updateUser } from "../../src/users/users-repository.js";
import { aCar, basic, build, call, lastServiceWhenAdded, signUpRequest, type TestServer } from "../helper.js";

let server: TestServer | undefined;
let smtp: SMTPServer | undefined;
afterEach(async () => {
  await server?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  server = undefined;
  smtp = undefined;
});

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp(): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  const listening = smtp;
  await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
  const { port } = listening.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received };
}

/** Undoes quoted-printable soft breaks and escapes (bytes, then UTF-8) so text can be searched for. */
const decoded = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

describe("mail", () => {
  it("sends the activation mail over SMTP in the user's language", async () => {
    const { url, received } = await startSmtp();
    server = await build({ realMailer: true, config: { smtpUrl: url } });
    const response = await signUpRequest(server, {
      username: "driver1",
      password: "Secret123",
      email: "ana@example.com",
      lang: "es",
    });
    expect(response.statusCode).toBe(201);
    expect(received).toHaveLength(1);
    const mail = received[0];
    expect(mail?.from).toBe("no-reply@odo.test");
    expect(mail?.to).toEqual(["ana@example.com"]);
    const text = decoded(mail?.raw ?? "");
    expect(text).toContain("Activa tu cuenta de Odo");
    expect(text).toMatch(/http:\/\/odo\.test\/activate\/[A-Za-z0-9_-]{40,}/);
  });

  it("sends the reset mail in English when asked", async () => {
    const { url, received } = await startSmtp();
    server = await build({ realMailer: true, config: { smtpUrl: url } });
    await signUpRequest(server, { username: "driver1", password: "Secret123", email: "ana@example.com" });
    await server.app.inject({
      method: "POST",
      url: "/api/users/forgot-password",
      payload: { email: "ana@example.com", lang: "en" },
    });
    const text = decoded(received.at(-1)?.raw ?? "");
    expect(text).toContain("Reset your Odo password");
    expect(text).toMatch(/http:\/\/odo\.test\/reset-password\?token=[A-Za-z0-9_-]{40,}/);
  });

  it("writes each mail to DATA_DIR/mail as an .eml file when there is no SMTP server", async () => {
    server = await build({ realMailer: true });
    await signUpRequest(server, { username: "driver1", password: "Secret123", email: "ana@example.com", lang: "en" });
    const folder = join(server.config.dataDir, "mail");
    const files = readdirSync(folder).filter((file) => file.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const text = decoded(readFileSync(join(folder, files[0] ?? ""), "utf8"));
    expect(text).toContain("To: ana@example.com");
    expect(text).toContain("Activate your Odo account");
    expect(text).toMatch(/http:\/\/odo\.test\/activate\/[A-Za-z0-9_-]{40,}/);
  });

  it("sends reminder mails over SMTP: the due mail in Spanish, the digest in English, each with a one-click unsubscribe", async () => {
    const { url, received } = await startSmtp();
    server = await build({ realMailer: true, config: { smtpUrl: url } });
    const active = server;
    const driver = async (username: string, lang: "es" | "en", settings: Record<string, unknown>) => {
      await signUpRequest(active, { username, password: "Secret123", email: `${username}@example.com`, lang });
      const id = await active.app.deps.database.write(async (db) => {
        const row = await statement<{ id: string }>(db, "select id from users where username = ?").get([username]);
        const id = String(row?.id);
        await updateUser(db, id, { active: true }, new Date());
        return id;
      });
      const signedIn = await active.app.inject({
        method: "GET",
        url: "/api/users/signin",
        headers: { authorization: basic(username, "Secret123") },
      });
      const session = { token: "", userId: id, auth: { authorization: `Bearer ${signedIn.json().token}` } };
      const notificationSettings = {
        push: false,
        email: false,
        digest: false,
        mutedVehicles: [],
        quietHours: null,
        timeZone: "UTC",
        ...settings,
      };
      await call(active, session, "PATCH", `/api/users/${id}`, { notificationSettings });
      const car = (await call(active, session, "POST", "/api/vehicles", aCar)).json().payload;
      const carId = car._id;
      await call(active, session, "PATCH", `/api/vehicles/${carId}/settings`, {
        maintenanceInterval: 5_000,
        resetMaintenanceType: "oil",
      });
      const lastService = lastServiceWhenAdded(car);
      await call(active, session, "POST", lastService.path, lastService.body);
      await call(active, session, "PATCH", `/api/vehicles/${carId}`, { displacement: 14_700 });
      return session;
    };
    await driver("anamail", "es", { email: true });
    const dan = await driver("danmail", "en", { digest: true });
    const monday = new Date(server.clock.now);
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
    monday.setUTCHours(9, 0, 0, 0);
    server.clock.now = monday;
    const before = received.length;
    await runScheduler(server.app.deps, "mail-test");
    const reminders = received.slice(before);
    expect(reminders.map((mail) => mail.to[0]).sort()).toEqual(["anamail@example.com", "danmail@example.com"]);

    const due = decoded(reminders.find((mail) => mail.to[0] === "anamail@example.com")?.raw ?? "");
    expect(due).toContain("Esto necesita atención ya: Toyota Corolla · Servicio: toca ya (en 300 km)");
    expect(due).toMatch(/Message-ID:\s*<[^>]+@odo\.test>/i);
    expect(due).toMatch(/List-Unsubscribe:\s*<http:\/\/odo\.test\/api\/unsubscribe\?token=/);
    const digest = decoded(reminders.find((mail) => mail.to[0] === "danmail@example.com")?.raw ?? "");
    expect(digest).toContain("Here is what is coming up for your vehicles:");
    expect(digest).toContain("Toyota Corolla · Service: due now (in 300 km)");

    const link = /http:\/\/odo\.test(\/api\/unsubscribe\?token=[^\s>]+)/.exec(digest)?.[1] ?? "";
    const oneClick = await server.app.inject({
      method: "POST",
      url: link,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.json()).toEqual({ code: 200, message: "UNSUBSCRIBED" });
    const me = (await call(server, dan, "GET", `/api/users/${dan.userId}`)).json().payload;
    expect(me.notificationSettings).toMatchObject({ digest: false, email: false });
  });
});
