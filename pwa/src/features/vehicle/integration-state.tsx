import { Trans, useLingui } from "@lingui/react/macro";
import { isConnectedToIntegration, type Vehicle } from "@odo/domain";
import { useState } from "react";
import { distance as distanceText } from "../../shared/i18n/format.js";
import { ConnectStravaButton } from "../../shared/integrations/connect-strava-button.js";
import { Icon } from "../../shared/ui/icons.js";
import { Modal } from "../../shared/ui/modal.js";

/**
 * A bicycle's Strava link (SPEC §4 "Integration state"): connected bikes show "done" and a modal
 * with a link to the bike on Strava; the others connect.
 */
export function IntegrationState({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  if (!isConnectedToIntegration(vehicle)) {
    return (
      <section className="card stack" aria-labelledby="strava-link-title">
        <h2 id="strava-link-title">Strava</h2>
        <p className="muted">
          <Trans>Link this bicycle to your Strava bike and its kilometres follow your rides.</Trans>
        </p>
        <ConnectStravaButton vehicleId={vehicle._id} />
      </section>
    );
  }
  const distance = vehicle.externalDistance;
  return (
    <>
      <button type="button" className="button secondary strava-done" onClick={() => setOpen(true)}>
        <Icon name="check" size={18} />
        <Trans>Strava: done</Trans>
      </button>
      <Modal
        open={open}
        tone="success"
        icon={<Icon name="check" size={28} />}
        title={t`Linked to Strava`}
        onClose={() => setOpen(false)}
        actions={
          <>
            <a
              className="button secondary"
              href={`https://www.strava.com/bikes/${encodeURIComponent(vehicle.extId ?? "")}`}
              target="_blank"
              rel="noopener"
            >
              <Trans>Open on Strava</Trans>
            </a>
            <button type="button" className="button" onClick={() => setOpen(false)}>
              <Trans>Got it</Trans>
            </button>
          </>
        }
      >
        {distance !== null ? (
          <Trans>Strava counts {distanceText(distance)} on this bike; the odometer follows it.</Trans>
        ) : (
          <Trans>The odometer follows this bike's distance on Strava.</Trans>
        )}
      </Modal>
    </>
  );
}
