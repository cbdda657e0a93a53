import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CachedBlobStore } from "../../src/attachment/cached-blob-store.js";
import { FileBlobStore } from "../../src/attachment/file-blob-store.js";

const bytes = (size: number, fill: number) => Buffer.alloc(size, fill);
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

  it("keeps a copy of a file read, serves it again from disk, and forgets it with the file", async () => {
    await cached.put(ids[0], Readable.from([bytes(400, 1)]), 400);
    expect(copies()).toEqual([]);
    expect((await read(await cached.get(ids[0]))).equals(bytes(400, 1))).toBe(true);
    expect(copies()).toEqual([ids[0]]);
    // Served from the copy: the bucket is not asked again.
    await inner.delete(ids[0]);
    expect((await read(await cached.get(ids[0]))).length).toBe(400);
    await cached.delete(ids[0]);
    expect(copies()).toEqual([]);
    expect(await cached.get(ids[0])).toBeUndefined();
  });

  it("stays within its budget, the longest unread copy going first, and drops copies of files gone", async () => {
    for (const [index, id] of ids.entries()) {
      await cached.put(id, Readable.from([bytes(400, index)]), 400);
      await read(await cached.get(id));
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    expect(copies()).toEqual([ids[1], ids[2]].sort());
    await cached.forgetCopiesExcept(new Set([ids[2]]));
    expect(copies()).toEqual([ids[2]]);
  });
});
