import { randomBytes } from "node:crypto";
import {
  type Attachment,
  type EntryOrigin,
  type HistoryLink,
  type HistoryLinkCreate,
  historyLinkLimits,
  issueHistory,
  type Maintenance,
  openableSignedFiles,
  type SharedEntry,
  type SharedTread,
  type Sign,
  type TreadReading,
  type Vehicle,
  type VerifiableHistory,
} from "@odo/domain";
import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { firstRow } from "../db/first-row.js";
import {
  attachments,
  changeLog,
  historyLinks,
  maintenances,
  shops,
  transferAuthorizations,
  vehicles,
} from "../db/schema.js";
import { lockUserForCount } from "../db/user-lock.js";
import type { AppDeps } from "../deps.js";
import { ApiError } from "../errors.js";
import type { Requester } from "../requester.js";
import { certificatesOf } from "../signing/signing-keys.js";
import { checks } from "../signing/web-crypto.js";
import { ownedVehicle } from "../store/access.js";
import { attachmentsOfVehicle, attachmentView } from "../store/attachment-rows.js";
import { tyresOf } from "../store/vehicle-history.js";
import { maintenanceView, vehicleView } from "../store/views.js";

export type LinkRow = typeof historyLinks.$inferSelect;

const linkOf = (row: LinkRow): HistoryLink => ({
  token: row.token,
  vehicleId: row.vehicleId,
  from: row.from,
  includesAmounts: row.includesAmounts,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt,
  revokedAt: row.revokedAt,
});

/** `POST /histories`: the owner shares a vehicle's history by link, up to a number of live links. */
export async function createHistoryLink(
  deps: AppDeps,
  actor: Requester,
  input: HistoryLinkCreate,
): Promise<HistoryLink> {
  await ownedVehicle(deps.db, actor, input.vehicleId);
  const now = deps.clock();
  // The count and the insert are one decision across processes (the owner's row is the lock).
  await lockUserForCount(deps.db, actor.id);
  const [live] = await deps.db
    .select({ count: sql<number>`count(*)` })
    .from(historyLinks)
    .where(
      and(
        eq(historyLinks.ownerId, actor.id),
        isNull(historyLinks.revokedAt),
        gt(historyLinks.expiresAt, now.toISOString()),
      ),
    );
  if (Number(live?.count ?? 0) >= historyLinkLimits.activePerUser) throw new ApiError("HISTORY_LINK_LIMIT");
  const row: LinkRow = {
    token: randomBytes(16).toString("base64url"),
    vehicleId: input.vehicleId,
    ownerId: actor.id,
    from: input.from,
    includesAmounts: input.includesAmounts,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + input.days * 86_400_000).toISOString(),
    revokedAt: null,
  };
  await deps.db.insert(historyLinks).values(row);
  return linkOf(row);
}

/** `GET /histories?vehicleId=`: the owner's links for a vehicle, newest first. */
export async function listHistoryLinks(deps: AppDeps, actor: Requester, vehicleId: string): Promise<HistoryLink[]> {
  await ownedVehicle(deps.db, actor, vehicleId);
  const rows = await deps.db
    .select()
    .from(historyLinks)
    .where(and(eq(historyLinks.vehicleId, vehicleId), eq(historyLinks.ownerId, actor.id)))
    .orderBy(desc(historyLinks.createdAt));
  return rows.map(linkOf);
}

/** `DELETE /histories/{token}`: the link stops working at once. */
export async function revokeHistoryLink(deps: AppDeps, actor: Requester, token: string): Promise<HistoryLink> {
  const row = firstRow(await deps.db.select().from(historyLinks).where(eq(historyLinks.token, token)));
  if (!row || row.ownerId !== actor.id) throw new ApiError("HISTORY_LINK_NOT_FOUND");
  const revokedAt = row.revokedAt ?? deps.clock().toISOString();
  await deps.db.update(historyLinks).set({ revokedAt }).where(eq(historyLinks.token, token));
  return linkOf({ ...row, revokedAt });
}

