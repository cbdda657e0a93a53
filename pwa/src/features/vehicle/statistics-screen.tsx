import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  type Currency,
  canRefuel,
  costPerDistance,
  costsByCategory,
  currencyOf,
  dateTimeFormat,
  economyFromLitresPer100Km,
  fuelEconomy,
  fuelPriceSeries,
  inPeriod,
  monthlySpending,
  numberFormat,
  pricePerVolume,
  type StatsPeriod,
  statsPeriods,
  totalsByCurrency,
} from "@odo/domain";
import { useState } from "react";
import { useHistory, useVehicle } from "../../shared/garage/garage-data.js";
import { VehicleMissing } from "../../shared/garage/vehicle-missing.js";
import {
  day,
  decimal,
  distance,
  economy as economyText,
  money,
  moneyTotals,
  timeZone,
  unitSymbol,
} from "../../shared/i18n/format.js";
import { maintenanceTypeName } from "../../shared/i18n/garage-labels.js";
import { currentLocale, currentUnits } from "../../shared/i18n/region.js";
import { volumeWords } from "../../shared/i18n/unit-labels.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { stepDecimals } from "./chart-scale.js";
import { type AxisFormat, LineChart, StackedBars } from "./charts.js";

/** "Nov 2026", "nov 2026": a two-digit year ("Nov 26") reads as the 26th of November. */
const monthLabel = (month: string) =>
  dateTimeFormat(currentLocale(), { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

/** Money on an axis: "$1.25" for close prices, "$20" for round ones, "$12K" for large ones. */
const axisMoney =
  (currency: Currency): AxisFormat =>
  (value, step) =>
    numberFormat(currentLocale(), {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      notation: Math.abs(value) >= 10_000 ? "compact" : "standard",
      minimumFractionDigits: stepDecimals(step),
      maximumFractionDigits: stepDecimals(step),
    }).format(value);

function PeriodPicker({ value, onChange }: { value: StatsPeriod; onChange: (period: StatsPeriod) => void }) {
  const { t } = useLingui();
  const names: Record<StatsPeriod, string> = { "3": t`3 months`, "6": t`6 months`, "12": t`12 months`, all: t`All` };
  return (
    <fieldset className="chips period">
      <legend className="visually-hidden">{t`Period`}</legend>
      {statsPeriods.map((period) => (
        <button
          key={period}
          type="button"
          className="chip"
          aria-pressed={value === period}
          onClick={() => onChange(period)}
        >
          {names[period]}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * `/vehicle/stats/{id}`: for a period (3, 6, 12 months or all), spending per month, what each
 * km (or mile) cost by category, fuel economy and the fuel price over time, in the user's units
 * and currency. Each chart has labelled axes, a readout on touch, a text alternative and a table.
 */
export function StatisticsScreen({ vehicleId }: { vehicleId: string }) {
  const { t } = useLingui();
  const vehicle = useVehicle(vehicleId);
  const history = useHistory(vehicleId);
  const [period, setPeriod] = useState<StatsPeriod>("12");
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || !history) return <Spinner label={t`Loading…`} />;

  const now = new Date();
  const units = currentUnits();
  const currency = units.currency;
  const perDistanceLabel = units.distance === "km" ? t`Per km` : t`Per mile`;
  const maintenancesInPeriod = inPeriod(history.maintenances, period, now);
  const refuelsInPeriod = inPeriod(history.refuels, period, now);
  // Spending is charted in the user's currency; what was paid in others is listed apart, never added.
  const inCurrency = <T extends { currency?: Currency | undefined }>(rows: T[]) =>
    rows.filter((row) => currencyOf(row) === currency);
  const otherCurrencies = totalsByCurrency([...maintenancesInPeriod, ...refuelsInPeriod]).filter(
    (total) => total.currency !== currency,
  );
  const months = monthlySpending(inCurrency(maintenancesInPeriod), inCurrency(refuelsInPeriod), timeZone(), now);
  const total = months.reduce((sum, month) => sum + month.maintenance + month.refuels, 0);
  const categories = costsByCategory(maintenancesInPeriod, refuelsInPeriod);
  const categoryName = (category: (typeof categories)[number]["category"]) =>
    category === "fuel" ? t`Fuel` : maintenanceTypeName(category);

  // Full tank to full tank within the period: every litre over every km, not an average of averages.
  const economy = fuelEconomy(refuelsInPeriod);
  const economyPoints = economy.points;
  const inUnit = (litresPer100Km: number) => economyFromLitresPer100Km(litresPer100Km, units.economy);
  const economyValue = (value: number) => `${decimal(value, 1, 1)} ${unitSymbol.economy()}`;
  const average = economyPoints.length > 0 ? economy.averageLitresPer100Km : null;

  const prices = (fuelPriceSeries(refuelsInPeriod).get(currency) ?? []).map((point) => ({
    key: point.date,
    label: day(point.date),
    value: pricePerVolume(point.pricePerLitre, units.volume),
  }));
  const volume = volumeWords();
  const priceText = (value: number) => money(value, currency);

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Statistics`}
        back={{ to: "/vehicle/$id", params: { id: vehicle._id } }}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      <PeriodPicker value={period} onChange={setPeriod} />

      <section className="card" aria-labelledby="spending-title">
        <h2 id="spending-title">
          <Trans>Spending per month</Trans>
        </h2>
        {months.length === 0 ? (
          <p className="muted">
            <Trans>Log an amount in a maintenance or a refuel to see your spending.</Trans>
          </p>
        ) : (
          <>
            <StackedBars
              rows={months.map((month) => ({
                label: monthLabel(month.month),
                values: [month.maintenance, month.refuels],
              }))}
              series={[
                { name: t`Maintenance`, className: "series-a" },
                { name: t`Refuels`, className: "series-b" },
              ]}
              description={t`Spending per month over the last ${months.length} months: ${money(total)} in all.`}
              format={(value) => money(value, currency)}
              axisFormat={axisMoney(currency)}
              hint={t`Touch a bar, or use the arrow keys, to read it.`}
            />
            <table className="data-table">
              <caption className="visually-hidden">{t`Spending per month`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Month`}</th>
                  <th scope="col">{t`Maintenance`}</th>
                  <th scope="col">{t`Refuels`}</th>
                </tr>
              </thead>
              <tbody>
                {months.map((month) => (
                  <tr key={month.month}>
                    <th scope="row">{monthLabel(month.month)}</th>
                    <td>{money(month.maintenance, currency)}</td>
                    <td>{money(month.refuels, currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        {otherCurrencies.length > 0 && (
          <p>
            <Trans>Also paid in other currencies: {moneyTotals(otherCurrencies)}</Trans>
          </p>
        )}
      </section>

      <section className="card" aria-labelledby="categories-title">
        <h2 id="categories-title">
          <Trans>What it costs by category</Trans>
        </h2>
        {categories.length === 0 ? (
          <p className="muted">
            <Trans>Log an amount in a maintenance or a refuel to see your spending.</Trans>
          </p>
        ) : (
          <table className="data-table">
            <caption className="visually-hidden">{t`What it costs by category`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Category`}</th>
                <th scope="col">{t`Total`}</th>
                <th scope="col">{perDistanceLabel}</th>
              </tr>
            </thead>
            <tbody>
              {categories.map((row) => (
                <tr key={`${row.category}|${row.currency}`}>
                  <th scope="row">{categoryName(row.category)}</th>
                  <td>{money(row.total, row.currency)}</td>
                  <td>{row.perKm === null ? "—" : money(costPerDistance(row.perKm, units.distance), row.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {categories.every((row) => row.perKm === null) && categories.length > 0 && (
          <p className="muted">
            <Trans>Log the odometer with your entries to see what each km costs.</Trans>
          </p>
        )}
      </section>

      {canRefuel(vehicle.vehicleType) && (
        <section className="card" aria-labelledby="economy-title">
          <h2 id="economy-title">
            <Trans>Fuel economy</Trans>
          </h2>
          {average === null ? (
            <p className="muted">
              <Trans>
                Log the odometer at two full-tank refuels or more to see your fuel economy: it runs from one full tank
                to the next.
              </Trans>
            </p>
          ) : (
            <>
              <p>
                <Trans>On average {economyText(average)}.</Trans>
              </p>
              <p className="muted small-text">
                <Plural
                  value={economy.fillsUsed}
                  one="Worked out from # refuel, full tank to full tank."
                  other="Worked out from # refuels, full tank to full tank."
                />
                {economy.missedStretches > 0 && (
                  <>
                    {" "}
                    <Plural
                      value={economy.missedStretches}
                      one="# stretch with a missed fill-up is left out: its litres are not known."
                      other="# stretches with a missed fill-up are left out: their litres are not known."
                    />
                  </>
                )}
              </p>
              <LineChart
                points={economyPoints.map((point) => ({
                  key: point.date,
                  label: day(point.date),
                  value: inUnit(point.litresPer100Km),
                }))}
                description={t`Fuel economy over ${economyPoints.length} refuels, from ${economyValue(inUnit(economyPoints[0]?.litresPer100Km ?? 0))} to ${economyValue(inUnit(economyPoints.at(-1)?.litresPer100Km ?? 0))}.`}
                format={economyValue}
                axisFormat={(value, step) => decimal(value, stepDecimals(step))}
                hint={t`Touch a point, or use the arrow keys, to read it.`}
              />
              <table className="data-table">
                <caption className="visually-hidden">{t`Fuel economy`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t`Date`}</th>
                    <th scope="col">{t`Distance`}</th>
                    <th scope="col">{unitSymbol.economy()}</th>
                  </tr>
                </thead>
                <tbody>
                  {economyPoints.map((point) => (
                    <tr key={point.date}>
                      <th scope="row">{day(point.date)}</th>
                      <td>{distance(point.distanceKm)}</td>
                      <td>{decimal(inUnit(point.litresPer100Km), 1, 1)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </section>
      )}

      {canRefuel(vehicle.vehicleType) && (
        <section className="card" aria-labelledby="price-title">
          <h2 id="price-title">{volume.price}</h2>
          {prices.length < 2 ? (
            <p className="muted">
              <Trans>Two refuels with litres and an amount show whether fuel is getting dearer.</Trans>
            </p>
          ) : (
            <>
              <LineChart
                points={prices}
                minimumSpan={0.2}
                description={t`${volume.price} over ${prices.length} refuels, from ${priceText(prices[0]?.value ?? 0)} to ${priceText(prices.at(-1)?.value ?? 0)}.`}
                format={priceText}
                axisFormat={axisMoney(currency)}
                hint={t`Touch a point, or use the arrow keys, to read it.`}
              />
              <table className="data-table">
                <caption className="visually-hidden">{volume.price}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t`Date`}</th>
                    <th scope="col">{volume.price}</th>
                  </tr>
                </thead>
                <tbody>
                  {prices.map((point) => (
                    <tr key={point.key}>
                      <th scope="row">{point.label}</th>
                      <td>{priceText(point.value)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </section>
      )}
    </main>
  );
}
