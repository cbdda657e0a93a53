import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  type CostRow,
  costForecast,
  costPerDistance,
  dateTimeFormat,
  drivingPace,
  type Energy,
  energiesOfVehicle,
  type ForecastLine,
  isEnergy,
  kmReadings,
  ownershipCost,
  periodStart,
  type StatsPeriod,
  type Vehicle,
} from "@odo/domain";
import { useMemo } from "react";
import type { History } from "../../data/garage.js";
import { vehicleSummary } from "../../data/vehicle-summary.js";
import { dueItemName } from "../../shared/garage/due-text.js";
import { day, decimal, distance, money, moneyRate, moneyTotals } from "../../shared/i18n/format.js";
import { costKindName, energyName, expenseCategoryName } from "../../shared/i18n/garage-labels.js";
import { currentLocale, currentUnits } from "../../shared/i18n/region.js";

/** One line of a month: an energy in a currency, a due item, or a series' payment. */
const lineKey = (line: ForecastLine) =>
  line.source === "energy"
    ? `energy:${line.energy}:${line.currency}`
    : line.source === "maintenance"
      ? `due:${line.item.id}`
      : `expense:${line.category}:${line.date}:${line.currency}:${line.amount}`;

/** "Nov 2026" in the user's language. */
const monthName = (month: string) =>
  dateTimeFormat(currentLocale(), { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

/**
 * What owning the vehicle costs (issue "Every cost"): energy, maintenance and every expense, per
 * month and per km (or mile), each currency apart, over the period picked; and its lifetime total.
 */
export function OwnershipCostSection({
  history,
  period,
  energies,
}: {
  history: History;
  period: StatsPeriod;
  energies: readonly Energy[];
}) {
  const { t } = useLingui();
  const units = currentUnits();
  const perDistance = (amount: string) => (units.distance === "km" ? t`${amount} per km` : t`${amount} per mile`);
  const now = new Date();
  const cost = ownershipCost(history, periodStart(period, now), now, energies);
  // Rounded as shown, so "1 month" reads in the singular and "1.4 months" in the plural.
  const shownMonths = Math.round(cost.months * 10) / 10;
  const lifetime = ownershipCost(history, null, now, energies);
  const perKm = (row: Pick<CostRow, "perKm" | "currency">) =>
    row.perKm === null ? null : moneyRate(costPerDistance(row.perKm, units.distance), row.currency);
  const notYet = units.distance === "km" ? t`per km: not enough data yet` : t`per mile: not enough data yet`;
  return (
    <section className="card" aria-labelledby="ownership-title">
      <h2 id="ownership-title">
        <Trans>What owning it costs</Trans>
      </h2>
      {cost.rows.length === 0 ? (
        <p className="muted">
          <Trans>Log refuels, maintenance and expenses with their amounts to see what the vehicle costs.</Trans>
        </p>
      ) : (
        <>
          <ul className="cost-rows">
            {[
              ...cost.rows.map((row) => ({ ...row, name: costKindName(row.kind), all: false })),
              ...cost.totals.map((row) => ({ ...row, name: t`All together`, all: true })),
            ].map((row) => (
              <li key={`${row.name}|${row.currency}`} className={row.all ? "cost-row total-row" : "cost-row"}>
                <span className="cost-kind">{row.name}</span>
                <span className="cost-total">{money(row.total, row.currency)}</span>
                <span className="cost-rates">
                  {t`${money(row.perMonth, row.currency)} a month`}
                  {` · ${perKm(row) === null ? notYet : perDistance(perKm(row) ?? "")}`}
                </span>
              </li>
            ))}
          </ul>
          <p className="muted small-text">
            {cost.km > 0
              ? plural(shownMonths, {
                  one: `Over ${decimal(shownMonths, 1)} month and ${distance(cost.km)} driven. Currencies are never added together.`,
                  other: `Over ${decimal(shownMonths, 1)} months and ${distance(cost.km)} driven. Currencies are never added together.`,
                })
              : plural(shownMonths, {
                  one: `Over ${decimal(shownMonths, 1)} month. Log the odometer with your entries to see what each km costs. Currencies are never added together.`,
                  other: `Over ${decimal(shownMonths, 1)} months. Log the odometer with your entries to see what each km costs. Currencies are never added together.`,
                })}
          </p>
          {cost.rows.some((row) => row.spread) && (
            <p className="muted small-text">
              <Trans>
                Insurance, tax and recurring payments count over the months they pay for: a yearly policy is a twelfth a
                month.
              </Trans>
            </p>
          )}
          {cost.rows.some((row) => isEnergy(row.kind) && row.perKm === null) && (
            <p className="muted small-text">
              <Trans>
                Energy per km counts the same fills as the consumption: it needs the odometer at two full tanks or
                charges.
              </Trans>
            </p>
          )}
        </>
      )}
      {lifetime.totals.length > 0 && (
        <p>
          <Trans>Since its first entry: {moneyTotals(lifetime.totals)}</Trans>
        </p>
      )}
    </section>
  );
}

/**
 * The next twelve months, month by month, with what each figure is made of and how it was worked
 * out: energy at the vehicle's pace and recent cost per km, the work coming due at what it cost
 * this vehicle before, and the recurring expenses.
 */
export function ForecastSection({ vehicle, history }: { vehicle: Vehicle; history: History }) {
  const { t } = useLingui();
  const units = currentUnits();
  const forecast = useMemo(() => {
    const now = new Date();
    const due = vehicleSummary(vehicle, { ...history, expenses: [] }, now).due;
    const pace = drivingPace(kmReadings(history.maintenances, history.refuels, history.expenses), now);
    return costForecast({ entries: history, due, pace, now, energies: energiesOfVehicle(vehicle) });
  }, [vehicle, history]);
  const lineText = (line: ForecastLine): string => {
    switch (line.source) {
      case "energy": {
        const name = energyName(line.energy);
        const rate = moneyRate(costPerDistance(line.perKm, units.distance), line.currency);
        return t`${name}: ${distance(line.km)} at ${rate} each`;
      }
      case "maintenance": {
        const name = dueItemName(line.item);
        if (line.amount === null) return t`${name}, around ${day(line.date)}: no past cost to go by`;
        return line.pastEntries > 1
          ? t`${name}, around ${day(line.date)}: the average of its last ${line.pastEntries}`
          : t`${name}, around ${day(line.date)}: as it cost last time`;
      }
      case "expense": {
        const name = expenseCategoryName(line.category);
        return line.pending
          ? t`${name}, ${day(line.date)}: waiting for you to confirm it`
          : t`${name}, ${day(line.date)}`;
      }
    }
  };
  const empty = forecast.months.every((month) => month.lines.length === 0);
  return (
    <section className="card" aria-labelledby="forecast-title">
      <h2 id="forecast-title">
        <Trans>The next twelve months</Trans>
      </h2>
      <p className="muted small-text">
        {forecast.kmPerDay === null ? (
          <Trans>
            Energy is left out until Odo knows how much you drive: log the odometer with your entries for two weeks.
          </Trans>
        ) : forecast.energyUnknown ? (
          <Trans>
            Energy is left out until Odo knows what each km costs: log the odometer at two full tanks or charges. The
            work coming due is at what the same work cost this vehicle before; your recurring expenses at their latest
            amount.
          </Trans>
        ) : (
          <Trans>
            Energy at your pace of {distance(forecast.kmPerDay * 30)} a month and what it cost per km between full tanks
            over the last year; the work coming due at what the same work cost this vehicle before; and your recurring
            expenses at their latest amount.
          </Trans>
        )}
      </p>
      {empty ? (
        <p className="muted">
          <Trans>Nothing to forecast yet: log your refuels, maintenance and recurring expenses.</Trans>
        </p>
      ) : (
        <>
          <p className="forecast-total">
            <Trans>In all: {moneyTotals(forecast.totals)}</Trans>
          </p>
          <ol className="forecast-months">
            {forecast.months.map((month) => (
              <li key={month.month}>
                <details>
                  <summary>
                    <span>{monthName(month.month)}</span>
                    <span>{month.totals.length === 0 ? "—" : moneyTotals(month.totals)}</span>
                  </summary>
                  {month.lines.length === 0 ? (
                    <p className="muted small-text">{t`Nothing expected.`}</p>
                  ) : (
                    <ul>
                      {month.lines.map((line) => (
                        <li key={lineKey(line)}>
                          <span>{lineText(line)}</span>
                          <span>
                            {line.amount === null || !line.currency ? "—" : money(line.amount, line.currency)}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </details>
              </li>
            ))}
          </ol>
        </>
      )}
      {forecast.unpriced > 0 && (
        <p className="muted small-text">
          <Trans>Work with no past cost is listed but counted in no total.</Trans>
        </p>
      )}
      {forecast.undated.length > 0 && (
        <p className="muted small-text">
          <Trans>Also coming, when you reach its km: {forecast.undated.map(dueItemName).join(", ")}.</Trans>
        </p>
      )}
    </section>
  );
}
