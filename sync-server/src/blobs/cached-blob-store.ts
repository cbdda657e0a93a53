import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, utimes } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertKey, type BlobStore } from "./blob-store.js";
import { removePartial } from "./file-blob-store.js";

/** Bytes of files one server process keeps from the bucket; the longest unread go first. */
export const blobCacheBytes = 512 * 1_048_576;

/**
 * A bucket read through a copy on this process's disk (DATA_DIR/file-cache, `blobCacheBytes` at
 * most): a receipt opened again is served from disk rather than fetched from the bucket each time.
 * A copy is named by its file's id and SHA-256, and made only of bytes whose SHA-256 is that one:
 * an id deleted and used again for another file (on this process or any other) names another copy,
 * so a deleted file is never served under it. Who may read a file is decided before the store is
 * asked, on every request; copies of deleted files leave with the next sweep or the budget.
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

  #path(key: string, sha256: string): string {
    assertKey(key);
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error(`bad digest ${sha256}`);
    return join(this.dir, `${key}.${sha256}`);
  }

  async check(): Promise<void> {
    await this.inner.check();
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
  }

  put(key: string, body: Readable, bytes: number): Promise<void> {
    return this.inner.put(key, body, bytes);
  }

  async get(key: string, sha256?: string): Promise<Readable | undefined> {
    // Without the record's digest there is nothing to name a copy by: straight from the bucket.
    if (sha256 === undefined) return this.inner.get(key);
    const path = this.#path(key, sha256);
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
    const hash = createHash("sha256");
    try {
      await pipeline(
        body,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            hash.update(chunk);
            yield chunk;
          }
        },
        createWriteStream(partial, { flags: "wx", mode: 0o600 }),
      );
      // The bucket holds other bytes under this id (deleted and used again): none are served for this record.
      if (hash.digest("hex") !== sha256) {
        await rm(partial, { force: true });
        return undefined;
      }
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await this.#keepWithinBudget((await stat(path)).size);
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    for (const name of await readdir(this.dir).catch(() => [] as string[])) {
      if (name.startsWith(`${key}.`)) await rm(join(this.dir, name), { force: true });
    }
    await this.inner.delete(key);
    this.#cachedBytes = undefined;
  }

  async sweepPartial(before: Date): Promise<number> {
    return (await removePartial(this.dir, before, 1)) + (await this.inner.sweepPartial(before));
  }

  keys(): AsyncIterable<string> {
    return this.inner.keys();
  }

  /** Forgets copies of files whose records are gone (the sweep calls it with the keys it keeps). */
  async forgetCopiesExcept(kept: ReadonlySet<string>): Promise<void> {
    for (const name of await readdir(this.dir).catch(() => [] as string[])) {
      if (name.endsWith(".part") || !kept.has(name.split(".")[0] ?? ""))
        await rm(join(this.dir, name), { force: true });
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