function originOf(
  maintenance: Pick<Maintenance, "importedFrom" | "createdBy" | "loggedByShop">,
  ownerId: string,
  previousOwners: ReadonlySet<string>,
): EntryOrigin {
  if (maintenance.importedFrom) return "imported";
  if (maintenance.createdBy === ownerId) return "owner";
  if (maintenance.loggedByShop) return "workshop";
  return maintenance.createdBy && previousOwners.has(maintenance.createdBy) ? "previousOwner" : "shared";
}

function sharedEntry(
  maintenance: Maintenance,
  vehicle: Vehicle,
  fileDigests: readonly string[],
  includesAmounts: boolean,
  previousOwners: ReadonlySet<string>,
): SharedEntry {
  const seal = maintenance.seal ?? null;
  return {
    id: maintenance._id,
    date: maintenance.date,
    dateUnknown: maintenance.dateUnknown === true,
    kms: maintenance.kms,
    type: maintenance.type,
    adjustments: maintenance.adjustments,
    description: maintenance.description,
    files: [...fileDigests].sort(),
    amount: includesAmounts ? maintenance.amount : null,
    currency: includesAmounts && maintenance.amount !== null ? (maintenance.currency ?? null) : null,
    origin: originOf(maintenance, vehicle.user._id, previousOwners),
    importedFrom: maintenance.importedFrom ?? null,
    loggedByShop: maintenance.loggedByShop ?? null,
    // Without amounts, the salt stays here: with it, the amount's digest could be guessed.
    seal: seal && (includesAmounts ? seal : { ...seal, amountSalt: null }),
  };
}

/** A tread reading as a history shares it: its depths, who took it, and a workshop's seal. */
function sharedTread(reading: TreadReading, vehicle: Vehicle, previousOwners: ReadonlySet<string>): SharedTread {
  return {
    id: reading._id,
    date: reading.date,
    kms: reading.km,
    depths: reading.depths,
    origin: originOf({ ...reading, importedFrom: null }, vehicle.user._id, previousOwners),
    loggedByShop: reading.loggedByShop ?? null,
    seal: reading.seal ?? null,
  };
}

/** A live link, read in any unit; a revoked or expired one, or one left behind by a sale, is not found. */
export async function liveHistoryLink(deps: AppDeps, token: string): Promise<LinkRow> {
  const now = deps.clock();
  const link = firstRow(await deps.db.select().from(historyLinks).where(eq(historyLinks.token, token)));
  if (!link || link.revokedAt !== null || link.expiresAt <= now.toISOString()) {
    throw new ApiError("HISTORY_LINK_NOT_FOUND");
  }
  return link;
}

/**
 * What an issued copy of a link's history depends on: the owner's latest change (an entry, a file,
 * the vehicle, a closed shop's work handed to no one all publish one) read from an index. A copy
 * issued at the same version says the same.
 */
export async function historyVersion(deps: AppDeps, link: LinkRow): Promise<string> {
  const [latest] = await deps.db
    .select({ seq: sql<number | null>`max(${changeLog.seq})` })
    .from(changeLog)
    .where(eq(changeLog.userId, link.ownerId));
  return `${link.token}:${latest?.seq ?? 0}`;
}

/**
 * `GET /verify/histories/{token}`, for anyone holding the link: the vehicle's maintenances (from
 * the link's date), each with its author's files' digests, its origin and its workshop's seal, the
 * certificates of the keys that sealed them, and Odo's signature over it all as of now. Read only:
 * Odo's key is the caller's (`odoSigningKey`, made once).
 */
