import { Trans, useLingui } from "@lingui/react/macro";
import { type Attachment, isImageType, isSignedFile, mayDeleteAttachment } from "@odo/domain";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useAttachment, useLocalFile } from "../../data/files.js";
import { useEntry, useVehicle } from "../../data/garage.js";
import { usePaperName } from "../../shared/files/vehicle-papers.js";
import { dateTime, fileSize } from "../../shared/i18n/format.js";
import { deleteFile } from "../../shared/sync/attach-files.js";
import { useDatabase } from "../../shared/sync/context.js";
import { requestSyncNow } from "../../shared/sync/engine.js";
import { type FileAccess, openFile } from "../../shared/sync/file-cache.js";
import { retryUpload } from "../../shared/sync/file-uploads.js";
import { ConfirmModal } from "../../shared/ui/confirm-modal.js";
import { Fact, Facts } from "../../shared/ui/facts.js";
import { Icon } from "../../shared/ui/icons.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";

/** The file's bytes as an address the page can show, released when the screen leaves. */
function useFileUrl(attachment: Attachment | null | undefined): { access: FileAccess | null; url: string | null } {
  const db = useDatabase();
  const [state, setState] = useState<{ access: FileAccess | null; url: string | null }>({ access: null, url: null });
  useEffect(() => {
    if (!attachment) return;
    let url: string | null = null;
    let gone = false;
    void openFile(db, attachment).then((access) => {
      if (gone) return;
      url = access.kind === "ready" ? URL.createObjectURL(access.blob) : null;
      setState({ access, url });
    });
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [db, attachment]);
  return state;
}

/** `/file/{id}/{fid}`: a receipt, photo or paper, zoomable; a PDF opens in the browser's viewer. */
export function FileViewerScreen({ vehicleId, fileId, meId }: { vehicleId: string; fileId: string; meId: string }) {
  const { t } = useLingui();
  const db = useDatabase();
  const router = useRouter();
  const navigate = useNavigate();
  const vehicle = useVehicle(vehicleId);
  const attachment = useAttachment(fileId);
  const local = useLocalFile(fileId);
  // A file a workshop signed with its entry stays with it: only the workshop may take it out.
  const entry = useEntry(
    "maintenances",
    vehicleId,
    attachment?.recordKind === "maintenance" ? (attachment.recordId ?? undefined) : undefined,
  );
  const { access, url } = useFileUrl(attachment);
  const paperName = usePaperName();
  const [fit, setFit] = useState(true);
  const frame = useRef<HTMLDivElement>(null);
  // At actual size the image opens on its middle, where the eye was, not on its top-left corner.
  useLayoutEffect(() => {
    const box = frame.current;
    const image = box?.querySelector("img");
    if (fit || !box || !image) return;
    box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2;
    const { top, height } = image.getBoundingClientRect();
    window.scrollBy({ top: top + height / 2 - window.innerHeight / 2 });
  }, [fit]);
  const [confirming, setConfirming] = useState(false);
  const back = () => router.history.back();

  if (attachment === undefined || vehicle === undefined) return <Spinner label={t`Loading…`} />;
  if (attachment === null || vehicle === null || attachment.vehicle !== vehicleId) {
    return (
      <main id="main" className="page narrow center">
        <h1>
          <Trans>File not found</Trans>
        </h1>
        <button
          type="button"
          className="button"
          onClick={() => void navigate({ to: "/vehicle/$id", params: { id: vehicleId } })}
        >
          <Trans>Back</Trans>
        </button>
      </main>
    );
  }
  const role = vehicle.access?.role ?? "owner";
  const image = isImageType(attachment.mediaType);
  const waiting =
    access?.kind === "notUploaded"
      ? t`This file has not been uploaded yet from the phone that took it. Its thumbnail is shown until then.`
      : access?.kind === "offline"
        ? t`You are offline and this file is not on this device yet. Its thumbnail is shown until you are back online.`
        : access?.kind === "unavailable"
          ? t`This file could not be fetched. Try again later.`
          : null;

  const title =
    attachment.purpose === "paper" && attachment.paper
      ? paperName(attachment.paper)
      : attachment.purpose === "vehiclePhoto"
        ? t`Vehicle photo`
        : image
          ? t`Photo`
          : t`Document`;

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={title}
        subtitle={vehicle.fullname}
        back={{ to: "/vehicle/$id", params: { id: vehicleId } }}
        backLabel={t`Back`}
      />
      <section className="card stack">
        {!access && <Spinner label={t`Opening the file…`} />}
        {waiting && (
          <>
            <p role="status">{waiting}</p>
            {attachment.thumbnail && (
              <img src={attachment.thumbnail} alt={attachment.name} className="file-viewer-thumbnail" />
            )}
          </>
        )}
        {url && image && (
          <div ref={frame} className={`file-viewer-image${fit ? " fit" : ""}`}>
            <img
              src={url}
              alt={attachment.name}
              width={attachment.width ?? undefined}
              height={attachment.height ?? undefined}
            />
          </div>
        )}
        <div className="file-viewer-actions">
          {url && image && (
            <button type="button" className="button secondary" onClick={() => setFit(!fit)} aria-pressed={!fit}>
              <Icon name="search" />
              {fit ? <Trans>Actual size</Trans> : <Trans>Fit to screen</Trans>}
            </button>
          )}
          {url && !image && (
            <a className="button" href={url} target="_blank" rel="noopener">
              <Icon name="file" />
              <Trans>Open PDF</Trans>
            </a>
          )}
          {url && (
            <a className="button secondary" href={url} download={attachment.name}>
              <Icon name="download" />
              <Trans>Download</Trans>
            </a>
          )}
        </div>
        <Facts>
          <Fact label={t`File`} wide>
            {attachment.name}
          </Fact>
          <Fact label={t`Size`}>{fileSize(attachment.bytes)}</Fact>
          <Fact label={t`Added`}>{dateTime(attachment.createdAt)}</Fact>
          {attachment.takenAt && <Fact label={t`Taken`}>{dateTime(attachment.takenAt)}</Fact>}
          {attachment.expiresOn && <Fact label={t`Expires`}>{dateTime(attachment.expiresOn)}</Fact>}
          {local && (local.state === "pending" || local.state === "uploading" || local.state === "refused") && (
            <Fact label={t`Upload`} wide>
              {local.state === "refused"
                ? local.refusal?.message === "STORAGE_QUOTA_EXCEEDED"
                  ? t`Not uploaded: your plan's storage is full. The file stays on this phone; free some room or choose a bigger plan, then try again.`
                  : t`Not uploaded: the server did not accept this file. It stays on this phone.`
                : local.state === "uploading"
                  ? t`Uploading…`
                  : t`Waiting for a connection`}
            </Fact>
          )}
        </Facts>
        {local?.state === "refused" && (
          <button
            type="button"
            className="button secondary"
            onClick={() => void retryUpload(db, fileId).then(() => requestSyncNow(db.userId))}
          >
            <Trans>Try the upload again</Trans>
          </button>
        )}
      </section>
      {entry?.seal && isSignedFile(attachment, entry) && attachment.createdBy !== meId ? (
        <p className="entry-mark tone-good">
          <Icon name="check" size={16} />
          <span>{t`${entry.seal.signed.shop.name} signed this file with its work: it stays with the entry, so the signature holds.`}</span>
        </p>
      ) : (
        mayDeleteAttachment(role, attachment, meId, entry) && (
          <button type="button" className="button danger" onClick={() => setConfirming(true)}>
            <Icon name="trash" />
            <Trans>Delete file</Trans>
          </button>
        )
      )}
      <ConfirmModal
        open={confirming}
        destructive
        title={t`Delete this file? It leaves every device and the server.`}
        confirmLabel={t`Delete`}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void deleteFile(db, fileId).then(back)}
      />
    </main>
  );
}
