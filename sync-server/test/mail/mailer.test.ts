import { readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { build, signUpRequest, type TestServer } from "../helper.js";

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

/** Undoes quoted-printable soft breaks and escapes so the link can be searched for. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

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
});
