import { Trans, useLingui } from "@lingui/react/macro";
import { type Dispatch, type SetStateAction, useState } from "react";
import { fileSize } from "../i18n/format.js";
import type { OdoDatabase } from "../sync/db.js";
import { Icon } from "../ui/icons.js";
import { AddFiles } from "./add-files.js";
import { type AttachTarget, attachFile } from "./attach-files.js";
import type { PreparedFile } from "./prepare-file.js";

/** Files picked on a form before its entry exists: attached once the entry is saved. */
export function useFilesToAttach() {
  const [files, setFiles] = useState<PreparedFile[]>([]);
  const attachAll = async (db: OdoDatabase, vehicleId: string, target: AttachTarget) => {
    for (const file of files) await attachFile(db, vehicleId, target, file);
    setFiles([]);
  };
  return { files, setFiles, attachAll };
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
    <fieldset className="stack files-to-attach">
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
