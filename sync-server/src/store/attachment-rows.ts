import type { Attachment } from "@odo/domain";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { builtOnce } from "../db/prepared.js";
import { attachments } from "../db/schema.js";
import { recordRows } from "./record-rows.js";

type AttachmentRow = typeof attachments.$inferSelect;

const attachmentRows = recordRows<Attachment, AttachmentRow>(attachments, {
  id: { toRow: (attachment) => attachment._id, toRecord: (row) => ({ _id: row.id }) },
  vehicleId: { toRow: (attachment) => attachment.vehicle, toRecord: (row) => ({ vehicle: row.vehicleId }) },
  // The server's own: set by the upload, never by a mutation.
  storedAt: { toRow: () => null },
  billedTo: { toRow: () => null },
});

export const attachmentView = (row: AttachmentRow): Attachment => attachmentRows.record(row);
export const attachmentRow = (attachment: Attachment): AttachmentRow => attachmentRows.row(attachment);

/** The row with whether its file has reached the store. */
export async function attachmentById(
  db: Db,
  id: string,
): Promise<{ attachment: Attachment; stored: boolean } | undefined> {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, id));
  return row && { attachment: attachmentView(row), stored: row.storedAt !== null };
}

/** The files on one entry. */
export async function attachmentsOfEntry(db: Db, entryId: string): Promise<Attachment[]> {
  return (await db.select().from(attachments).where(eq(attachments.recordId, entryId))).map(attachmentView);
}

const attachmentsByVehicle = builtOnce((db) =>
  db
    .select()
    .from(attachments)
    .where(eq(attachments.vehicleId, sql.placeholder("vehicleId")))
    .prepare(),
);

/** A vehicle's files. */
export async function attachmentsOfVehicle(db: Db, vehicleId: string): Promise<Attachment[]> {
  return (await attachmentsByVehicle(db).all({ vehicleId })).map(attachmentView);
}

/** The ids of a vehicle's files whose bytes are in the store. */
export async function storedFilesOfVehicle(db: Db, vehicleId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: attachments.id })
    .from(attachments)
    .where(and(eq(attachments.vehicleId, vehicleId), isNotNull(attachments.storedAt)));
  return new Set(rows.map((row) => row.id));
}

/** Which of `ids` still have a record: a file whose record is gone leaves the store. */
export async function existingAttachmentIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: attachments.id })
    .from(attachments)
    .where(inArray(attachments.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** Inserts a new row; false, writing nothing, when its id is taken. */
export async function insertAttachment(db: Db, attachment: Attachment): Promise<boolean> {
  const inserted = await db
    .insert(attachments)
    .values(attachmentRow(attachment))
    .onConflictDoNothing()
    .returning({ id: attachments.id });
  return inserted.length > 0;
}

/** Bytes of stored files that count against an account's plan. */
export async function storedBytesOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${attachments.bytes})` })
    .from(attachments)
    .where(eq(attachments.billedTo, userId));
  return Number(row?.total ?? 0);
}

/** How many files an account has attached, stored or not: the cap on what one can multiply. */
export async function attachmentCountOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<string | number>`count(*)` })
    .from(attachments)
    .where(eq(attachments.createdBy, userId));
  return Number(row?.count ?? 0);
}

export async function markStored(db: Db, id: string, billedTo: string, at: Date): Promise<void> {
  await db.update(attachments).set({ storedAt: at.toISOString(), billedTo }).where(eq(attachments.id, id));
}

/** A transfer hands the vehicle's files to the new owner's storage, as it hands the vehicle. */
export async function rebillVehicleFiles(db: Db, vehicleId: string, from: string, to: string): Promise<void> {
  await db
    .update(attachments)
    .set({ billedTo: to })
    .where(and(eq(attachments.vehicleId, vehicleId), eq(attachments.billedTo, from)));
}
