import { Trans, useLingui } from "@lingui/react/macro";
import { apiErrors, planFeatureErrorKey, planIncludes } from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { money } from "../i18n/format.js";
import { messageText } from "../i18n/messages.js";
import { usePlanAppliedOnDevice } from "../plan/plan-on-device.js";
import { useSignedInUser } from "../session/session-store.js";
import { usePlanPrices } from "../session/use-client-config.js";
import { useMe } from "../sync/context.js";
import { useOnline } from "../sync/use-online.js";
import { ConfirmModal } from "../ui/confirm-modal.js";
import { Icon } from "../ui/icons.js";
import { stravaAuthorizeUrl } from "./strava.js";

/**
 * Connects Strava (SPEC §4 "Integration state"): with a connection already made it goes straight
 * to picking a bike; otherwise it sends the browser to Strava's authorization page. Offline it
 * says that connecting needs a connection. Strava comes with the basic plan (SPEC §6): on the free
 * plan the button offers the plans instead.
 */
export function ConnectStravaButton({ vehicleId, label }: { vehicleId?: string; label?: string }) {
  const { t } = useLingui();
  const me = useMe(useSignedInUser());
  const online = useOnline();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needsPlan, setNeedsPlan] = useState(false);
  const prices = usePlanPrices(me.country);
  const price = money(prices.basic.month, prices.currency);
  const plan = usePlanAppliedOnDevice(me);

  const connect = async () => {
    if (!planIncludes(plan, "fitnessIntegration")) {
      setNeedsPlan(true);
      return;
    }
    if (me.integrations.includes("strava")) {
      await (vehicleId
        ? navigate({ to: "/vehicle/add/integrations/$vehicleId", params: { vehicleId } })
        : navigate({ to: "/vehicle/add/integrations" }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const reply = await stravaAuthorizeUrl(vehicleId);
      if (reply.status === 200) {
        window.location.assign(reply.body.payload.url);
        return;
      }
      // The plan changed on another device since this one last synced.
      if (planFeatureErrorKey({ status: reply.status, message: reply.body.message })) {
        setNeedsPlan(true);
        setBusy(false);
        return;
      }
      setError(
        reply.body.message === apiErrors.INTEGRATION_UNAVAILABLE.message
          ? t`Strava is not available on this server yet.`
          : messageText("wentWrong"),
      );
    } catch {
      setError(t`Connecting Strava needs a connection.`);
    }
    setBusy(false);
  };

  return (
    <div className="stack tight">
      <button type="button" className="button strava" disabled={!online || busy} onClick={() => void connect()}>
        <Icon name="plug" size={18} />
        {label ?? t`Connect Strava`}
      </button>
      {!online && (
        <p className="muted small-text">
          <Trans>Connecting Strava needs a connection.</Trans>
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <ConfirmModal
        open={needsPlan}
        title={t`Strava comes with the basic plan`}
        icon={<Icon name="crown" size={28} />}
        confirmLabel={t`See the plans`}
        onConfirm={() => void navigate({ to: "/plans" })}
        onCancel={() => setNeedsPlan(false)}
      >
        <Trans>
          The basic plan ({price} a month) imports your bikes from Strava and keeps their kilometres up to date.
        </Trans>
      </ConfirmModal>
    </div>
  );
}
