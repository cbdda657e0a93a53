import { Trans, useLingui } from "@lingui/react/macro";
import { apiErrors } from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { messageText } from "../i18n/messages.js";
import { useSignedInUser } from "../session/session-store.js";
import { useMe } from "../sync/context.js";
import { useOnline } from "../sync/use-online.js";
import { Icon } from "../ui/icons.js";
import { stravaAuthorizeUrl } from "./strava.js";

/**
 * Connects Strava (SPEC §4 "Integration state"): with a connection already made it goes straight
 * to picking a bike; otherwise it sends the browser to Strava's authorization page. Offline it
 * says that connecting needs a connection.
 */
export function ConnectStravaButton({ vehicleId, label }: { vehicleId?: string; label?: string }) {
  const { t } = useLingui();
  const me = useMe(useSignedInUser());
  const online = useOnline();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const connect = async () => {
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
    </div>
  );
}
