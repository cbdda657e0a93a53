import { Trans, useLingui } from "@lingui/react/macro";
import { type Expense, mayRun, paymentsToLog, pendingPayments, type User, type Vehicle } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { useEffect, useMemo, useRef, useState } from "react";
import { day, money } from "../i18n/format.js";
import { expenseCategoryName } from "../i18n/garage-labels.js";
import { useDatabase } from "../sync/context.js";
import { showToast } from "../ui/toasts.js";
import { logOccurrence, skipOccurrence } from "./expense-mutations.js";

/**
 * The payments of recurring expenses that have come: each logged with one tap at the last amount,
 * changed first, or skipped; never logged without the owner, unless they chose "log each one for
 * me", which this does as soon as the vehicle's page is open on one of their devices (`paymentsToLog`).
 */
export function PendingExpenses({ vehicle, me, expenses }: { vehicle: Vehicle; me: User; expenses: Expense[] }) {
  const { t } = useLingui();
  const db = useDatabase();
  const [busy, setBusy] = useState<string | null>(null);
  const { auto, toConfirm: waiting } = useMemo(
    () => paymentsToLog(pendingPayments(expenses, new Date()), me._id),
    [expenses, me._id],
  );
  const logs = mayRun(vehicle, "expense.create");
  const autoLogging = useRef(new Set<string>());
  useEffect(() => {
    if (!logs) return;
    for (const { series, occurrence, last } of auto) {
      const key = `${series._id}:${occurrence.index}`;
      if (autoLogging.current.has(key)) continue;
      autoLogging.current.add(key);
      void logOccurrence(db, vehicle, me, series, occurrence, last.amount, last.currency);
    }
  }, [db, vehicle, me, auto, logs]);
  if (!logs || waiting.length === 0) return null;
  const run = async (key: string, work: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await work();
      showToast(done, "success");
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="card pending-expenses" aria-labelledby="pending-expenses-title">
      <h2 id="pending-expenses-title">
        <Trans>Payments to confirm</Trans>
      </h2>
      <ul>
        {waiting.map(({ series, occurrence, last }) => {
          const key = `${series._id}:${occurrence.index}`;
          const name = expenseCategoryName(series.category);
          const amount = money(last.amount, last.currency);
          return (
            <li key={key}>
              <div className="pending-text">
                <span className="pending-title">{name}</span>
                <span className="muted small-text">
                  <time dateTime={occurrence.date}>{day(occurrence.date)}</time> · {amount}
                </span>
              </div>
              <div className="row pending-actions">
                <button
                  type="button"
                  className="button"
                  disabled={busy === key}
                  aria-label={t`Log ${name} of ${day(occurrence.date)}: ${amount}`}
                  onClick={() =>
                    void run(
                      key,
                      () => logOccurrence(db, vehicle, me, series, occurrence, last.amount, last.currency),
                      t`Expense saved`,
                    )
                  }
                >
                  <Trans>Log</Trans>
                </button>
                <Link
                  to="/expense/add/$id"
                  params={{ id: vehicle._id }}
                  search={{ series: series._id, index: String(occurrence.index) }}
                  className="button secondary"
                  aria-label={t`Change the amount of ${name} of ${day(occurrence.date)}`}
                >
                  <Trans>Change</Trans>
                </Link>
                {series.createdBy === me._id || vehicle.access === undefined ? (
                  <button
                    type="button"
                    className="button text"
                    disabled={busy === key}
                    aria-label={t`Skip ${name} of ${day(occurrence.date)}`}
                    onClick={() => void run(key, () => skipOccurrence(db, series, occurrence), t`Skipped`)}
                  >
                    <Trans>Skip</Trans>
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
