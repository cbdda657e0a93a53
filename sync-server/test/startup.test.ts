import { spawn } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { serverCommand, startBoundMs, startServerProcess } from "./process.js";

/**
 * What the server writes is its owner's alone, and a DATA_DIR it cannot use stops it at start with
 * one line naming DATA_DIR, instead of a server that looks healthy and answers 500 to every write.
 * As root (CI), the refusals are tried as the unprivileged `nobody`, since root may write anywhere.
 */
const serverRoot = fileURLToPath(new URL("..", import.meta.url));
const asRoot = process.getuid?.() === 0;
const nobody = 65_534;
// A parent every user can traverse, so `nobody` reaches the folders made inside it.
const parent = mkdtempSync(join(tmpdir(), "odo-startup-"));
chmodSync(parent, 0o755);
afterAll(() => rmSync(parent, { recursive: true, force: true }));

function folder(name: string): string {
  const dir = join(parent, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Runs the server until it exits on its own; what it printed and its exit code. */
function startExpectingFailure(env: Record<string, string>, asUser?: number) {
  const child = spawn(process.execPath, serverCommand(), {
    cwd: serverRoot,
    env: { ...process.env, PORT: "0", PWA_DIR: join(parent, "none"), ...env },
    stdio: ["ignore", "pipe", "pipe"],
    ...(asUser === undefined ? {} : { uid: asUser, gid: asUser }),
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), startBoundMs);
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output: output.trim() });
    }),
  );
}

function expectOneLineNaming(result: { code: number | null; output: string }, ...words: string[]) {
  expect(result.code).toBe(1);
  expect(result.output.split("\n"), result.output).toHaveLength(1);
  expect(result.output).not.toMatch(/\n\s+at /);
  for (const word of words) expect(result.output).toContain(word);
}

const mode = (path: string) => statSync(path).mode & 0o777;

describe("secrets at rest", () => {
  it("keeps DATA_DIR, the database with its journal, the secrets and the mails to the owner", async () => {
    const dataDir = join(folder("fresh"), "data");
    const server = await startServerProcess({ DATA_DIR: dataDir, PWA_DIR: join(parent, "none") });
    await fetch(`${server.url}/api/users/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nobody@example.com" }),
    });
    const signUp = await fetch(`${server.url}/api/users/signup`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-credentials": Buffer.from(
          JSON.stringify({ username: "permsuser", password: "Secret123", passwordConfirmation: "Secret123" }),
        ).toString("base64"),
      },
      body: JSON.stringify({
        step: "complete",
        email: "perms@example.com",
        name: "P",
        lastname: "U",
        termsAccepted: true,
        lang: "en",
      }),
    });
    expect(signUp.status).toBe(201);
    // The journal exists while the server runs.
    for (const journal of ["odo.sqlite-wal", "odo.sqlite-shm"]) expect(mode(join(dataDir, journal))).toBe(0o600);
    await server.stop();
    expect(mode(dataDir)).toBe(0o700);
    const files = readdirSync(dataDir);
    expect(files).toEqual(expect.arrayContaining(["odo.sqlite", "jwt-secret", "token-key", "mail"]));
    expect(files.filter((file) => file.includes(".tmp") || file.startsWith(".write-check"))).toEqual([]);
    const folders = ["mail", "files"];
    for (const file of files.filter((name) => !folders.includes(name)))
      expect(mode(join(dataDir, file)), file).toBe(0o600);
    for (const folder of folders) expect(mode(join(dataDir, folder)), folder).toBe(0o700);
    for (const mail of readdirSync(join(dataDir, "mail"))) expect(mode(join(dataDir, "mail", mail))).toBe(0o600);
  });

  it("tightens the files an older version left readable by others", async () => {
    const dataDir = folder("older");
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, "jwt-secret"), "s".repeat(48), { mode: 0o644 });
    mkdirSync(join(dataDir, "mail"), { mode: 0o755 });
    writeFileSync(join(dataDir, "mail", "old.eml"), "reset link", { mode: 0o644 });
    const server = await startServerProcess({ DATA_DIR: dataDir, PWA_DIR: join(parent, "none") });
    await server.stop();
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, "jwt-secret"))).toBe(0o600);
    expect(mode(join(dataDir, "mail"))).toBe(0o700);
    expect(mode(join(dataDir, "mail", "old.eml"))).toBe(0o600);
  });
});

describe("start-up checks", () => {
  it("stops when DATA_DIR is a file", async () => {
    const file = join(folder("file-parent"), "data");
    writeFileSync(file, "");
    expectOneLineNaming(await startExpectingFailure({ DATA_DIR: file }), "DATA_DIR", "not a folder");
  });

  it("stops when DATA_DIR cannot be written", async () => {
    const dataDir = folder("read-only");
    chmodSync(dataDir, 0o555);
    const result = await startExpectingFailure({ DATA_DIR: dataDir }, asRoot ? nobody : undefined);
    expectOneLineNaming(result, "DATA_DIR", dataDir, "may not write");
  });

  it("stops when the database file takes no writes, instead of starting healthy", async () => {
    const dataDir = join(folder("read-only-db"), "data");
    const first = await startServerProcess({ DATA_DIR: dataDir, PWA_DIR: join(parent, "none") });
    await first.stop();
    if (asRoot) {
      chownSync(dataDir, nobody, nobody);
      for (const file of readdirSync(dataDir)) chownSync(join(dataDir, file), nobody, nobody);
    }
    chmodSync(join(dataDir, "odo.sqlite"), 0o400);
    const result = await startExpectingFailure({ DATA_DIR: dataDir }, asRoot ? nobody : undefined);
    expectOneLineNaming(result, "DATA_DIR", "odo.sqlite", "does not take writes");
  });

  it.each([
    ["empty", ""],
    ["short", "tooshort"],
  ])("refuses an %s jwt-secret file like a short JWT_SECRET", async (_case, content) => {
    const dataDir = folder(`secret-${content.length}`);
    writeFileSync(join(dataDir, "jwt-secret"), content);
    expectOneLineNaming(await startExpectingFailure({ DATA_DIR: dataDir }), "DATA_DIR/jwt-secret", "JWT_SECRET");
  });
});
