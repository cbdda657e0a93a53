import type { Readable } from "node:stream";

/**
 * Where attachments' files live (issue "Receipts, photos and papers"), behind one interface: a
 * folder under DATA_DIR, or an S3-compatible bucket every server process shares. Keys are the
 * attachments' ids, so a file has one name in either.
 */
export interface BlobStore {
  readonly kind: "files" | "s3";
  /** Checks at start that the store is there and reachable; throws a StartupError if not. */
  check(): Promise<void>;
  /** Stores the whole of `body` (`bytes` long) under `key`, or nothing when the stream fails. */
  put(key: string, body: Readable, bytes: number): Promise<void>;
  /**
   * The stored file as a stream; undefined when there is none. `sha256`, the record's digest, names
   * the bytes a store that keeps copies may serve: a copy of other bytes under a reused id never is.
   */
  get(key: string, sha256?: string): Promise<Readable | undefined>;
  /** Removes the file; a file already gone is not an error. */
  delete(key: string): Promise<void>;
  /** Every key in the store (a sweep for files whose record is gone). */
  keys(): AsyncIterable<string>;
  /** Removes what uploads cut short by a crash left behind, older than `before`; how many went. */
  sweepPartial(before: Date): Promise<number>;
}

/** Attachment ids are UUIDs: a key of anything else never reaches a path or an object name. */
export function assertKey(key: string): void {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key))
    throw new Error(`bad blob key ${key}`);
}
