import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ConnectStravaButton } from "../../shared/integrations/connect-strava-button.js";
import { useSignedInUser } from "../../shared/session/session-store.js";
import { useMe } from "../../shared/sync/context.js";
import { Icon } from "../../shared/ui/icons.js";
import { Modal } from "../../shared/ui/modal.js";
import { PageHeader } from "../../shared/ui/page.js";

/**
 * `/available-integrations` (SPEC §2): the two fitness services. Strava connects (or, connected,
 * goes to picking a bike); the second service is not available yet and says so.
 */
export function AvailableIntegrationsScreen({ vehicleId }: { vehicleId?: string | undefined }) {
  const { t } = useLingui();
  const me = useMe(useSignedInUser());
  const [comingSoon, setComingSoon] = useState(false);
  const connected = me.integrations.includes("strava");

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Integrations`}
        back={vehicleId ? { to: "/vehicle/$id", params: { id: vehicleId } } : { to: "/user/profile" }}
        backLabel={t`Back`}
        subtitle={t`Bring your bikes and their kilometres from a fitness service.`}
      />
      <section className="card stack" aria-labelledby="strava-title">
        <div className="row spread">
          <h2 id="strava-title">Strava</h2>
          {connected && (
            <span className="badge-pill verified">
              <Icon name="check" size={14} />
              <Trans>Connected</Trans>
            </span>
          )}
        </div>
        <p className="muted">
          <Trans>
            Import your bikes, or link one to a bicycle you have here: its distance keeps the kilometres up to date.
          </Trans>
        </p>
        <ConnectStravaButton
          {...(vehicleId ? { vehicleId } : {})}
          label={connected ? t`Choose a bike` : t`Connect Strava`}
        />
      </section>
      <section className="card stack" aria-labelledby="garmin-title">
        <h2 id="garmin-title">Garmin Connect</h2>
        <p className="muted">
          <Trans>Your Garmin bikes and their distance.</Trans>
        </p>
        <button type="button" className="button secondary" onClick={() => setComingSoon(true)}>
          <Trans>Connect Garmin</Trans>
        </button>
      </section>
      <Modal
        open={comingSoon}
        title={t`Coming soon`}
        icon={<Icon name="clock" size={28} />}
        onClose={() => setComingSoon(false)}
        actions={
          <button type="button" className="button" onClick={() => setComingSoon(false)}>
            <Trans>Got it</Trans>
          </button>
        }
      >
        <Trans>Garmin Connect is not available yet. Strava works today.</Trans>
      </Modal>
    </main>
  );
}
