import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { base64Json, basic } from "./helper.js";
import { type RunningServer, serverCommand, startServerProcess } from "./process.js";

const serverRoot = fileURLToPath(new URL("..", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "odo-main-"));
const running: RunningServer[] = [];
afterAll(async () => {
  for (const server of running) await server.stop("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

async function startMain(): Promise<RunningServer> {
  // At the most talkative level, so a secret logged "only at debug" would show.
  const server = await startServerProcess({ DATA_DIR: dataDir, PWA_DIR: join(dataDir, "none"), LOG_LEVEL: "trace" });
  running.push(server);
  return server;
}

describe("main over real HTTP", () => {
  it("signs up, activates from the mail file, signs in, and keeps the session across a restart", async () => {
    const first = await startMain();
    const health = await fetch(`${first.url}/api/health`);
    expect(await health.json()).toEqual({ status: "ok", version: "2.14.0" });

    const signUp = await fetch(`${first.url}/api/users/signup`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-credentials": base64Json({
          username: "realuser1",
          password: "Secret123",
          passwordConfirmation: "Secret123",
        }),
      },
      body: JSON.stringify({
        step: "complete",
        email: "real@example.com",
        name: "Real",
        lastname: "User",
        termsAccepted: true,
        lang: "en",
      }),
    });
    expect(signUp.status).toBe(201);

    const mails = readdirSync(join(dataDir, "mail"));
    expect(mails).toHaveLength(1);
    const raw = readFileSync(join(dataDir, "mail", mails[0] ?? ""), "utf8").replace(/=\r?\n/g, "");
    const token = /\/activate\/([A-Za-z0-9_-]+)/.exec(raw)?.[1];
    expect(token).toBeDefined();

    const activate = await fetch(`${first.url}/api/users/activate`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(activate.status).toBe(200);
    const signIn = await fetch(`${first.url}/api/users/signin`, {
      headers: { authorization: basic("realuser1", "Secret123") },
    });
    const session = (await signIn.json()) as { token: string; user: { _id: string } };
    expect(signIn.status).toBe(200);

    await fetch(`${first.url}/api/users/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "real@example.com" }),
    });
    const resetMail = readdirSync(join(dataDir, "mail")).find((file) => file.includes("reset")) ?? "";
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(
      readFileSync(join(dataDir, "mail", resetMail), "utf8").replace(/=\r?\n/g, ""),
    )?.[1];
    expect(resetToken).toBeDefined();
    // Opening a mailed link in the browser must not put its token in the log either.
    await fetch(`${first.url}/reset-password?token=${resetToken}`);
    await fetch(`${first.url}/activate/${token}`);
    await first.stop();

    expect(first.log()).toMatch(/Odo is serving http:\/\/127\.0\.0\.1:\d+/);
    // The activation link is logged once, for someone trying Odo without SMTP; nothing secret is.
    expect(first.log().split(`/activate/${token}`)).toHaveLength(2);
    expect(first.log()).toContain("/reset-password?token=[redacted]");
    expect(first.log()).not.toContain("Secret123");
    expect(first.log()).not.toContain(session.token);
    expect(first.log()).not.toContain(resetToken);

    const second = await startMain();
    const me = await fetch(`${second.url}/api/users/${session.user._id}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { payload: { username: string } }).payload.username).toBe("realuser1");
    await second.stop();
  });

  it("refuses to start on a bad setting and names it", async () => {
    const child = spawn(process.execPath, serverCommand(), {
      cwd: serverRoot,
      env: { ...process.env, PORT: "not-a-port", DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("PORT");
  });
});
