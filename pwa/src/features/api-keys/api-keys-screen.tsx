import { Trans, useLingui } from "@lingui/react/macro";
import type { ApiKeyView } from "@odo/domain";
import { useCallback, useEffect, useState } from "react";
import { day, whenRelative } from "../../shared/i18n/format.js";
import { messageText } from "../../shared/i18n/messages.js";
import { useOnline } from "../../shared/sync/use-online.js";
import { ConfirmModal } from "../../shared/ui/confirm-modal.js";
import { copyText } from "../../shared/ui/copy-text.js";
import { TextField } from "../../shared/ui/field.js";
import { Icon } from "../../shared/ui/icons.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { showToast } from "../../shared/ui/toasts.js";
import { fetchApiKeys, revokeApiKey } from "./api-keys-api.js";
import { NewApiKeyForm } from "./new-api-key-form.js";
import { WebhooksSection } from "./webhooks-section.js";

type Loaded = { state: "loading" } | { state: "failed" } | { state: "ready"; keys: ApiKeyView[] };

/** A key just made: shown this once, to copy into the script. */
function MadeKey({ made, onDone }: { made: ApiKeyView & { key: string }; onDone: () => void }) {
  const { t } = useLingui();
  const copy = () =>
    copyText(made.key, {
      copied: t`Key copied.`,
      refused: t`This browser did not let Odo copy the key. Select it and copy it.`,
    });
  const name = made.name;
  return (
    <section className="card stack" aria-labelledby="made-key-title">
      <h2 id="made-key-title">
        <Trans>Your key for {name}</Trans>
      </h2>
      <p className="notice" role="status">
        <Trans>Copy it now: Odo keeps only a fingerprint of it and cannot show it again.</Trans>
      </p>
      <TextField label={t`Key`} readOnly value={made.key} onFocus={(event) => event.currentTarget.select()} />
      <div className="row wrap">
        <button type="button" className="button" onClick={() => void copy()}>
          <Icon name="copy" size={18} />
          <Trans>Copy the key</Trans>
        </button>
        <button type="button" className="button secondary" onClick={onDone}>
          <Trans>Done</Trans>
        </button>
      </div>
    </section>
  );
}

/**
 * `/user/api-keys` (issue 52): personal keys for scripts and Home Assistant, each named, scoped,
 * shown once, revocable, with its last use; and the webhooks that tell them what happened.
 */
export function ApiKeysScreen() {
  const { t } = useLingui();
  const online = useOnline();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [made, setMade] = useState<(ApiKeyView & { key: string }) | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    fetchApiKeys().then(
      (keys) => setLoaded({ state: "ready", keys }),
      () => setLoaded({ state: "failed" }),
    );
  }, []);
  useEffect(() => {
    if (online) load();
  }, [online, load]);

  const revoke = async (key: ApiKeyView) => {
    setBusy(true);
    const name = key.name;
    try {
      await revokeApiKey(key._id);
      showToast(t`${name} stopped working.`, "success");
    } catch {
      showToast(online ? messageText("wentWrong") : t`You're offline: this needs a connection`, "danger");
    } finally {
      setBusy(false);
      setRevoking(null);
      load();
    }
  };
  const revokingName = revoking?.name ?? "";

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`API keys and webhooks`}
        back={{ to: "/user/profile" }}
        backLabel={t`Back`}
        subtitle={t`For your scripts and Home Assistant`}
      />
      <p className="muted">
        <Trans>
          A script or Home Assistant sends a key as a bearer token to Odo’s API (its reference is at{" "}
          <a href="/api/docs">/api/docs</a>). Whatever it logs goes through the same checks as the app, with your plan
          and your roles.
        </Trans>
      </p>
      {!online && loaded.state !== "ready" && (
        <p className="notice" role="status">
          <Trans>Connect to see or make your API keys.</Trans>
        </p>
      )}
      {made ? (
        <MadeKey made={made} onDone={() => setMade(null)} />
      ) : (
        <NewApiKeyForm
          online={online}
          onMade={(key) => {
            setMade(key);
            load();
          }}
        />
      )}
      {loaded.state === "loading" && online && <Spinner label={t`Loading your API keys…`} />}
      {loaded.state === "failed" && online && <p className="muted">{messageText("wentWrong")}</p>}
      {loaded.state === "ready" && (
        <section className="card stack" aria-labelledby="keys-title">
          <h2 id="keys-title">
            <Trans>Your keys</Trans>
          </h2>
          {loaded.keys.length === 0 ? (
            <p className="muted">
              <Trans>No keys yet.</Trans>
            </p>
          ) : (
            <ul className="device-list">
              {loaded.keys.map((key) => (
                <ApiKeyItem key={key._id} apiKey={key} disabled={!online || busy} onRevoke={() => setRevoking(key)} />
              ))}
            </ul>
          )}
        </section>
      )}
      <WebhooksSection online={online} />
      <ConfirmModal
        open={revoking !== null}
        destructive
        busy={busy}
        icon={<Icon name="trash" size={28} />}
        title={t`Revoke ${revokingName}?`}
        confirmLabel={t`Revoke`}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) void revoke(revoking);
        }}
      >
        <Trans>The script using it stops reaching Odo at once. What it logged stays.</Trans>
      </ConfirmModal>
    </main>
  );
}

function ApiKeyItem({ apiKey, disabled, onRevoke }: { apiKey: ApiKeyView; disabled: boolean; onRevoke: () => void }) {
  const { t } = useLingui();
  const made = day(apiKey.createdAt);
  const used = apiKey.lastUsedAt ? whenRelative(apiKey.lastUsedAt) : null;
  const name = apiKey.name;
  return (
    <li className="device">
      <Icon name={apiKey.scope === "log" ? "pencil" : "list"} />
      <span className="stack tight grow">
        <span>
          {name} <span className="badge-pill">{apiKey.scope === "log" ? t`Reads and logs` : t`Reads`}</span>
        </span>
        <span className="muted small-text">
          {used ? (
            <Trans>
              Made on {made} · last used {used}
            </Trans>
          ) : (
            <Trans>Made on {made} · never used</Trans>
          )}
        </span>
      </span>
      <button
        type="button"
        className="button secondary"
        disabled={disabled}
        onClick={onRevoke}
        aria-label={t`Revoke ${name}`}
      >
        <Trans>Revoke</Trans>
      </button>
    </li>
  );
}
