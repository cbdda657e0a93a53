import { randomBytes } from "node:crypto";
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import { StartupError } from "./startup-error.js";

const ownerOnlyDir = 0o700;
const ownerOnlyFile = 0o600;

function reason(error: unknown): string {
  const code = error instanceof Error && "code" in error ? String(error.code) : "";
  const known: Record<string, string> = {
    EROFS: "it is on a read-only file system",
    ENOSPC: "the disk is full",
    EDQUOT: "the disk quota is used up",
    EACCES: "this user may not write there",
    EPERM: "this user may not write there",
    ENOTDIR: "part of the path is a file, not a folder",
  };
  return known[code] ?? (error instanceof Error ? error.message : String(error));
}

/**
 * Makes DATA_DIR ready: created owner-only (700) when missing, tightened when it already exists,
 * and proven writable by writing a file, so a read-only, full or foreign folder stops the start
 * with one line naming DATA_DIR instead of a server that answers 500 to every write.
 */
export function prepareDataDir(dir: string): void {
  if (existsSync(dir) && !statSync(dir).isDirectory()) {
    throw new StartupError(`DATA_DIR ${dir} is not a folder.`);
  }
  try {
    mkdirSync(dir, { recursive: true, mode: ownerOnlyDir });
    writeAtomically(join(dir, `.write-check-${process.pid}`), "ok");
    unlinkSync(join(dir, `.write-check-${process.pid}`));
  } catch (error) {
    throw new StartupError(`DATA_DIR ${dir} cannot be used: ${reason(error)}.`);
  }
  tightenPermissions(dir);
}

/**
 * Files made before the server set its umask may be readable by others: take away every group and
 * other permission (and never add one, so a file the owner made read-only stays read-only).
 */
function tightenPermissions(dir: string): void {
  const ownerOnly = (path: string) => {
    try {
      chmodSync(path, statSync(path).mode & 0o700);
    } catch {
      // Not ours to change (a folder given by the host); the write check above already passed.
    }
  };
  ownerOnly(dir);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isFile()) ownerOnly(path);
    if (entry.isDirectory() && entry.name === "mail") {
      ownerOnly(path);
      for (const mail of readdirSync(path)) ownerOnly(join(path, mail));
    }
  }
}

/** Writes a whole file or nothing: a temp file, synced, then renamed over the target. */
export function writeAtomically(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  const descriptor = openSync(temporary, "w", ownerOnlyFile);
  try {
    try {
      writeSync(descriptor, content);
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * A secret kept in DATA_DIR: read when present (an empty or short one is refused, never reused),
 * else generated once and written atomically, so a start that fails half-way leaves no empty file.
 */
export function secretInDataDir(dir: string, name: string, minLength: number, variable: string): string {
  const file = join(dir, name);
  if (existsSync(file)) {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length < minLength) {
      throw new StartupError(
        `DATA_DIR/${name} is empty or shorter than ${minLength} characters: delete it to generate a new one, or set ${variable}.`,
      );
    }
    return secret;
  }
  const secret = randomBytes(48).toString("base64url");
  try {
    writeAtomically(file, secret);
  } catch (error) {
    throw new StartupError(`DATA_DIR ${dir} cannot be used: ${reason(error)}.`);
  }
  return secret;
}
