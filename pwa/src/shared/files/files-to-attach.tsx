import { Trans, useLingui } from "@lingui/react/macro";
import type { AttachmentMediaType } from "@odo/domain";
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from "react";
import { refusedFilesOf } from "../../data/files.js";
import { useRetryDraft } from "../../data/refusals.js";
import { fileSize } from "../i18n/format.js";
import { forgetSharedFiles, sharedFilesOf } from "../pwa/shared-files.js";
import { type AttachTarget, saveEntryWithFiles } from "../sync/attach-files.js";
import { useDatabase } from "../sync/context.js";
import type { OdoDatabase } from "../sync/db.js";
import { Icon } from "../ui/icons.js";
import { showToast } from "../ui/toasts.js";
import { AddFiles, keepsPhotoDates, useRefusalText } from "./add-files.js";
import { type PreparedFile, preparedFile } from "./prepare-file.js";

/** The id of the entry a refused create was making. */
function entryIdOf(args: unknown): string | null {
  if (typeof args !== "object" || args === null) return null;
  for (const key of ["refuel", "maintenance", "expense"]) {
    const entry = (args as Record<string, unknown>)[key];
    if (typeof entry === "object" && entry !== null && "_id" in entry && typeof entry._id === "string")
      return entry._id;
  }
  return null;
}

/**
 * The files of a refused entry, for "Edit and retry": they were refused with it and stayed on the
 * device, and come back on the form to be attached to the entry when it is saved again.
 */
function useRefusedFiles(retryId: number | undefined, setFiles: Dispatch<SetStateAction<PreparedFile[]>>) {
  const db = useDatabase();
  const draft = useRetryDraft(retryId);
  const refused = useRef<{ rejectedIds: number[]; fileIds: string[] }>({ rejectedIds: [], fileIds: [] });
  const loadedFor = useRef<number | undefined>(undefined);
  useEffect(() => {
    const entryId = draft ? entryIdOf(draft.args) : null;
    if (!draft || !entryId || loadedFor.current === retryId) return;
    loadedFor.current = retryId;
    void (async () => {
      const kept: PreparedFile[] = [];
      for (const { rejectedId, local, record } of await refusedFilesOf(db, entryId)) {
        kept.push({
          blob: local.blob,
          mediaType: record.mediaType as AttachmentMediaType,
          bytes: record.bytes,
          sha256: record.sha256,
          name: record.name,
          width: record.width,
          height: record.height,
          thumbnail: record.thumbnail,
          takenAt: record.takenAt,
        });
        refused.current.rejectedIds.push(rejectedId);
        refused.current.fileIds.push(local._id);
      }
      if (kept.length > 0) setFiles((current) => [...current, ...kept]);
    })();
  }, [db, draft, retryId, setFiles]);
  return refused;
}

/**
 * The files another app shared (`/shared`), made ready as picked ones are; one that cannot be kept
 * (a video, a PDF over its limit) is said, as a picked one is.
 */
function useSharedFiles(batch: string | undefined, setFiles: Dispatch<SetStateAction<PreparedFile[]>>) {
  const refusalText = useRefusalText();
  const loadedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!batch || loadedFor.current === batch) return;
    loadedFor.current = batch;
    void (async () => {
      for (const file of await sharedFilesOf(batch).catch(() => [])) {
        try {
          const prepared = await preparedFile(file, keepsPhotoDates());
          setFiles((current) =>
            current.some((other) => other.sha256 === prepared.sha256) ? current : [...current, prepared],
          );
        } catch (error) {
          showToast(`${file.name}: ${refusalText(error)}`, "danger");
        }
      }
    })();
  }, [batch, setFiles, refusalText]);
}

/**
 * Files picked on a form before its entry exists: attached once the entry is saved. With
 * `retryId` (Edit and retry), the files refused with that entry come back on the form; with
 * `sharedBatch`, the files another app shared are on it from the start.
 */
export function useFilesToAttach(retryId?: number, sharedBatch?: string) {
  const [files, setFiles] = useState<PreparedFile[]>([]);
  const refused = useRefusedFiles(retryId, setFiles);
  useSharedFiles(sharedBatch, setFiles);
  const saveWithFiles = async (db: OdoDatabase, vehicleId: string, saveEntry: () => Promise<AttachTarget>) => {
    await saveEntryWithFiles(db, vehicleId, files, saveEntry, refused.current);
    refused.current = { rejectedIds: [], fileIds: [] };
    setFiles([]);
    // The share is with the entry now: the phone keeps no second copy.
    if (sharedBatch) await forgetSharedFiles(sharedBatch);
  };
  return { files, setFiles, saveWithFiles };
}

/** The form's "Receipts and photos": what was picked, each removable, and the buttons to add more. */
export function FilesToAttach({
  vehicleId,
  files,
  onChange,
}: {
  vehicleId: string;
  files: readonly PreparedFile[];
  onChange: Dispatch<SetStateAction<PreparedFile[]>>;
}) {
  const { t } = useLingui();
  return (
    <fieldset id="entry-files" className="stack files-to-attach">
      <legend>
        <Trans>Receipts and photos (optional)</Trans>
      </legend>
      {files.length > 0 && (
        <ul className="file-thumbnails">
          {files.map((file) => (
            <li key={file.sha256} className="file-thumbnail picked">
              {file.thumbnail ? (
                <img src={file.thumbnail} alt={`${file.name} (${fileSize(file.bytes)})`} width={88} height={88} />
              ) : (
                <span className="file-thumbnail-icon">
                  <Icon name="file" size={28} />
                  <span className="file-thumbnail-name">{file.name}</span>
                </span>
              )}
              <button
                type="button"
                className="file-remove"
                aria-label={t`Remove ${file.name}`}
                onClick={() => onChange((current) => current.filter((other) => other.sha256 !== file.sha256))}
              >
                <Icon name="close" size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <AddFiles
        vehicleId={vehicleId}
        target={null}
        count={files.length}
        // The same file picked twice is kept once.
        keep={(file) =>
          onChange((current) => (current.some((other) => other.sha256 === file.sha256) ? current : [...current, file]))
        }
      />
    </fieldset>
  );
}
