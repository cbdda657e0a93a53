import { Trans, useLingui } from "@lingui/react/macro";
import type { SessionView } from "@odo/domain";
import { useCallback, useEffect, useState } from "react";
import { day, whenRelative } from "../../shared/i18n/format.js";
import { messageText } from "../../shared/i18n/messages.js";
import { ConfirmModal } from "../../shared/ui/confirm-modal.js";
import { Icon } from "../../shared/ui/icons.js";
import { Spinner } from "../../shared/ui/page.js";
import { showToast } from "../../shared/ui/toasts.js";
import { fetchSessions, type Refusal, signDeviceOut, signOtherDevicesOut } from "./account-api.js";

type Loaded = { state: "loading" } | { state: "failed" } | { state: "ready"; sessions: SessionView[] };

/** A device as its browser and system name it ("Chrome on Android"). */
function useDeviceLabel() {
  const { t } = useLingui();
  return ({ browser, os }: Pick<SessionView, "browser" | "os">) => {
    if (browser && os) return t`${browser} on ${os}`;
    return browser ?? os ?? t`Unknown device`;
  };
}

/** One device signed in to the account, with a way to sign it out unless it is this one. */
function DeviceItem({
  name,
  session,
  disabled,
  onSignOut,
}: {
  name: string;
  session: SessionView;
  disabled: boolean;
  onSignOut: () => void;
}) {
  const lastUsed = whenRelative(session.lastSeenAt);
  // Two phones of one kind read alike ("Chrome on Android"): when each signed in tells them apart.
  const signedIn = day(session.createdAt);
  return (
    <li className="device">
      <Icon name={session.current ? "check" : "user"} />
      <span className="stack tight grow">
        <span>
          {name}{" "}
          {session.current && (
            <span className="badge-pill verified">
              <Trans>This device</Trans>
            </span>
          )}
        </span>
        <span className="muted small-text">
          <Trans>
            Signed in on {signedIn} · last used {lastUsed}
          </Trans>
        </span>
      </span>
      {!session.current && (
        <button type="button" className="button secondary" disabled={disabled} onClick={onSignOut}>
          <Trans>Sign out</Trans>
        </button>
      )}
    </li>
  );
}

/** Where the account is signed in; any other device can be signed out, one or all at once. */
export function DevicesSection({ online }: { online: boolean }) {
  const { t } = useLingui();
  const label = useDeviceLabel();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [asking, setAsking] = useState<SessionView | "all" | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    fetchSessions().then(
      (sessions) => setLoaded({ state: "ready", sessions }),
      () => setLoaded({ state: "failed" }),
    );
  }, []);
  useEffect(() => {
    if (online) load();
  }, [online, load]);

  const act = async (work: () => Promise<Refusal>, done: string) => {
    setBusy(true);
    try {
      const refusal = await work();
      showToast(refusal ?? done, refusal ? "danger" : "success");
    } catch {
      showToast(t`You're offline: this needs a connection`, "danger");
    } finally {
      setBusy(false);
      setAsking(null);
      load();
    }
  };
  const others = loaded.state === "ready" ? loaded.sessions.filter((session) => !session.current) : [];
  const device = asking && asking !== "all" ? label(asking) : "";

  return (
    <section className="card" aria-labelledby="devices-title">
      <h2 id="devices-title">
        <Trans>Where you're signed in</Trans>
      </h2>
      {loaded.state === "loading" && online && <Spinner label={t`Loading your devices…`} />}
      {(loaded.state === "failed" || (!online && loaded.state !== "ready")) && (
        <p className="muted">
          {online ? messageText("wentWrong") : <Trans>Connect to see the devices signed in to your account.</Trans>}
        </p>
      )}
      {loaded.state === "ready" && (
        <ul className="device-list">
          {loaded.sessions.map((session) => (
            <DeviceItem
              key={session._id}
              name={label(session)}
              session={session}
              disabled={!online || busy}
              onSignOut={() => setAsking(session)}
            />
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <button type="button" className="button danger" disabled={!online || busy} onClick={() => setAsking("all")}>
          <Trans>Sign out every other device</Trans>
        </button>
      )}
      <ConfirmModal
        open={asking !== null}
        destructive
        busy={busy}
        icon={<Icon name="logout" size={28} />}
        title={asking === "all" ? t`Sign out every other device?` : t`Sign out this device?`}
        confirmLabel={t`Sign out`}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking === "all") void act(signOtherDevicesOut, t`Your other devices were signed out.`);
          else if (asking) void act(() => signDeviceOut(asking._id), t`${device} was signed out.`);
        }}
      >
        {asking === "all" ? (
          <Trans>
            They are signed out now; whatever they had not sent yet waits on them until someone signs in there again.
          </Trans>
        ) : (
          <Trans>
            {device} is signed out now; whatever it had not sent yet waits on it until someone signs in there again.
          </Trans>
        )}
      </ConfirmModal>
    </section>
  );
}
