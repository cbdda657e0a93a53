import type { AppConfig } from "../config.js";
import type { BlobStore } from "./blob-store.js";
import { CachedBlobStore } from "./cached-blob-store.js";
import { FileBlobStore } from "./file-blob-store.js";

/**
 * The configured store, checked to be reachable (a wrong bucket stops the start with its name): a
 * bucket is read through a copy under `cacheDir`. The S3 client loads only for a bucket: it is a
 * third of a second of every start that keeps files under DATA_DIR.
 */
export async function openBlobStore(settings: AppConfig["blobs"], cacheDir: string): Promise<BlobStore> {
  const store =
    settings.kind === "s3"
      ? new CachedBlobStore(new (await import("./s3-blob-store.js")).S3BlobStore(settings.s3), cacheDir)
      : new FileBlobStore(settings.dir);
  await store.check();
  return store;
}
