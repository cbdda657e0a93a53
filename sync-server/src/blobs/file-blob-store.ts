import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { StartupError } from "../startup-error.js";
import { assertKey, type BlobStore } from "./blob-store.js";

const ownerOnlyFile = 0o600;
const ownerOnlyDir = 0o700;

/**
 * Files under `root`, two levels by the key's first characters so no folder grows huge. A file is
 * written beside its place and renamed there once whole, so a reader never sees half of one, and
 * only the server's user may read it.
 */
export class FileBlobStore implements BlobStore {
  readonly kind = "files";

  constructor(private readonly root: string) {}

  #path(key: string): string {
    assertKey(key);
    return join(this.root, key.slice(0, 2), key);
  }

  async check(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true, mode: ownerOnlyDir });
    } catch (error) {
      throw new StartupError(`DATA_DIR's files folder ${this.root} cannot be made: ${String(error)}`);
    }
  }

  async put(key: string, body: Readable, bytes: number): Promise<void> {
    const path = this.#path(key);
    await mkdir(join(this.root, key.slice(0, 2)), { recursive: true, mode: ownerOnlyDir });
    const partial = `${path}.${randomBytes(6).toString("hex")}.part`;
    try {
      await pipeline(body, createWriteStream(partial, { flags: "wx", mode: ownerOnlyFile }));
      const written = (await stat(partial)).size;
      if (written !== bytes) throw new Error(`wrote ${written} bytes of ${bytes}`);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable | undefined> {
    const path = this.#path(key);
    try {
      await stat(path);
    } catch {
      return undefined;
    }
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }

  async sweepPartial(before: Date): Promise<number> {
    return removePartial(this.root, before, 2);
  }

  async *keys(): AsyncIterable<string> {
    const folders = await readdir(this.root).catch(() => [] as string[]);
    for (const folder of folders) {
      const names = await readdir(join(this.root, folder)).catch(() => [] as string[]);
      for (const name of names) if (!name.endsWith(".part")) yield name;
    }
  }
}

/**
 * Removes the `.part` files a crash left under `root` (at `depth` 1, or in its folders at 2) whose
 * last write is older than `before`: an upload still streaming writes its part file all along.
 */
export async function removePartial(root: string, before: Date, depth: 1 | 2): Promise<number> {
  const folders =
    depth === 1 ? [root] : (await readdir(root).catch(() => [] as string[])).map((name) => join(root, name));
  let removed = 0;
  for (const folder of folders) {
    for (const name of await readdir(folder).catch(() => [] as string[])) {
      if (!name.endsWith(".part")) continue;
      const path = join(folder, name);
      const info = await stat(path).catch(() => undefined);
      if (!info || info.mtime >= before) continue;
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}
