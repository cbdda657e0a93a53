import { Trans, useLingui } from "@lingui/react/macro";
import { type ComingDueWindow, comingDueWindowsDays, csvText, type SentShopReminder } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { useEveryReminder, useEveryTyreSet } from "../../data/garage.js";
import type { SharedGarage } from "../../data/shared-garage.js";
import { dueItemName } from "../../shared/garage/due-text.js";
import { day, distance, timeZone } from "../../shared/i18n/format.js";
import { currentCountry } from "../../shared/i18n/region.js";
import { api, NetworkError } from "../../shared/session/api.js";
import { Icon } from "../../shared/ui/icons.js";
import { Spinner } from "../../shared/ui/page.js";
import { showToast } from "../../shared/ui/toasts.js";
import { type ComingDueRow, comingDueRows } from "./coming-due-data.js";
import { download } from "./shop-report.js";
import { ShownFirst } from "./shown-first.js";

const sentKey = (vehicleId: string, occurrence: string) => `${vehicleId}|${occurrence}`;

/** What this shop already reminded owners of (the server keeps it: it needs a connection). */
function useSentReminders() {
  const [sent, setSent] = useState<Set<string>>(new Set());
  useEffect(() => {
    api<{ payload: SentShopReminder[] }>("/shops/reminders")
      .then((reply) => {
        if (reply.status === 200) {
          setSent(new Set(reply.body.payload.map((row) => sentKey(row.vehicleId, row.occurrence))));
        }
      })
      .catch(() => undefined);
  }, []);
  return [sent, (key: string) => setSent((current) => new Set([...current, key]))] as const;
}

/**
 * The shop panel's "Coming due": the customers' vehicles with something due in the next 30 or 60
 * days, by the owner's own projection, with "Remind the owner" (once per item) and a CSV.
 */
export function ComingDue({ garage }: { garage: SharedGarage }) {
  const { t } = useLingui();
  const [days, setDays] = useState<ComingDueWindow>(comingDueWindowsDays[0]);
  const reminders = useEveryReminder();
  const tyreSets = useEveryTyreSet();
  // Worked out once per change of the garage, after the vehicles have painted (deferred).
  const inputs = useMemo(() => reminders && tyreSets && { garage, reminders, tyreSets }, [garage, reminders, tyreSets]);
  const deferred = useDeferredValue(inputs, undefined);
  const widest = useMemo(
    () =>
      deferred
        ? comingDueRows(
            deferred.garage.entries
              .map((entry) => entry.vehicle)
              .filter((vehicle) => vehicle.access?.role === "workshop"),
            { ...deferred.garage, reminders: deferred.reminders, tyreSets: deferred.tyreSets },
            Math.max(...comingDueWindowsDays),
            new Date(),
            timeZone(),
            currentCountry(),
          )
        : null,
    [deferred],
  );
  const rows = useMemo(() => {
    const until = new Date(Date.now() + days * 86_400_000).toISOString();
    return (widest ?? []).filter((row) => row.at <= until);
  }, [widest, days]);
  const [sent, markSent] = useSentReminders();
  const [sending, setSending] = useState<string | null>(null);

  const remind = async ({ vehicle, item }: ComingDueRow) => {
    const key = sentKey(vehicle._id, item.occurrence);
    setSending(key);
    try {
      const reply = await api("/shops/reminders", {
        method: "POST",
        body: { vehicleId: vehicle._id, itemId: item.id },
      });
      if (reply.status === 200 || reply.status === 409) {
        markSent(key);
        showToast(
          reply.status === 200
            ? t`${vehicle.access?.ownerName ?? t`The owner`} will be reminded.`
            : t`Already reminded.`,
          "success",
        );
      } else if (reply.status === 429) {
        showToast(t`You have reminded this owner as often as a week allows. Try again in a few days.`, "danger");
      } else showToast(t`This reminder could not be sent.`, "danger");
    } catch (error) {
      showToast(
        error instanceof NetworkError
          ? t`You're offline: reminding an owner needs a connection.`
          : t`This reminder could not be sent.`,
        "danger",
      );
    } finally {
      setSending(null);
    }
  };

  const exportCsv = () => {
    const header = [t`Vehicle`, t`Plate`, t`Owner`, t`What`, t`When`, t`Km left`];
    const lines = rows.map(({ vehicle, item, at }) => [
      vehicle.fullname,
      vehicle.plateNumber,
      vehicle.access?.ownerName,
      dueItemName(item),
      at.slice(0, 10),
      item.kmLeft,
    ]);
    download(`odo-coming-due-${new Date().toISOString().slice(0, 10)}.csv`, csvText([header, ...lines]));
  };

  return (
    <section className="section tight" aria-labelledby="coming-due-title">
      <div className="row spread wrap">
        <h2 id="coming-due-title">
          <Trans>Coming due</Trans>
        </h2>
        <fieldset className="segmented">
          <legend className="visually-hidden">
            <Trans>Within</Trans>
          </legend>
          {comingDueWindowsDays.map((option) => (
            <label key={option} className={days === option ? "selected" : ""}>
              <input
                type="radio"
                name="coming-due-window"
                value={option}
                checked={days === option}
                onChange={() => setDays(option)}
              />
              {t`${option} days`}
            </label>
          ))}
        </fieldset>
      </div>
      {widest === null ? (
        <Spinner label={t`Loading…`} />
      ) : rows.length === 0 ? (
        <p className="card muted">
          <Trans>Nothing of your customers' vehicles comes due in this time.</Trans>
        </p>
      ) : (
        <>
          <ShownFirst key={days} items={rows} className="coming-due-list">
            {(row) => {
              const { vehicle, item, at } = row;
              const key = sentKey(vehicle._id, item.occurrence);
              return (
                <li key={`${vehicle._id}|${item.id}`} className="card coming-due-row">
                  <div>
                    <Link to="/vehicle/$id" params={{ id: vehicle._id }} className="text-link">
                      {[vehicle.fullname, vehicle.plateNumber].filter(Boolean).join(" · ")}
                    </Link>
                    <p className="muted small-text">{vehicle.access?.ownerName}</p>
                    <p>
                      <strong>{dueItemName(item)}</strong>
                      {" · "}
                      {Date.parse(at) <= Date.now() ? t`due now` : day(at)}
                      {item.kmLeft !== null && item.kmLeft > 0 && ` · ${t`in ${distance(item.kmLeft)}`}`}
                    </p>
                  </div>
                  {sent.has(key) ? (
                    <span className="status-pill tone-good">
                      <Trans>Reminded</Trans>
                    </span>
                  ) : (
                    <button
                      type="button"
                      className="button secondary small"
                      disabled={sending === key}
                      onClick={() => void remind(row)}
                    >
                      <Icon name="clock" size={16} />
                      <Trans>Remind the owner</Trans>
                    </button>
                  )}
                </li>
              );
            }}
          </ShownFirst>
          <button type="button" className="button secondary small" onClick={exportCsv}>
            <Icon name="download" size={18} />
            <Trans>Export the list (CSV)</Trans>
          </button>
        </>
      )}
    </section>
  );
}
