import { Trans } from "@lingui/react/macro";
import { type AccessRole, type AttachableKind, mayChangeEntry } from "@odo/domain";
import { useEntryAttachments } from "../../data/files.js";
import { AddFiles } from "./add-files.js";
import { FileThumbnails } from "./file-thumbnails.js";

/**
 * An entry's receipts, invoices and photos, on its detail screen: whoever may edit the entry
 * (the owner, or its author) adds more.
 */
export function EntryFiles({
  vehicleId,
  entry,
  kind,
  role,
  meId,
}: {
  vehicleId: string;
  entry: { _id: string; createdBy?: string | null };
  kind: AttachableKind;
  role: AccessRole;
  meId: string;
}) {
  const files = useEntryAttachments(entry._id);
  const mayAdd = mayChangeEntry(role, { createdBy: entry.createdBy ?? null }, meId, "edit");
  if (!files || (files.length === 0 && !mayAdd)) return null;
  return (
    <section className="card stack entry-files" aria-labelledby={`files-${entry._id}`}>
      <h2 id={`files-${entry._id}`}>
        <Trans>Receipts and photos</Trans>
      </h2>
      {files.length === 0 && (
        <p className="hint">
          <Trans>
            Keep the receipt, the invoice or a photo with this entry. It is kept on this phone at once, and uploaded
            when there is a connection.
          </Trans>
        </p>
      )}
      <FileThumbnails vehicleId={vehicleId} attachments={files} />
      {mayAdd && (
        <AddFiles
          vehicleId={vehicleId}
          target={{ purpose: "entry", recordKind: kind, recordId: entry._id }}
          count={files.length}
        />
      )}
    </section>
  );
}
