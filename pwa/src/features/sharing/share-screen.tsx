import { Trans, useLingui } from "@lingui/react/macro";
import {
  qrSizes,
  type ShareRole,
  shareQrWithVisit,
  shareRoles,
  takesWorkshopVisits,
  type VehicleShare,
} from "@odo/domain";
import { useEffect, useRef, useState } from "react";
import { useVehicle } from "../../data/garage.js";
import { dateTime, day } from "../../shared/i18n/format.js";
import { messageText } from "../../shared/i18n/messages.js";
import { shareRoleAbility, shareRoleName } from "../../shared/i18n/sharing-labels.js";
import { api } from "../../shared/session/api.js";
import { useOnline } from "../../shared/sync/use-online.js";
import { ConfirmModal } from "../../shared/ui/confirm-modal.js";
import { Icon } from "../../shared/ui/icons.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { QrCode } from "../../shared/ui/qr-code.js";
import { Switch } from "../../shared/ui/switch.js";
import { showToast } from "../../shared/ui/toasts.js";
import { CopyCodeButton } from "./copy-code-button.js";
import { LeaveSharedVehicle } from "./leave-shared-vehicle.js";
import { revokeAccess, useShares } from "./use-shares.js";

interface Grant {
  qr: string;
  role: ShareRole;
  expiresAt: string;
}

/** How often the owner's list of people with access is read while a QR is on screen. */
const listRefreshMs = 5_000;

/**
 * `/vehicle/share/{id}` (SPEC §2, §6): the owner picks a client type, shows its QR, sees who has
 * access and takes it back. Someone the vehicle is shared with can give their access up here.
 */
