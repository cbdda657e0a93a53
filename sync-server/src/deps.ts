import type { VinDecode } from "@odo/domain";
import type { FastifyBaseLogger } from "fastify";
import type { BlobStore } from "./blobs/blob-store.js";
import type { AppConfig } from "./config.js";
import type { Db } from "./db/connection.js";
import type { Database } from "./db/database.js";
import type { AttemptLimiter, FailedSignIns } from "./limits/attempt-limiter.js";
import type { Mailer } from "./mail/mailer.js";
import type { GoogleVerifier } from "./outbound/google.js";
import type { HostLookup } from "./outbound/public-address.js";

/** What the server's parts share; the stored data only through `database`'s units. */
export interface ServerDeps {
  database: Database;
  /** Attachments' files (issue "Receipts, photos and papers"). */
  blobs: BlobStore;
  /**
   * After a unit commits: the files whose records it deleted leave the store (the attachments
   * feature's sweep, given when the server is put together, so this layer imports no feature).
   */
  filesDeleted: (ids: readonly string[]) => Promise<void>;
  /** How uploads are bounded on this process: `attachmentLimits` outside tests. */
  uploadLimits: UploadLimits;
  config: AppConfig;
  mailer: Mailer;
  google: GoogleVerifier;
  /** Per-email throttle of password recovery. */
  attempts: AttemptLimiter;
  /** Wrong passwords per (username, address), per address and per username. */
  failedSignIns: FailedSignIns;
  clock: () => Date;
  /** Resolves the host names users give (push endpoints); the system's resolver outside tests. */
  lookupHost: HostLookup;
  /** The full VIN decode from NHTSA's vPIC data, opened on first use (recall/vin-decoder.ts). */
  vinDecoder: { decode(vin: string): Promise<VinDecode> };
  log: FastifyBaseLogger;
  signSession: (claims: { sub: string; sv: number; sid: string }) => string;
}

export interface UploadLimits {
  perAccount: number;
  perProcess: number;
  idleMs: number;
  maxMs: number;
}

/** What a service function works with: the server's parts and the connection of the unit it runs in. */
export interface AppDeps extends ServerDeps {
  db: Db;
  /** Attachments whose records the unit deleted: their files leave the store once it commits. */
  deletedFiles: string[];
  /**
   * The unit's transactions of the shared mutators, one per actor (store/run-mutator.ts): a
   * pushed batch's mutations read each vehicle, audience and author once. A savepoint has its own.
   */
  transactions: Map<string, UnitTransaction>;
}

/** What a unit asks of a transaction it holds: the writes it held back, sent before it commits. */
export interface UnitTransaction {
  sendHeld(): Promise<void>;
}

/** Runs `work` in a read unit (it changes nothing). */
export function reading<T>(deps: ServerDeps, work: (deps: AppDeps) => Promise<T>): Promise<T> {
  return deps.database.read((db) => work({ ...deps, db, deletedFiles: [], transactions: new Map() }));
}

/** Runs `work` in a write unit: its writes commit together, or none does. */
export async function writing<T>(deps: ServerDeps, work: (deps: AppDeps) => Promise<T>): Promise<T> {
  const deletedFiles: string[] = [];
  const result = await deps.database.write((db) => work({ ...deps, db, deletedFiles, transactions: new Map() }));
  if (deletedFiles.length > 0) await deps.filesDeleted(deletedFiles);
  return result;
}
