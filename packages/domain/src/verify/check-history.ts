import type { EntrySeal } from "../maintenance/entry-seal-schema.js";
import { canonicalBytes } from "./canonical-json.js";
import { partsChangedSinceSigned, type SignedPart, sealedBytes } from "./entry-seal.js";
import { certifiedAt, type OdoKey, type ShopCertificate } from "./shop-certificate.js";
import type { SignatureChecks } from "./signature-checks.js";
import { sealedTreadBytes, treadSaysWhatWasSigned } from "./tread-seal.js";
import {
  manifestBytes,
  type SharedEntry,
  type SharedTread,
  sharedEntryDigest,
  type VerifiableHistory,
  verifiableHistorySchema,
} from "./verifiable-history.js";

/**
 * How an entry reads to a buyer: signed by its workshop and unchanged, changed by the owner after
 * the workshop signed, or not signed (the owner's, imported, a shared user's, a workshop's without
 * a shop key).
 */
export type EntryMark =
  | "signed"
  | "changedAfterSigning"
  | "owner"
  | "previousOwner"
  | "imported"
  | "shared"
  | "workshop";

/**
 * What fails on an entry: it is not in the history Odo issued (added), it says something else than
 * when issued (edited in the file), or its signature is not a certified shop's on this entry.
 */
export type EntryProblem = "notIssued" | "changedSinceIssued" | "badSignature";

export interface EntryCheck {
  entry: SharedEntry;
  mark: EntryMark;
  problems: EntryProblem[];
  /** Its km is below an earlier entry's. */
  odometerBackwards: boolean;
  /** The signing shop, for a signature that holds. */
  shop: { name: string; closed: boolean } | null;
  /** What differs from what the workshop signed, for an entry changed after signing ("kms"). */
  changed: SignedPart[];
}

/** How a tread reading reads to a buyer, as an entry does. */
export interface TreadCheck {
  tread: SharedTread;
  mark: EntryMark;
  problems: EntryProblem[];
  /** The signing shop, for a signature that holds. */
  shop: { name: string; closed: boolean } | null;
}

export interface HistoryCheck {
  /** Whether Odo's signature over the history holds (unknownKey: signed by another Odo server). */
  issued: "valid" | "invalid" | "unknownKey";
  /** The link's time is over (the file still checks). */
  expired: boolean;
  entries: EntryCheck[];
  /** The tread readings, oldest first; none in a history issued before tyres. */
  treads: TreadCheck[];
  /** How many issued entries (and readings) the file no longer holds. */
  removed: number;
  history: VerifiableHistory;
}

/** The certificate under which a seal holds on the item it sits on, if any. */
async function certificateFor(
  seal: { keyId: string; signedAt: string; signature: string; signed: { shop: { id: string }; vehicle: string } },
  signedItem: string,
  itemId: string,
  bytes: Uint8Array,
  history: VerifiableHistory,
  odo: OdoKey,
  checks: SignatureChecks,
): Promise<ShopCertificate | undefined> {
  const certificate = history.certificates.find((candidate) => candidate.keyId === seal.keyId);
  if (!certificate || certificate.shop.id !== seal.signed.shop.id) return undefined;
  if (signedItem !== itemId || seal.signed.vehicle !== history.manifest.vehicle.id) return undefined;
  if (!(await certifiedAt(certificate, seal.signedAt, odo, checks))) return undefined;
  return (await checks.verify(certificate.publicKey, bytes, seal.signature)) ? certificate : undefined;
}

const sealCertificate = (
  seal: EntrySeal,
  entry: SharedEntry,
  history: VerifiableHistory,
  odo: OdoKey,
  checks: SignatureChecks,
) => certificateFor(seal, seal.signed.entry, entry.id, sealedBytes(seal.signed), history, odo, checks);

