import { Trans, useLingui } from "@lingui/react/macro";
import { type Attachment, isImageType } from "@odo/domain";
import { useEffect, useState } from "react";
import { day, fileSize } from "../../shared/i18n/format.js";
import { useDatabase } from "../../shared/sync/context.js";
import { openFile } from "../../shared/sync/file-cache.js";

/** An entry's receipts as small pictures in its row of the printed history. */
export function PrintedThumbnails({ attachments }: { attachments: readonly Attachment[] }) {
  const pictures = attachments.filter((attachment) => attachment.thumbnail);
  if (pictures.length === 0) return null;
  return (
    <span className="print-thumbnails">
      {pictures.map((attachment) => (
        <img key={attachment._id} src={attachment.thumbnail ?? ""} alt={attachment.name} />
      ))}
    </span>
  );
}

/** The photo itself for its page: this device's copy or the server's, else its thumbnail. */
function useFullPicture(attachment: Attachment): string | null {
  const db = useDatabase();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!isImageType(attachment.mediaType)) return;
    let made: string | null = null;
    let gone = false;
    void openFile(db, attachment).then((access) => {
      if (gone || access.kind !== "ready") return;
      made = URL.createObjectURL(access.blob);
      setUrl(made);
    });
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [db, attachment]);
  return url ?? attachment.thumbnail;
}

function DocumentPage({ attachment, caption }: { attachment: Attachment; caption: string }) {
  const { t } = useLingui();
  const picture = useFullPicture(attachment);
  return (
    <section className="print-document card" aria-label={`${caption}: ${attachment.name}`}>
      <h2>{caption}</h2>
      <p className="muted">{`${attachment.name} · ${fileSize(attachment.bytes)} · ${t`added ${day(attachment.createdAt)}`}`}</p>
      {isImageType(attachment.mediaType) && picture ? (
        <img src={picture} alt={attachment.name} className="print-document-image" />
      ) : (
        <p>
          <Trans>A PDF document: it is in the export's attachments folder, and opens from the app.</Trans>
        </p>
      )}
    </section>
  );
}

/** A page for each attached document, after the history: the receipts and the vehicle's papers. */
export function PrintedDocuments({ documents }: { documents: readonly { attachment: Attachment; caption: string }[] }) {
  if (documents.length === 0) return null;
  return (
    <div className="print-documents">
      {documents.map(({ attachment, caption }) => (
        <DocumentPage key={attachment._id} attachment={attachment} caption={caption} />
      ))}
    </div>
  );
}
