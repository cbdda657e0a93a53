import { Trans, useLingui } from "@lingui/react/macro";
import { apiErrors, integrationCallbackQuerySchema, refusedAuthorizationError, timing, type User } from "@odo/domain";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { finishStravaConnection } from "../../shared/integrations/strava.js";
import { refreshSessionUser, useSignedInUser } from "../../shared/session/session-store.js";
import { useDatabase } from "../../shared/sync/context.js";
import { writeServerRows } from "../../shared/sync/server-rows.js";
import { Icon } from "../../shared/ui/icons.js";
import { Spinner } from "../../shared/ui/page.js";

export interface CallbackQuery {
  code?: string | undefined;
  scope?: string | undefined;
  state?: string | undefined;
  vehicleId?: string | undefined;
  error?: string | undefined;
}

type Phase = { kind: "loading" } | { kind: "success"; vehicleId: string | null } | { kind: "error"; text: string };

/**
 * `integrations/callback` (SPEC §4 "Integration callback"): where Strava sends the browser back.
 * Loading, then success (after 2 s on to picking a bike) or an error with retry and back.
 */
export function IntegrationCallbackScreen({ query }: { query: CallbackQuery }) {
  const { t } = useLingui();
  const db = useDatabase();
  const me = useSignedInUser();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const started = useRef(false);

  useEffect(() => {
    // The code is single use: React's development double effect must not spend it twice.
    if (started.current) return;
    started.current = true;
    const finish = async () => {
      if (query.error === refusedAuthorizationError) {
        setPhase({ kind: "error", text: t`You did not allow Odo on Strava, so nothing was connected.` });
        return;
      }
      const parsed = integrationCallbackQuerySchema.safeParse(query);
      if (!parsed.success || !query.state) {
        setPhase({ kind: "error", text: t`Strava's answer is missing its code. Start connecting again.` });
        return;
      }
      try {
        const reply = await finishStravaConnection(me._id, parsed.data.code, query.state);
        if (reply.status === 200) {
          const user: User = reply.body.user;
          await writeServerRows(db, [{ table: "users", key: user._id, value: user }]);
          refreshSessionUser(user);
          setPhase({ kind: "success", vehicleId: reply.body.vehicleId });
        } else if (reply.body.message === apiErrors.USER_NOT_AUTHENTICATED.message) {
          setPhase({ kind: "error", text: t`This connection was started by another session. Start connecting again.` });
        } else {
          setPhase({ kind: "error", text: t`Strava did not accept the connection. Try again.` });
        }
      } catch {
        setPhase({ kind: "error", text: t`Connecting Strava needs a connection.` });
      }
    };
    void finish();
  }, [query, db, me._id, t]);

  useEffect(() => {
    if (phase.kind !== "success") return;
    const vehicleId = phase.vehicleId;
    const timer = setTimeout(() => {
      void (vehicleId
        ? navigate({ to: "/vehicle/add/integrations/$vehicleId", params: { vehicleId }, replace: true })
        : navigate({ to: "/vehicle/add/integrations", replace: true }));
    }, timing.integrationCallbackRedirectMs);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  return (
    <main id="main" className="page narrow">
      <h1 className="visually-hidden">
        <Trans>Connecting Strava</Trans>
      </h1>
      <section className="card empty">
        {phase.kind === "loading" && <Spinner label={t`Connecting Strava…`} />}
        {phase.kind === "success" && (
          <>
            <div className="modal-icon tone-success">
              <Icon name="check" size={28} />
            </div>
            <h2>
              <Trans>Strava is connected</Trans>
            </h2>
            <p role="status">
              <Trans>Now choose your bike…</Trans>
            </p>
          </>
        )}
        {phase.kind === "error" && (
          <>
            <div className="modal-icon tone-danger">
              <Icon name="close" size={28} />
            </div>
            <h2>
              <Trans>Strava was not connected</Trans>
            </h2>
            <p role="alert">{phase.text}</p>
            <div className="row wrap">
              <button type="button" className="button" onClick={() => window.location.reload()}>
                <Trans>Retry</Trans>
              </button>
              <Link to="/user" className="button secondary">
                <Trans>Back</Trans>
              </Link>
            </div>
          </>
        )}
      </section>
    </main>
  );
}
