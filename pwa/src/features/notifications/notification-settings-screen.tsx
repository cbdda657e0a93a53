import { Trans, useLingui } from "@lingui/react/macro";
import {
  defaultNotificationSettings,
  defaultQuietHours,
  type NotificationSettings,
  notificationSettingsSchema,
  type User,
} from "@odo/domain";
import { type FormEvent, useEffect, useState } from "react";
import { useOwnVehiclesByName } from "../../data/garage.js";
import { timeZone } from "../../shared/i18n/format.js";
import {
  type PushAvailability,
  pushAvailability,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from "../../shared/notifications/web-push.js";
import { useSignedInUser } from "../../shared/session/session-store.js";
import { useDatabase, useMe } from "../../shared/sync/context.js";
import { runMutation } from "../../shared/sync/mutations.js";
import { useOnline } from "../../shared/sync/use-online.js";
import { FormError, TextField } from "../../shared/ui/field.js";
import { PageHeader } from "../../shared/ui/page.js";
import { Switch } from "../../shared/ui/switch.js";
import { showToast } from "../../shared/ui/toasts.js";

/** This browser's push: on, off, blocked, or not offered; switching needs the network. */
function PushSwitch({ onSubscribed }: { onSubscribed: (on: boolean) => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const [state, setState] = useState<PushAvailability | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void pushAvailability().then(setState);
  }, []);
  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      const next = on ? await subscribeThisDevice() : await unsubscribeThisDevice();
      setState(next);
      if (next === "on" || next === "off") onSubscribed(next === "on");
    } catch {
      showToast(t`Turning push on or off needs a connection. Try again when you are online.`, "danger");
    } finally {
      setBusy(false);
    }
  };
  if (state === null) return null;
  if (state === "unsupported") {
    return (
      <p className="muted">
        <Trans>This browser cannot receive push notifications. Install Odo on your home screen to get them.</Trans>
      </p>
    );
  }
  return (
    <>
      <Switch name="push" checked={state === "on"} disabled={busy || state === "blocked" || !online} onChange={toggle}>
        <Trans>Push notifications on this device</Trans>
      </Switch>
      {state === "blocked" && (
        <p className="notice" role="status">
          <Trans>
            Notifications are blocked for Odo in this browser. Allow them in the site settings, then come back.
          </Trans>
        </p>
      )}
      {!online && state !== "blocked" && (
        <p className="muted">
          <Trans>Connect to the internet to turn push on or off.</Trans>
        </p>
      )}
    </>
  );
}

/**
 * `/user/notifications`: how reminders reach the user with the app closed: push on this device,
 * mails when something falls due and on Mondays, quiet hours, and vehicles that stay silent.
 * Saved on the device and synced like the rest of the profile.
 */
export function NotificationSettingsScreen() {
  const me = useMe(useSignedInUser());
  // The form starts from what the device holds, and again if a sync brings other settings.
  return <NotificationSettingsForm key={JSON.stringify(me.notificationSettings ?? null)} me={me} />;
}

function NotificationSettingsForm({ me }: { me: User }) {
  const { t } = useLingui();
  const db = useDatabase();
  const vehicles = useOwnVehiclesByName(me._id);
  // A profile saved on the device before settings existed has none yet: the defaults.
  const stored = me.notificationSettings ?? defaultNotificationSettings;
  const [settings, setSettings] = useState<NotificationSettings>(stored);
  const [quietOn, setQuietOn] = useState(stored.quietHours !== null);
  const [quiet, setQuiet] = useState(stored.quietHours ?? defaultQuietHours);
  const [error, setError] = useState<string | null>(null);
  const change = (patch: Partial<NotificationSettings>) => setSettings((current) => ({ ...current, ...patch }));

  const save = async (next: NotificationSettings) => {
    const parsed = notificationSettingsSchema.safeParse({ ...next, timeZone: timeZone() });
    if (!parsed.success) {
      setError(t`Check the quiet hours: each is a time such as 22:00.`);
      return false;
    }
    setError(null);
    const notificationSettings = parsed.data;
    await runMutation(db, "user.update", { notificationSettings });
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await save({ ...settings, quietHours: quietOn ? quiet : null }))
      showToast(t`Notification settings saved.`, "success");
  };

  const muted = new Set(settings.mutedVehicles);
  const setMuted = (vehicleId: string, silent: boolean) => {
    const next = new Set(muted);
    if (silent) next.add(vehicleId);
    else next.delete(vehicleId);
    change({ mutedVehicles: [...next] });
  };

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Notifications`}
        back={{ to: "/user/profile" }}
        backLabel={t`Back`}
        subtitle={t`How Odo tells you what is due when the app is closed`}
      />
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <section className="card form" aria-labelledby="push-title">
          <h2 id="push-title">
            <Trans>On this phone</Trans>
          </h2>
          <PushSwitch
            onSubscribed={(on) => {
              change({ push: on });
              // The device's subscription is already on the server: save the choice with it.
              void save({ ...settings, push: on, quietHours: quietOn ? quiet : null });
            }}
          />
          <p className="field-hint">
            <Trans>Due items also show in the app and in the bell, with or without a connection.</Trans>
          </p>
        </section>

        <section className="card form" aria-labelledby="mail-title">
          <h2 id="mail-title">
            <Trans>By email</Trans>
          </h2>
          <Switch name="email" checked={settings.email} onChange={(email) => change({ email })}>
            <Trans>Email me when something falls due or a safety recall is found</Trans>
          </Switch>
          <Switch name="digest" checked={settings.digest} onChange={(digest) => change({ digest })}>
            <Trans>A summary of what is coming up, on Monday mornings</Trans>
          </Switch>
        </section>

        <section className="card form" aria-labelledby="quiet-title">
          <h2 id="quiet-title">
            <Trans>Quiet hours</Trans>
          </h2>
          <Switch name="quiet" checked={quietOn} onChange={setQuietOn}>
            <Trans>No push notifications at night</Trans>
          </Switch>
          {quietOn && (
            <div className="grid-2">
              <TextField
                label={t`From`}
                type="time"
                name="quietFrom"
                value={quiet.from}
                onChange={(event) => setQuiet({ ...quiet, from: event.target.value })}
              />
              <TextField
                label={t`Until`}
                type="time"
                name="quietTo"
                value={quiet.to}
                onChange={(event) => setQuiet({ ...quiet, to: event.target.value })}
              />
            </div>
          )}
          <p className="field-hint">
            <Trans>What falls due in these hours arrives when they end.</Trans>
          </p>
        </section>

        {vehicles && vehicles.length > 0 && (
          <section className="card form" aria-labelledby="vehicles-title">
            <h2 id="vehicles-title">
              <Trans>Vehicles</Trans>
            </h2>
            {vehicles.map((vehicle) => (
              <Switch
                key={vehicle._id}
                name={`vehicle-${vehicle._id}`}
                checked={!muted.has(vehicle._id)}
                onChange={(on) => setMuted(vehicle._id, !on)}
              >
                {vehicle.fullname}
                {vehicle.plateNumber ? ` · ${vehicle.plateNumber}` : ""}
              </Switch>
            ))}
            <p className="field-hint">
              <Trans>A vehicle switched off sends nothing; its items still show in the app.</Trans>
            </p>
          </section>
        )}

        <FormError>{error}</FormError>
        <button type="submit" className="button primary">
          <Trans>Save</Trans>
        </button>
      </form>
    </main>
  );
}
