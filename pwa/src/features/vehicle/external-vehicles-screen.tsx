import { Trans, useLingui } from "@lingui/react/macro";
import {
  apiErrors,
  type ExternalVehicle,
  limitRefusal,
  vehicleCreateFromExternal,
  vehicleCreateSchema,
} from "@odo/domain";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { useVehicle, useVehicleLimits } from "../../data/garage.js";
import { addVehicle } from "../../shared/garage/vehicle-mutations.js";
import { distance } from "../../shared/i18n/format.js";
import { messageText } from "../../shared/i18n/messages.js";
import { externalVehicles, linkExternalVehicle } from "../../shared/integrations/strava.js";
import { useSignedInUser } from "../../shared/session/session-store.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { requestSyncNow } from "../../shared/sync/engine.js";
import { writeServerRows } from "../../shared/sync/server-rows.js";
import { useOnline } from "../../shared/sync/use-online.js";
import { Icon } from "../../shared/ui/icons.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { showToast } from "../../shared/ui/toasts.js";

type Load =
  | { kind: "loading" }
  | { kind: "offline" }
  | { kind: "failed" }
  | { kind: "ready"; bikes: ExternalVehicle[] };

/**
 * `/vehicle/add/integrations` (add a bike as a new bicycle) and `/vehicle/add/integrations/{id}`
 * (link a bike to that bicycle), SPEC §2. The list comes from Strava, so it needs a connection;
 * without one the server says "integration not found" and the app goes to the integrations list.
 */
export function ExternalVehiclesScreen({ vehicleId }: { vehicleId?: string | undefined }) {
  const { t } = useLingui();
  const db = useDatabase();
  const me = useMe(useSignedInUser());
  const online = useOnline();
  const navigate = useNavigate();
  const target = useVehicle(vehicleId ?? "");
  const limits = useVehicleLimits(me._id, me.subscription.plan);
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!online) {
      setLoad({ kind: "offline" });
      return;
    }
    let cancelled = false;
    void externalVehicles(me._id)
      .then(async (reply) => {
        if (cancelled) return;
        if (reply.status === 200) setLoad({ kind: "ready", bikes: reply.body.payload });
        else if (reply.body.message === apiErrors.INTEGRATION_NOT_FOUND.message) {
          await navigate({ to: "/available-integrations", search: vehicleId ? { vehicleId } : {}, replace: true });
        } else setLoad({ kind: "failed" });
      })
      .catch(() => !cancelled && setLoad({ kind: "offline" }));
    return () => {
      cancelled = true;
    };
  }, [me._id, online, navigate, vehicleId]);

  const linkMode = vehicleId !== undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const bike = load.kind === "ready" ? load.bikes.find((candidate) => candidate.id === picked) : undefined;
    if (!bike) {
      setError(messageText("selectVehicle"));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      if (linkMode) {
        const reply = await linkExternalVehicle(vehicleId, bike.id);
        if (reply.status !== 200) throw new Error(reply.body.message);
        await writeServerRows(db, [{ table: "vehicles", key: reply.body.payload._id, value: reply.body.payload }]);
        requestSyncNow(me._id);
        showToast(t`Linked to Strava. Its kilometres now follow the bike.`, "success");
        await navigate({ to: "/vehicle/$id", params: { id: vehicleId } });
      } else {
        const refusal = limits ? limitRefusal(limits, "bicycle") : undefined;
        if (refusal) {
          setError(messageText(refusal));
          return;
        }
        const created = await addVehicle(db, vehicleCreateSchema.parse(vehicleCreateFromExternal(bike)));
        showToast(t`${created.fullname} was added from Strava.`, "success");
        await navigate({ to: "/user" });
      }
    } catch {
      setError(messageText("wentWrong"));
    } finally {
      setSaving(false);
    }
  };

  const title = linkMode ? t`Link a Strava bike` : t`Add a bike from Strava`;
  const subtitle = linkMode && target ? target.fullname : t`Choose one of your bikes`;
  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={title}
        back={linkMode ? { to: "/vehicle/$id", params: { id: vehicleId } } : { to: "/vehicle/add" }}
        backLabel={t`Back`}
        subtitle={subtitle}
      />
      {load.kind === "loading" && <Spinner label={t`Loading your bikes…`} />}
      {load.kind === "offline" && (
        <p className="notice" role="status">
          <Trans>Your Strava bikes load from Strava: connect to the internet to choose one.</Trans>
        </p>
      )}
      {load.kind === "failed" && (
        <p className="form-error" role="alert">
          <Trans>Strava did not answer. Try again in a few minutes.</Trans>
        </p>
      )}
      {load.kind === "ready" && load.bikes.length === 0 && (
        <section className="card empty">
          <Icon name="bicycle" size={40} />
          <h2>
            <Trans>No bikes on your Strava profile</Trans>
          </h2>
          <p>
            <Trans>Add a bike in Strava's gear settings, then come back.</Trans>
          </p>
        </section>
      )}
      {load.kind === "ready" && load.bikes.length > 0 && (
        <form className="card form" onSubmit={(event) => void submit(event)} noValidate>
          <fieldset className="choice-cards">
            <legend>
              <Trans>Your bikes on Strava</Trans>
            </legend>
            {load.bikes.map((bike) => (
              <label key={bike.id} className={`choice-card${picked === bike.id ? " selected" : ""}`}>
                <input
                  type="radio"
                  name="bike"
                  value={bike.id}
                  checked={picked === bike.id}
                  onChange={() => setPicked(bike.id)}
                />
                <Icon name="bicycle" size={28} />
                <span className="choice-text">
                  <span className="choice-title">{bike.name}</span>
                  <span className="choice-description">
                    {[bike.nickname, distance(bike.converted_distance)].filter(Boolean).join(" · ")}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button" disabled={saving}>
            {linkMode ? <Trans>Link this bike</Trans> : <Trans>Add this bike</Trans>}
          </button>
        </form>
      )}
    </main>
  );
}
