import { Trans, useLingui } from "@lingui/react/macro";
import type { WebhookDelivery, WebhookView } from "@odo/domain";
import { useCallback, useEffect, useState } from "react";
import { whenRelative } from "../../shared/i18n/format.js";
import { messageText } from "../../shared/i18n/messages.js";
import { ConfirmModal } from "../../shared/ui/confirm-modal.js";
import { TextField } from "../../shared/ui/field.js";
import { Icon } from "../../shared/ui/icons.js";
import { Spinner } from "../../shared/ui/page.js";
import { showToast } from "../../shared/ui/toasts.js";
import { useWebhookEventNames } from "./webhook-event-names.js";
import { WebhookForm } from "./webhook-form.js";
import { deleteWebhook, enableWebhook, fetchWebhooks } from "./webhooks-api.js";

type Loaded = { state: "loading" } | { state: "failed" } | { state: "ready"; hooks: WebhookView[] };

function DeliveryLine({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useLingui();
  const eventName = useWebhookEventNames();
  const when = whenRelative(delivery.createdAt);
  const status = delivery.lastStatus === null ? t`no answer` : String(delivery.lastStatus);
  const tries = delivery.attempts;
  const state = {
    delivered: t`delivered`,
    pending: tries === 0 ? t`waiting` : t`trying again (${tries} tries, last: ${status})`,
    failed: t`given up (${tries} tries, last: ${status})`,
  }[delivery.state];
  return (
    <li className={`webhook-delivery ${delivery.state}`}>
      <span>{eventName(delivery.type)}</span>
      <span className="muted small-text">
        {when} · {state}
      </span>
    </li>
  );
}

function WebhookItem({
  hook,
  disabled,
  onDelete,
  onEnable,
}: {
  hook: WebhookView;
  disabled: boolean;
  onDelete: () => void;
  onEnable: () => void;
}) {
  const { t } = useLingui();
  const url = hook.url;
  return (
    <li className="stack tight webhook">
      <span className="webhook-url">{url}</span>
      {hook.disabledAt && (
        <p className="notice" role="status">
          <Trans>Stopped after failing again and again. Fix the receiver, then turn it on.</Trans>
        </p>
      )}
      {hook.deliveries.length === 0 ? (
        <p className="muted small-text">
          <Trans>Nothing sent yet.</Trans>
        </p>
      ) : (
        <ul className="webhook-log" aria-label={t`Last deliveries to ${url}`}>
          {hook.deliveries.map((delivery) => (
            <DeliveryLine key={delivery._id} delivery={delivery} />
          ))}
        </ul>
      )}
      <div className="row wrap">
        {hook.disabledAt && (
          <button type="button" className="button secondary" disabled={disabled} onClick={onEnable}>
            <Trans>Turn it on</Trans>
          </button>
        )}
        <button
          type="button"
          className="button danger"
          disabled={disabled}
          onClick={onDelete}
          aria-label={t`Delete ${url}`}
        >
          <Trans>Delete</Trans>
        </button>
      </div>
    </li>
  );
}

/** A secret just made: shown this once, to set in the receiver. */
function MadeSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <div className="stack">
      <p className="notice" role="status">
        <Trans>
          Your receiver checks each message with this secret (any Standard Webhooks library does). Copy it now: it is
          not shown again.
        </Trans>
      </p>
      <TextField label={t`Signing secret`} readOnly value={secret} onFocus={(event) => event.currentTarget.select()} />
      <button type="button" className="button secondary" onClick={onDone}>
        <Trans>Done</Trans>
      </button>
    </div>
  );
}

/** Endpoints that receive signed messages, each with what was sent to it and how it went. */
export function WebhooksSection({ online }: { online: boolean }) {
  const { t } = useLingui();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebhookView | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    fetchWebhooks().then(
      (hooks) => setLoaded({ state: "ready", hooks }),
      () => setLoaded({ state: "failed" }),
    );
  }, []);
  useEffect(() => {
    if (online) load();
  }, [online, load]);

  const act = async (work: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await work();
      showToast(done, "success");
    } catch {
      showToast(online ? messageText("wentWrong") : t`You're offline: this needs a connection`, "danger");
    } finally {
      setBusy(false);
      setDeleting(null);
      load();
    }
  };
  const deletingUrl = deleting?.url ?? "";

  return (
    <section className="card stack" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">
        <Trans>Webhooks</Trans>
      </h2>
      <p className="muted">
        <Trans>
          Odo sends a signed message to your address when something happens, tries again if it does not answer, and
          stops after many failures.
        </Trans>
      </p>
      {secret ? (
        <MadeSecret secret={secret} onDone={() => setSecret(null)} />
      ) : (
        <WebhookForm
          online={online}
          onMade={(made) => {
            setSecret(made.secret);
            load();
          }}
        />
      )}
      {loaded.state === "loading" && online && <Spinner label={t`Loading your webhooks…`} />}
      {loaded.state === "ready" && loaded.hooks.length > 0 && (
        <ul className="webhook-list stack">
          {loaded.hooks.map((hook) => (
            <WebhookItem
              key={hook._id}
              hook={hook}
              disabled={!online || busy}
              onDelete={() => setDeleting(hook)}
              onEnable={() => void act(() => enableWebhook(hook._id), t`The webhook is on again.`)}
            />
          ))}
        </ul>
      )}
      <ConfirmModal
        open={deleting !== null}
        destructive
        busy={busy}
        icon={<Icon name="trash" size={28} />}
        title={t`Delete this webhook?`}
        confirmLabel={t`Delete`}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void act(() => deleteWebhook(deleting._id), t`The webhook was deleted.`);
        }}
      >
        <Trans>Nothing more is sent to {deletingUrl}, and its log goes with it.</Trans>
      </ConfirmModal>
    </section>
  );
}
