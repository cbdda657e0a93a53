import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useDeviceFiles, useWaitingFiles } from "../../data/files.js";
import { fileSize } from "../../shared/i18n/format.js";
import { useDatabase } from "../../shared/sync/context.js";
import { deviceCacheBytes, freeDeviceSpace } from "../../shared/sync/file-cache.js";
import { storageOnServer } from "../../shared/sync/file-transfer.js";
import { useOnline } from "../../shared/sync/use-online.js";
import { Fact, Facts } from "../../shared/ui/facts.js";
import { PageHeader } from "../../shared/ui/page.js";
import { showToast } from "../../shared/ui/toasts.js";

/** The plan's storage on the server, read when online: not synced data, the account's own count. */
function useServerStorage(online: boolean) {
  const [usage, setUsage] = useState<{ usedBytes: number; quotaBytes: number } | null | undefined>(undefined);
  useEffect(() => {
    if (!online) return;
    let gone = false;
    void storageOnServer()
      .then((found) => !gone && setUsage(found))
      .catch(() => !gone && setUsage(null));
    return () => {
      gone = true;
    };
  }, [online]);
  return usage;
}

/** `/user/files`: what receipts, photos and papers take on the server and on this phone. */
export function StorageScreen() {
  const { t } = useLingui();
  const db = useDatabase();
  const online = useOnline();
  const server = useServerStorage(online);
  const device = useDeviceFiles();
  const waiting = useWaitingFiles();
  const percent = server ? Math.min(100, Math.round((server.usedBytes / server.quotaBytes) * 100)) : 0;

  return (
    <main id="main" className="page narrow">
      <PageHeader title={t`Files and storage`} back={{ to: "/user/profile" }} backLabel={t`Back`} />
      <section className="card stack" aria-labelledby="storage-server">
        <h2 id="storage-server">
          <Trans>Your plan's storage</Trans>
        </h2>
        {!online && (
          <p className="hint">{t`Connect to the internet to see how much of your plan's storage is used.`}</p>
        )}
        {online && server === undefined && <p className="hint">{t`Reading…`}</p>}
        {server && (
          <>
            <p>{t`${fileSize(server.usedBytes)} of ${fileSize(server.quotaBytes)} used`}</p>
            <progress className="storage-meter" max={100} value={percent} aria-label={t`Storage used`}>
              {percent}%
            </progress>
            {percent >= 90 && (
              <p className="hint">
                <Trans>
                  Almost full. Delete files you no longer need, or{" "}
                  <Link to="/plans" className="text-link">
                    choose a bigger plan
                  </Link>
                  .
                </Trans>
              </p>
            )}
          </>
        )}
      </section>
      <section className="card stack" aria-labelledby="storage-device">
        <h2 id="storage-device">
          <Trans>On this phone</Trans>
        </h2>
        <Facts>
          <Fact label={t`Originals kept to view again`}>{fileSize(device?.cachedBytes ?? 0)}</Fact>
          <Fact label={t`Waiting to upload`}>
            {device && device.pendingCount > 0
              ? plural(device.pendingCount, {
                  one: `# file (${fileSize(device.pendingBytes)})`,
                  other: `# files (${fileSize(device.pendingBytes)})`,
                })
              : t`None`}
          </Fact>
        </Facts>
        <p className="hint">
          {t`Thumbnails always stay. Originals you have opened stay, up to ${fileSize(deviceCacheBytes)}, the longest unopened leaving first; files waiting to upload never leave before they are sent.`}
        </p>
        <button
          type="button"
          className="button secondary"
          disabled={!device || device.cachedBytes === 0}
          onClick={() =>
            void freeDeviceSpace(db).then(() => showToast(t`Space freed. Originals download again when you open them.`))
          }
        >
          <Trans>Free space</Trans>
        </button>
      </section>
      {waiting && waiting.length > 0 && (
        <section className="card stack" aria-labelledby="storage-waiting">
          <h2 id="storage-waiting">
            <Trans>Files waiting to upload</Trans>
          </h2>
          <ul className="file-list">
            {waiting.map(({ file, record }) => (
              <li key={file._id}>
                {record ? (
                  <Link to="/file/$id/$fid" params={{ id: record.vehicle, fid: file._id }} className="text-link">
                    {record.name}
                  </Link>
                ) : (
                  <span>{t`A file of a change that was not saved`}</span>
                )}{" "}
                <span className="muted">
                  {file.state === "refused"
                    ? file.refusal?.message === "STORAGE_QUOTA_EXCEEDED"
                      ? t`Not uploaded: storage full`
                      : t`Not uploaded`
                    : file.state === "uploading"
                      ? t`Uploading…`
                      : t`Waiting for a connection`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
