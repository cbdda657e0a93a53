import { type Attachment, type EntryKind, entryKinds, mayViewAttachment, type TableOf, tableOfKind } from "@odo/domain";
import { eq } from "drizzle-orm";
import { logDelete, logPut } from "../db/change-log.js";
import type { Db } from "../db/connection.js";
import type { AudienceMember } from "./audience-member.js";
import { historyTables } from "./row-kinds.js";

/** Whose work each entry of a history is, by id: a workshop sees the files on its own work. */
export function entryAuthors(
  history: {
    readonly [T in TableOf<EntryKind>]: readonly { _id: string; createdBy?: string | null }[];
  },
): Map<string, string | null> {
  const entries = entryKinds.flatMap((kind) => history[tableOfKind[kind]]);
  return new Map(entries.map((entry) => [entry._id, entry.createdBy ?? null]));
}

/** The author of the entry a file is on; null for a paper or the vehicle's photo. */
export async function entryAuthorOf(
  db: Db,
  attachment: Pick<Attachment, "recordKind" | "recordId">,
): Promise<string | null> {
  if (!attachment.recordKind || !attachment.recordId) return null;
  const table = historyTables[tableOfKind[attachment.recordKind]];
  const [row] = await db.select({ createdBy: table.createdBy }).from(table).where(eq(table.id, attachment.recordId));
  return row?.createdBy ?? null;
}

export function seesAttachment(member: AudienceMember, attachment: Attachment, entryAuthor: string | null): boolean {
  return mayViewAttachment(member.role, attachment, member.userId, entryAuthor);
}

/** A file's record, to the members who see its record (issue "Receipts, photos and papers"). */
export async function publishAttachment(
  db: Db,
  attachment: Attachment,
  entryAuthor: string | null,
  audience: readonly AudienceMember[],
): Promise<void> {
  for (const member of audience) {
    if (seesAttachment(member, attachment, entryAuthor))
      await logPut(db, member.userId, "attachment", attachment._id, attachment);
  }
}

/** Tombstones for a deleted file, for the members who had it. */
export async function retractAttachment(
  db: Db,
  attachment: Attachment,
  entryAuthor: string | null,
  audience: readonly AudienceMember[],
): Promise<void> {
  for (const member of audience) {
    if (seesAttachment(member, attachment, entryAuthor))
      await logDelete(db, member.userId, "attachment", attachment._id);
  }
}

/** The vehicle's files `member` sees, for a new grantee or a new owner. */
export function attachmentsFor(
  member: AudienceMember,
  history: { attachments: readonly Attachment[] } & Parameters<typeof entryAuthors>[0],
): Attachment[] {
  const authors = entryAuthors(history);
  return history.attachments.filter((attachment) =>
    seesAttachment(member, attachment, attachment.recordId ? (authors.get(attachment.recordId) ?? null) : null),
  );
}