export function ShareScreen({ vehicleId }: { vehicleId: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const vehicle = useVehicle(vehicleId);
  const owner = Boolean(vehicle && !vehicle.access);
  const { state: shares, refresh } = useShares(vehicleId, owner && online);
  const [role, setRole] = useState<ShareRole>("workshop");
  const [grant, setGrant] = useState<Grant | null>(null);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<VehicleShare | null>(null);
  const [maintenanceVisit, setMaintenanceVisit] = useState(false);
  const qrPanel = useRef<HTMLElement>(null);
  // The code is what the other phone must see: bring it on screen rather than below the fold.
  useEffect(() => {
    if (grant) qrPanel.current?.scrollIntoView({ block: "center" });
  }, [grant]);

  useEffect(() => {
    if (!grant) return;
    const timer = setInterval(() => void refresh(), listRefreshMs);
    return () => clearInterval(timer);
  }, [grant, refresh]);

  if (vehicle === undefined) return <Spinner label={t`Loading…`} />;
  if (vehicle === null) {
    return (
      <main id="main" className="page narrow">
        <PageHeader title={t`Share`} back={{ to: "/user" }} backLabel={t`Back`} />
        <p className="card muted">
          <Trans>This vehicle is not on this device.</Trans>
        </p>
      </main>
    );
  }
  const name = vehicle.fullname;
  const header = (
    <PageHeader
      title={t`Share ${name}`}
      back={{ to: "/vehicle/$id", params: { id: vehicle._id } }}
      backLabel={t`Back`}
      subtitle={vehicle.plateNumber ?? vehicle.model}
    />
  );
  if (vehicle.access) {
    return (
      <main id="main" className="page narrow">
        {header}
        <LeaveSharedVehicle vehicle={vehicle} access={vehicle.access} />
      </main>
    );
  }

  const createGrant = async () => {
    setCreating(true);
    setError(null);
    try {
      const reply = await api<{ payload: Grant }>(`/vehicles/${vehicle._id}/shares`, {
        method: "POST",
        body: { role },
      });
      if (reply.status === 200) setGrant(reply.body.payload);
      else setError(messageText("wentWrong"));
    } catch {
      setError(t`Sharing needs a connection. Try again when you are online.`);
    } finally {
      setCreating(false);
    }
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    const person = revoking.name;
    const done = await revokeAccess(vehicle._id, revoking.userId);
    setRevoking(null);
    if (done) showToast(t`${person} no longer has access.`, "success");
    else showToast(messageText("wentWrong"), "danger");
    await refresh();
  };

  // What the QR holds and the copy button copies: with the visit digit for a workshop.
  const sharedCode =
    grant && takesWorkshopVisits(grant.role) ? shareQrWithVisit(grant.qr, maintenanceVisit) : (grant?.qr ?? "");

  return (
    <main id="main" className="page narrow">
      {header}
      {!online && (
        <p className="notice" role="status">
          <Trans>You are offline. Sharing needs a connection; the people who already have access keep it.</Trans>
        </p>
      )}
      <form
        className="card stack"
        onSubmit={(event) => {
          event.preventDefault();
          void createGrant();
        }}
      >
        <fieldset className="choice-cards">
          <legend>
            <Trans>Who are you sharing it with?</Trans>
          </legend>
          {shareRoles.map((option) => (
            <label key={option} className={`choice-card${role === option ? " selected" : ""}`}>
              <input
                type="radio"
                name="role"
                value={option}
                checked={role === option}
                onChange={() => {
                  setRole(option);
                  setGrant(null);
                }}
              />
              <span className="choice-text">
                <span className="choice-title">{shareRoleName(option)}</span>
                <span className="choice-description">{shareRoleAbility(option)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button" disabled={!online || creating}>
          <Icon name="qr" size={18} />
          <Trans>Show the QR code</Trans>
        </button>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>

      {grant && (
        <section ref={qrPanel} className="card qr-panel" aria-labelledby="grant-title">
          <h2 id="grant-title">{shareRoleName(grant.role)}</h2>
          {takesWorkshopVisits(grant.role) && (
            <Switch name="maintenanceVisit" checked={maintenanceVisit} onChange={setMaintenanceVisit}>
              <Trans>Maintenance visit: it shows as in the workshop until they mark it done</Trans>
            </Switch>
          )}
          <QrCode value={sharedCode} size={qrSizes.share} label={t`Share QR code for ${name}`} />
          <p className="muted">
            <Trans>Ask them to open Odo, tap “Scan” in their garage and point the camera here.</Trans>
          </p>
          {/* A line of its own, without a closing period: a time such as "11:20 a. m." ends in one. */}
          <p className="muted">
            <Trans>Valid until {dateTime(grant.expiresAt)}</Trans>
          </p>
          <CopyCodeButton code={sharedCode} />
        </section>
      )}

      <section className="card" aria-labelledby="access-title">
        <h2 id="access-title">
          <Trans>Who has access</Trans>
        </h2>
        {shares.status === "loading" && online && <Spinner label={t`Loading…`} />}
        {(shares.status === "offline" || (!online && shares.status === "loading")) && (
          <p className="muted">
            <Trans>Connect to see who has access.</Trans>
          </p>
        )}
        {shares.status === "failed" && <p className="form-error">{messageText("wentWrong")}</p>}
        {shares.status === "ready" && shares.shares.length === 0 && (
          <p className="muted">
            <Trans>Only you. Nobody else sees this vehicle.</Trans>
          </p>
        )}
        {shares.status === "ready" && shares.shares.length > 0 && (
          <ul className="access-list">
            {shares.shares.map((share) => (
              <li key={share.userId} className="access-row">
                <span className="access-text">
                  <span className="access-name">{share.name || share.username}</span>
                  <span className="muted">
                    {shareRoleName(share.role)} · <Trans>since {day(share.createdAt)}</Trans>
                  </span>
                </span>
                <button type="button" className="button secondary small" onClick={() => setRevoking(share)}>
                  <Trans>Remove access</Trans>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmModal
        open={revoking !== null}
        destructive
        icon={<Icon name="shield" size={28} />}
        title={t`Remove access?`}
        confirmLabel={t`Remove access`}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
      >
        {revoking && (
          <Trans>
            {revoking.name || revoking.username} will no longer see {name}. It leaves their device the next time it
            syncs.
          </Trans>
        )}
      </ConfirmModal>
    </main>
  );
}
