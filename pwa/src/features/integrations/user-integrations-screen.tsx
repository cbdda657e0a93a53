import { Trans, useLingui } from "@lingui/react/macro";
import type { IntegrationName, User } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { disconnectIntegration } from "../../shared/integrations/strava.js";
import { refreshSessionUser, useSignedInUser } from "../../shared/session/session-store.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { writeServerRows } from "../../shared/sync/server-rows.js";
import { useOnline } from "../../shared/sync/use-online.js";
import { ConfirmModal } from "../../shared/ui/confirm-modal.js";
import { Icon } from "../../shared/ui/icons.js";
import { Modal } from "../../shared/ui/modal.js";
import { PageHeader } from "../../shared/ui/page.js";
import { showToast } from "../../shared/ui/toasts.js";

const serviceNames: Record<IntegrationName, string> = { strava: "Strava", garmin: "Garmin Connect" };

/**
 * `/user/integrations` (SPEC §2): the connected services, each with a disconnect button and a
 * confirmation; a failed disconnect shows the error modal with the server's message.
 */
export function UserIntegrationsScreen() {
  const { t } = useLingui();
  const db = useDatabase();
  const me = useMe(useSignedInUser());
  const online = useOnline();
  const [confirming, setConfirming] = useState<IntegrationName | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const disconnect = async (name: IntegrationName) => {
    setBusy(true);
    try {
      const reply = await disconnectIntegration(name);
      setConfirming(null);
      if (reply.status === 200) {
        const user: User = reply.body.user;
        await writeServerRows(db, [{ table: "users", key: user._id, value: user }]);
        refreshSessionUser(user);
        const service = serviceNames[name];
        showToast(t`${service} is disconnected.`, "success");
      } else {
        setFailure(t`The integration could not be disconnected. Try again in a few minutes.`);
      }
    } catch {
      setConfirming(null);
      setFailure(t`Disconnecting needs a connection.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Integrations`}
        back={{ to: "/user/profile" }}
        backLabel={t`Back`}
        subtitle={t`Connected services`}
      />
      {!online && (
        <p className="notice" role="status">
          <Trans>You are offline. Connecting or disconnecting a service needs a connection.</Trans>
        </p>
      )}
      {me.integrations.length === 0 ? (
        <section className="card empty">
          <Icon name="plug" size={40} />
          <h2>
            <Trans>No services connected</Trans>
          </h2>
          <p>
            <Trans>Connect Strava to import your bikes and keep their kilometres up to date.</Trans>
          </p>
          <Link to="/available-integrations" className="button">
            <Trans>See integrations</Trans>
          </Link>
        </section>
      ) : (
        <section className="card stack" aria-label={t`Connected services`}>
          <ul className="access-list">
            {me.integrations.map((name) => (
              <li key={name} className="access-row">
                <span className="access-text">
                  <span className="access-name">{serviceNames[name]}</span>
                  <span className="muted">
                    <Trans>Connected</Trans>
                  </span>
                </span>
                <button
                  type="button"
                  className="button danger quiet small"
                  disabled={!online}
                  onClick={() => setConfirming(name)}
                >
                  <Trans>Disconnect</Trans>
                </button>
              </li>
            ))}
          </ul>
          <Link to="/available-integrations" className="text-link">
            <Trans>See integrations</Trans>
          </Link>
        </section>
      )}
      <ConfirmModal
        open={confirming !== null}
        destructive
        icon={<Icon name="plug" size={28} />}
        title={confirming ? t`Disconnect ${serviceNames[confirming]}?` : ""}
        confirmLabel={t`Disconnect`}
        busy={busy}
        onConfirm={() => confirming && void disconnect(confirming)}
        onCancel={() => setConfirming(null)}
      >
        <Trans>Odo stops reading your bikes' distance. Bikes you imported stay, with the kilometres they have.</Trans>
      </ConfirmModal>
      <Modal
        open={failure !== null}
        tone="danger"
        icon={<Icon name="close" size={28} />}
        title={t`Attention`}
        onClose={() => setFailure(null)}
        actions={
          <button type="button" className="button" onClick={() => setFailure(null)}>
            <Trans>Got it</Trans>
          </button>
        }
      >
        {failure}
      </Modal>
    </main>
  );
}
