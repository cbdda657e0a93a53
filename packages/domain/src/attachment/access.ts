import { type AccessRole, capabilitiesByRole } from "../share/roles.js";
import type { Attachment } from "./attachment.js";

/**
 * Who sees a file is who sees its record (issue "Receipts, photos and papers"): the owner and the
 * household, every file; a workshop or customer, the files of the entries they wrote; an insurance
 * broker, the insurance policy only. The photo of the vehicle goes with the vehicle, and whoever
 * attached a file sees it. `entryAuthor` is the author of the entry the file is on, if any.
 */
export function mayViewAttachment(
  role: AccessRole,
  attachment: Pick<Attachment, "purpose" | "paper" | "createdBy">,
  actorId: string,
  entryAuthor: string | null,
): boolean {
  const can = capabilitiesByRole[role];
  if (can.viewAllFiles || attachment.createdBy === actorId || attachment.purpose === "vehiclePhoto") return true;
  if (attachment.purpose === "paper") return can.viewInsurancePapers && attachment.paper === "insurance";
  return can.viewOwnEntryFiles && entryAuthor === actorId;
}

/** The entry a file is on, as far as its deletion cares: who wrote it and whether a workshop signed it. */
export interface FileEntry {
  createdBy: string | null;
  seal?: unknown;
}

/**
 * Whether the file is part of what a workshop signed: attached by the workshop to its signed entry.
 * Only that workshop may take it out (and signs again); deleting it otherwise would void the
 * signature a buyer relies on (the user test's H4).
 */
export function isSignedFile(attachment: Pick<Attachment, "createdBy">, entry: FileEntry | null | undefined): boolean {
  return Boolean(entry?.seal) && entry?.createdBy !== null && attachment.createdBy === entry?.createdBy;
}

/**
 * Who may delete a file: the owner, any but the files a workshop signed; anyone else, the files
 * they attached.
 */
export function mayDeleteAttachment(
  role: AccessRole,
  attachment: Pick<Attachment, "createdBy">,
  actorId: string,
  entry?: FileEntry | null,
) {
  if (isSignedFile(attachment, entry) && attachment.createdBy !== actorId) return false;
  return role === "owner" || attachment.createdBy === actorId;
}
