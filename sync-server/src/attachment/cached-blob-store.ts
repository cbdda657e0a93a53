import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, utimes } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertKey, type BlobStore } from "./blob-store.js";

/** Bytes of files one server process keeps from the bucket; the longest unread go first. */
export const blobCacheBytes = 512 * 1_048_576;

/**
 * A bucket read through a copy on this process's disk: files never change (a file's id names its
 * bytes, checked by SHA-256 at upload), so a copy is never stale, and a receipt opened again is
 * served from disk rather than fetched from the bucket each time. Who may read it is decided before
 * the store is asked, on every request, so a copy left behind by a file deleted elsewhere is never
 * served; it leaves with the next sweep or the cache's budget.
 */
export class CachedBlobStore implements BlobStore {
  readonly kind: BlobStore["kind"];
  #cachedBytes: number | undefined;

  constructor(
    private readonly inner: BlobStore,
    private readonly dir: string,
    private readonly budget = blobCacheBytes,
  ) {
    this.kind = inner.kind;
  }

  #path(key: string): string {
    assertKey(key);
    return join(this.dir, key);
  }

  async check(): Promise<void> {
    await this.inner.check();
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
  }

  put(key: string, body: Readable, bytes: number): Promise<void> {
    return this.inner.put(key, body, bytes);
  }

  async get(key: string): Promise<Readable | undefined> {
    const path = this.#path(key);
    const copy = await stat(path).catch(() => undefined);
    if (copy) {
      // Read now: the budget keeps the most recently read.
      const now = new Date();
      await utimes(path, now, now).catch(() => undefined);
      return createReadStream(path);
    }
    const body = await this.inner.get(key);
    if (!body) return undefined;
    const partial = `${path}.${randomBytes(6).toString("hex")}.part`;
    try {
      await pipeline(body, createWriteStream(partial, { flags: "wx", mode: 0o600 }));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await this.#keepWithinBudget((await stat(path)).size);
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
    await this.inner.delete(key);
    this.#cachedBytes = undefined;
  }

  keys(): AsyncIterable<string> {
    return this.inner.keys();
  }

  /** Forgets copies of files whose records are gone (the sweep calls it with the keys it keeps). */
  async forgetCopiesExcept(kept: ReadonlySet<string>): Promise<void> {
    for (const name of await readdir(this.dir).catch(() => [] as string[])) {
      if (!kept.has(name)) await rm(join(this.dir, name), { force: true });
    }
    this.#cachedBytes = undefined;
  }

  async #keepWithinBudget(added: number): Promise<void> {
    if (this.#cachedBytes !== undefined && this.#cachedBytes + added <= this.budget) {
      this.#cachedBytes += added;
      return;
    }
    const names = (await readdir(this.dir)).filter((name) => !name.endsWith(".part"));
    const copies = await Promise.all(
      names.map(async (name) => {
        const info = await stat(join(this.dir, name)).catch(() => undefined);
        return { name, size: info?.size ?? 0, read: info?.mtimeMs ?? 0 };
      }),
    );
    copies.sort((a, b) => a.read - b.read);
    let total = copies.reduce((sum, copy) => sum + copy.size, 0);
    for (const copy of copies) {
      if (total <= this.budget) break;
      await rm(join(this.dir, copy.name), { force: true });
      total -= copy.size;
    }
    this.#cachedBytes = total;
  }
}
