import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { whenRelative } from "../i18n/format.js";
import { useSyncStatus } from "../sync/context.js";
import { useOnline } from "../sync/use-online.js";
import { Icon } from "../ui/icons.js";

/** Offline, syncing, unsent changes and the last successful sync, in the top bar. */
export function SyncIndicator() {
  const { t } = useLingui();
  const status = useSyncStatus();
  const online = useOnline();
  const offline = !online || status.lastError === "offline";
  const last = status.lastSyncAt ? whenRelative(status.lastSyncAt) : null;
  const state = offline ? "offline" : status.syncing ? "syncing" : status.pending > 0 ? "pending" : "synced";
  return (
    <div className={`sync-indicator ${state}`} role="status" title={last ? t`Last synced: ${last}` : undefined}>
      <Icon name={offline ? "cloudOff" : "sync"} size={18} className={status.syncing ? "spin" : undefined} />
      <span className="sync-text">
        {offline ? (
          <Trans>Offline</Trans>
        ) : status.syncing ? (
          <Trans>Syncing…</Trans>
        ) : status.pending === 0 ? (
          <Trans>Synced</Trans>
        ) : null}
        {status.pending > 0 && (
          <span className="pending">
            {" "}
            <Plural value={status.pending} one="# unsent" other="# unsent" />
          </span>
        )}
      </span>
      {last && <span className="visually-hidden">{t`Last synced: ${last}`}</span>}
    </div>
  );
}
