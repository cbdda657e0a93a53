import { useLingui } from "@lingui/react/macro";
import type { Attachment } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { useLocalFiles } from "../../data/files.js";
import { fileSize } from "../i18n/format.js";
import { Icon } from "../ui/icons.js";

/**
 * The files of an entry or a paper as thumbnails (they came with the records, so they show offline),
 * each opening the viewer; a file still to upload or refused says so.
 */
export function FileThumbnails({ vehicleId, attachments }: { vehicleId: string; attachments: readonly Attachment[] }) {
  const { t } = useLingui();
  const states = useLocalFiles(attachments.map((attachment) => attachment._id));
  if (attachments.length === 0) return null;
  return (
    <ul className="file-thumbnails">
      {attachments.map((attachment) => {
        const local = states?.get(attachment._id);
        const status =
          local?.state === "refused"
            ? t`Not uploaded`
            : local?.state === "uploading"
              ? t`Uploading…`
              : local?.state === "pending"
                ? t`Waiting to upload`
                : null;
        return (
          <li key={attachment._id}>
            <Link to="/file/$id/$fid" params={{ id: vehicleId, fid: attachment._id }} className="file-thumbnail">
              {attachment.thumbnail ? (
                <img
                  src={attachment.thumbnail}
                  alt={`${attachment.name} (${fileSize(attachment.bytes)})`}
                  width={88}
                  height={88}
                  loading="lazy"
                />
              ) : (
                <span className="file-thumbnail-icon">
                  <Icon name="file" size={28} />
                  <span className="file-thumbnail-name">{attachment.name}</span>
                  <span className="visually-hidden">{` (${fileSize(attachment.bytes)})`}</span>
                </span>
              )}
              {status && <span className={`file-status${local?.state === "refused" ? " refused" : ""}`}>{status}</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