export async function issuedHistory(
  deps: AppDeps,
  link: LinkRow,
  odo: { keyId: string; sign: Sign },
): Promise<VerifiableHistory> {
  const now = deps.clock();
  const vehicleRow = firstRow(await deps.db.select().from(vehicles).where(eq(vehicles.id, link.vehicleId)));
  // A vehicle handed to a new owner leaves the old owner's links behind.
  if (!vehicleRow || vehicleRow.ownerId !== link.ownerId) throw new ApiError("HISTORY_LINK_NOT_FOUND");
  const vehicle = vehicleView(vehicleRow);
  // A history is its maintenances and their files: refuels, expenses and reminders are not read.
  const maintenanceRows = await deps.db.select().from(maintenances).where(eq(maintenances.vehicleId, vehicle._id));
  const files = (await attachmentsOfVehicle(deps.db, vehicle._id)).filter((file) => file.recordKind === "maintenance");
  // Whoever handed the vehicle on: a transfer used is an owner before this one.
  const handedOn = await deps.db
    .select({ ownerId: transferAuthorizations.ownerId })
    .from(transferAuthorizations)
    .where(and(eq(transferAuthorizations.vehicleId, vehicle._id), isNotNull(transferAuthorizations.usedAt)));
  const previousOwners = new Set(handedOn.map((row) => row.ownerId));
  const entries = maintenanceRows
    .map(maintenanceView)
    .filter((maintenance) => link.from === null || maintenance.date >= link.from)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((maintenance) =>
      sharedEntry(
        maintenance,
        vehicle,
        files
          .filter((file) => file.recordId === maintenance._id && file.createdBy === maintenance.createdBy)
          .map((file) => file.sha256),
        link.includesAmounts,
        previousOwners,
      ),
    );
  const treads = (await tyresOf(deps.db, vehicle._id)).treadReadings
    .filter((reading) => link.from === null || reading.date >= link.from)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((reading) => sharedTread(reading, vehicle, previousOwners));
  const certificates = await certificatesOf(
    deps.db,
    [...entries, ...treads].flatMap((entry) => (entry.seal ? [entry.seal.keyId] : [])),
  );
  const shopIds = [...new Set(certificates.map((certificate) => certificate.shop.id))];
  const registered = shopIds.length === 0 ? [] : await deps.db.select().from(shops).where(inArray(shops.id, shopIds));
  const shopDetails = registered.map((shop) => ({
    id: shop.id,
    name: shop.name,
    address: shop.address,
    phone: shop.phone,
    certifiedSince: certificates
      .filter((certificate) => certificate.shop.id === shop.id)
      .map((certificate) => certificate.issuedAt)
      .sort()[0] as string,
  }));
  return issueHistory(
    {
      keyId: odo.keyId,
      vehicle: {
        id: vehicle._id,
        fullname: vehicle.fullname,
        vehicleType: vehicle.vehicleType,
        plateNumber: vehicle.plateNumber,
        year: vehicle.year,
      },
      issuedAt: now.toISOString(),
      expiresAt: link.expiresAt,
      from: link.from,
      includesAmounts: link.includesAmounts,
      shops: shopDetails,
    },
    entries,
    certificates,
    { sign: odo.sign, checks },
    treads,
  );
}

/**
 * A file a buyer may open from a link (`openableSignedFiles`): one a workshop signed with an entry
 * of `history`, the copy the link issues now, on a link shared with amounts. Anything else, or a
 * file whose bytes never arrived, is not found.
 */
export async function signedFileOf(
  deps: AppDeps,
  link: LinkRow,
  history: VerifiableHistory,
  sha256: string,
): Promise<Attachment> {
  const entry = history.entries.find((candidate) =>
    openableSignedFiles(candidate, link.includesAmounts).includes(sha256),
  );
  if (!entry) throw new ApiError("ATTACHMENT_NOT_FOUND");
  const rows = await deps.db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.vehicleId, link.vehicleId),
        eq(attachments.recordId, entry.id),
        eq(attachments.sha256, sha256),
        isNotNull(attachments.storedAt),
      ),
    );
  const row = rows[0];
  if (!row) throw new ApiError("ATTACHMENT_NOT_FOUND");
  return attachmentView(row);
}
