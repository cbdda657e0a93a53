import { Trans, useLingui } from "@lingui/react/macro";
import { type CalendarLink, calendarFeed } from "@odo/domain";
import { useCallback, useEffect, useState } from "react";
import { whenRelative } from "../../shared/i18n/format.js";
import { messageText } from "../../shared/i18n/messages.js";
import { useOnline } from "../../shared/sync/use-online.js";
import { ConfirmModal } from "../../shared/ui/confirm-modal.js";
import { copyText } from "../../shared/ui/copy-text.js";
import { TextField } from "../../shared/ui/field.js";
import { Icon } from "../../shared/ui/icons.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { showToast } from "../../shared/ui/toasts.js";
import { fetchCalendarLink, renewCalendarLink, revokeCalendarLink } from "./calendar-api.js";

type Loaded = { state: "loading" } | { state: "failed" } | { state: "ready"; link: CalendarLink | null };

/**
 * `/user/calendar` (issue 52): the secret address of the owner's calendar feed, to subscribe to in
 * a calendar app; renewed or stopped here, and ended by a new password.
 */
export function CalendarScreen() {
  const { t } = useLingui();
  const online = useOnline();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [asking, setAsking] = useState<"renew" | "stop" | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    fetchCalendarLink().then(
      (link) => setLoaded({ state: "ready", link }),
      () => setLoaded({ state: "failed" }),
    );
  }, []);
  useEffect(() => {
    if (online) load();
  }, [online, load]);

  const act = async (work: () => Promise<CalendarLink | null>, done: string) => {
    setBusy(true);
    try {
      setLoaded({ state: "ready", link: await work() });
      showToast(done, "success");
    } catch {
      showToast(online ? messageText("wentWrong") : t`You're offline: this needs a connection`, "danger");
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  const make = () => act(renewCalendarLink, t`Your calendar link is ready.`);
  const copy = (address: string) =>
    copyText(address, {
      copied: t`Link copied.`,
      refused: t`This browser did not let Odo copy the link. Select it and copy it.`,
    });
  const link = loaded.state === "ready" ? loaded.link : null;
  const alarmHour = calendarFeed.alarmHour;

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Calendar`}
        back={{ to: "/user/profile" }}
        backLabel={t`Back`}
        subtitle={t`What is due, in your calendar app`}
      />
      <p className="muted">
        <Trans>
          Your vehicles’ and your household’s due dates appear as all-day events, with a reminder at {alarmHour}:00 the
          day before. A service counted in kilometres appears on the day Odo expects you to reach it at your pace, and
          moves when your pace does.
        </Trans>
      </p>
      {!online && loaded.state !== "ready" && (
        <p className="notice" role="status">
          <Trans>Connect to see or make your calendar link.</Trans>
        </p>
      )}
      {loaded.state === "loading" && online && <Spinner label={t`Loading your calendar link…`} />}
      {loaded.state === "failed" && online && <p className="muted">{messageText("wentWrong")}</p>}
      {loaded.state === "ready" && !link && (
        <section className="card empty">
          <Icon name="clock" size={40} />
          <h2>
            <Trans>No calendar link yet</Trans>
          </h2>
          <p>
            <Trans>The link is secret: anyone who has it sees what is due for your vehicles, and nothing else.</Trans>
          </p>
          <button type="button" className="button" disabled={!online || busy} onClick={() => void make()}>
            <Trans>Make my calendar link</Trans>
          </button>
        </section>
      )}
      {link && (
        <section className="card stack" aria-labelledby="calendar-link-title">
          <h2 id="calendar-link-title">
            <Trans>Your calendar link</Trans>
          </h2>
          <a className="button block" href={link.webcal}>
            <Icon name="clock" size={18} />
            <Trans>Subscribe in my calendar app</Trans>
          </a>
          <TextField
            label={t`Or paste this address where your calendar adds one “from URL”`}
            readOnly
            value={link.https}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="button secondary block" onClick={() => void copy(link.https)}>
            <Icon name="copy" size={18} />
            <Trans>Copy the link</Trans>
          </button>
          <p className="muted small-text">
            {link.lastFetchedAt ? (
              <Trans>A calendar app last read it {whenRelative(link.lastFetchedAt)}.</Trans>
            ) : (
              <Trans>No calendar app has read it yet.</Trans>
            )}{" "}
            <Trans>Changing your password makes a new link: subscribe again with it.</Trans>
          </p>
          <div className="row wrap">
            <button
              type="button"
              className="button secondary"
              disabled={!online || busy}
              onClick={() => setAsking("renew")}
            >
              <Trans>Make a new link</Trans>
            </button>
            <button
              type="button"
              className="button danger"
              disabled={!online || busy}
              onClick={() => setAsking("stop")}
            >
              <Trans>Stop the calendar</Trans>
            </button>
          </div>
        </section>
      )}
      <ConfirmModal
        open={asking !== null}
        destructive={asking === "stop"}
        busy={busy}
        icon={<Icon name={asking === "stop" ? "trash" : "clock"} size={28} />}
        title={asking === "stop" ? t`Stop the calendar?` : t`Make a new link?`}
        confirmLabel={asking === "stop" ? t`Stop it` : t`Make a new link`}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking === "stop") {
            void act(async () => {
              await revokeCalendarLink();
              return null;
            }, t`The calendar link stopped working.`);
          } else void make();
        }}
      >
        {asking === "stop" ? (
          <Trans>Calendars subscribed to it stop getting what is due. Nothing in Odo changes.</Trans>
        ) : (
          <Trans>The old link stops working: calendars subscribed to it must subscribe again with the new one.</Trans>
        )}
      </ConfirmModal>
    </main>
  );
}