/** Each tread reading against what was issued, and its workshop's signature against its certified key. */
async function checkTreads(
  history: VerifiableHistory,
  issued: HistoryCheck["issued"],
  odo: OdoKey,
  checks: SignatureChecks,
): Promise<TreadCheck[]> {
  const issuedDigests = new Map((history.manifest.treads ?? []).map((tread) => [tread.id, tread.digest]));
  const byDate = [...(history.treads ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  return Promise.all(
    byDate.map(async (tread): Promise<TreadCheck> => {
      const problems: EntryProblem[] = [];
      const issuedDigest = issuedDigests.get(tread.id);
      if (issued !== "valid" || issuedDigest === undefined) problems.push("notIssued");
      else if ((await checks.sha256Hex(canonicalBytes(tread))) !== issuedDigest) problems.push("changedSinceIssued");
      let mark = markOf[tread.origin];
      let shop: TreadCheck["shop"] = null;
      const { seal } = tread;
      if (seal) {
        const bytes = sealedTreadBytes(seal);
        const certificate = await certificateFor(seal, seal.signed.reading, tread.id, bytes, history, odo, checks);
        if (!certificate) problems.push("badSignature");
        else {
          const reading = { ...tread, _id: tread.id, vehicle: history.manifest.vehicle.id, km: tread.kms };
          mark = treadSaysWhatWasSigned(seal, reading) ? "signed" : "changedAfterSigning";
          shop = { name: seal.signed.shop.name, closed: certificate.closedAt !== null };
        }
      }
      return { tread, mark, problems, shop };
    }),
  );
}

const markOf: Record<SharedEntry["origin"], EntryMark> = {
  owner: "owner",
  previousOwner: "previousOwner",
  imported: "imported",
  shared: "shared",
  workshop: "workshop",
};

/**
 * Checks a shared history against Odo's key (the verifier's own copy, never the file's): Odo's
 * signature over the whole, each entry against what was issued, each workshop's signature against
 * its certified key and the entry it sits on, and the odometer along the timeline.
 */
export async function checkHistory(
  history: VerifiableHistory,
  odo: OdoKey,
  checks: SignatureChecks,
  now: string,
): Promise<HistoryCheck> {
  const { manifest } = history;
  const issued =
    manifest.keyId !== odo.keyId
      ? "unknownKey"
      : (await checks.verify(odo.publicKey, manifestBytes(manifest), history.signature))
        ? "valid"
        : "invalid";
  const issuedDigests = new Map(manifest.entries.map((entry) => [entry.id, entry.digest]));
  const byDate = [...history.entries].sort((a, b) => a.date.localeCompare(b.date));
  let highestKm = -1;
  const backwards = new Set<string>();
  for (const entry of byDate) {
    if (entry.kms === null || entry.dateUnknown) continue;
    if (entry.kms < highestKm) backwards.add(entry.id);
    highestKm = Math.max(highestKm, entry.kms);
  }
  const entries = await Promise.all(
    byDate.map(async (entry): Promise<EntryCheck> => {
      const problems: EntryProblem[] = [];
      const issuedDigest = issuedDigests.get(entry.id);
      if (issued !== "valid" || issuedDigest === undefined) problems.push("notIssued");
      else if ((await sharedEntryDigest(entry, checks)) !== issuedDigest) problems.push("changedSinceIssued");
      let mark = markOf[entry.origin];
      let shop: EntryCheck["shop"] = null;
      let changed: SignedPart[] = [];
      if (entry.seal) {
        const certificate = await sealCertificate(entry.seal, entry, history, odo, checks);
        if (!certificate) problems.push("badSignature");
        else {
          const fields = {
            ...entry,
            _id: entry.id,
            vehicle: manifest.vehicle.id,
            currency: entry.currency ?? undefined,
          };
          changed = await partsChangedSinceSigned(entry.seal, fields, entry.files, checks, manifest.includesAmounts);
          mark = changed.length === 0 ? "signed" : "changedAfterSigning";
          shop = { name: entry.seal.signed.shop.name, closed: certificate.closedAt !== null };
        }
      }
      return { entry, mark, problems, odometerBackwards: backwards.has(entry.id), shop, changed };
    }),
  );
  const present = new Set([...history.entries, ...(history.treads ?? [])].map((entry) => entry.id));
  return {
    issued,
    expired: manifest.expiresAt !== null && manifest.expiresAt <= now,
    entries,
    treads: await checkTreads(history, issued, odo, checks),
    removed: [...manifest.entries, ...(manifest.treads ?? [])].filter((entry) => !present.has(entry.id)).length,
    history,
  };
}

/** A file or a link's reply read as a history; undefined when it is not one. */
export function readVerifiableHistory(value: unknown): VerifiableHistory | undefined {
  const parsed = verifiableHistorySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
