import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CachedBlobStore } from "../../src/blobs/cached-blob-store.js";
import { FileBlobStore } from "../../src/blobs/file-blob-store.js";

const bytes = (size: number, fill: number) => Buffer.alloc(size, fill);
const digest = (buffer: Buffer) => createHash("sha256").update(buffer).digest("hex");
const read = async (stream: Readable | undefined) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe("a bucket read through a copy on this process's disk", () => {
  let root: string;
  let inner: FileBlobStore;
  let cached: CachedBlobStore;
  const copies = () => readdirSync(join(root, "copies")).sort();
  const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()] as const;

  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), "odo-cache-"));
    inner = new FileBlobStore(join(root, "bucket"));
    cached = new CachedBlobStore(inner, join(root, "copies"), 1_000);
    await cached.check();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("keeps a copy of a file read, named by its id and digest, serves it again from disk, and forgets it with the file", async () => {
    const file = bytes(400, 1);
    await cached.put(ids[0], Readable.from([file]), 400);
    expect(copies()).toEqual([]);
    expect((await read(await cached.get(ids[0], digest(file)))).equals(file)).toBe(true);
    expect(copies()).toEqual([`${ids[0]}.${digest(file)}`]);
    // Served from the copy: the bucket is not asked again.
    await inner.delete(ids[0]);
    expect((await read(await cached.get(ids[0], digest(file)))).length).toBe(400);
    await cached.delete(ids[0]);
    expect(copies()).toEqual([]);
    expect(await cached.get(ids[0], digest(file))).toBeUndefined();
  });

  it("never serves a deleted file's copy for another file under the same id, from this process or another", async () => {
    // A household member's receipt is read here, then deleted through another process (this
    // copy stays), and its id used again for another file.
    const first = bytes(300, 7);
    await cached.put(ids[0], Readable.from([first]), 300);
    await read(await cached.get(ids[0], digest(first)));
    await inner.delete(ids[0]);
    const second = bytes(300, 9);
    await inner.put(ids[0], Readable.from([second]), 300);
    expect((await read(await cached.get(ids[0], digest(second)))).equals(second)).toBe(true);
    // And bytes that are not the record's are never served or kept, whatever the bucket holds.
    expect(await cached.get(ids[0], digest(bytes(300, 1)))).toBeUndefined();
    expect(copies().filter((name) => name.endsWith(".part"))).toEqual([]);
  });

  it("stays within its budget, the longest unread copy going first, and drops copies of files gone", async () => {
    for (const [index, id] of ids.entries()) {
      await cached.put(id, Readable.from([bytes(400, index)]), 400);
      await read(await cached.get(id, digest(bytes(400, index))));
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    expect(copies()).toEqual([`${ids[1]}.${digest(bytes(400, 1))}`, `${ids[2]}.${digest(bytes(400, 2))}`].sort());
    await cached.forgetCopiesExcept(new Set([ids[2]]));
    expect(copies()).toEqual([`${ids[2]}.${digest(bytes(400, 2))}`]);
  });

  it("sweeps the part files a crash left, not those of an upload still streaming", async () => {
    const folder = join(root, "bucket", "ab");
    mkdirSync(folder, { recursive: true });
    const old = join(folder, `${ids[0]}.0a1b2c.part`);
    const fresh = join(folder, `${ids[1]}.0a1b2d.part`);
    writeFileSync(old, "half");
    writeFileSync(fresh, "half");
    const hourAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(old, hourAgo, hourAgo);
    expect(await cached.sweepPartial(new Date(Date.now() - 3_600_000))).toBe(1);
    expect(readdirSync(folder)).toEqual([`${ids[1]}.0a1b2d.part`]);
  });
});
