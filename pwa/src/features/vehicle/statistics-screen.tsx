import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  type Currency,
  costPerDistance,
  costsByCategory,
  currencyOf,
  dateTimeFormat,
  energiesOfVehicle,
  energiesTogether,
  energyOf,
  inPeriod,
  isEnergy,
  monthlySpending,
  numberFormat,
  type StatsPeriod,
  statsPeriods,
  totalsByCurrency,
  vehicleEconomies,
} from "@odo/domain";
import { useState } from "react";
import { useHistory, useVehicle } from "../../data/garage.js";
import { stepDecimals } from "../../shared/charts/chart-scale.js";
import { type AxisFormat, StackedBars } from "../../shared/charts/charts.js";
import { VehicleMissing } from "../../shared/entry-kit/vehicle-missing.js";
import { money, moneyRate, moneyTotals, timeZone } from "../../shared/i18n/format.js";
import { energyName, maintenanceTypeName } from "../../shared/i18n/garage-labels.js";
import { currentLocale, currentUnits } from "../../shared/i18n/region.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { ChargingPlacesSection, ConsumptionSection, UnitPriceSection } from "./energy-stats.js";
import { ForecastSection, OwnershipCostSection } from "./ownership-stats.js";
import { TyreStatsSection } from "./tyre-stats.js";

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
  const expensesInPeriod = inPeriod(history.expenses, period, now);
  // Spending is charted in the user's currency; what was paid in others is listed apart, never added.
  const inCurrency = <T extends { currency?: Currency | undefined }>(rows: T[]) =>
    rows.filter((row) => currencyOf(row) === currency);
  const otherCurrencies = totalsByCurrency([...maintenancesInPeriod, ...refuelsInPeriod, ...expensesInPeriod]).filter(
    (total) => total.currency !== currency,
  );
  const months = monthlySpending(
    inCurrency(maintenancesInPeriod),
    inCurrency(refuelsInPeriod),
    timeZone(),
    now,
    inCurrency(expensesInPeriod),
  );
  const total = months.reduce((sum, month) => sum + month.maintenance + month.refuels + month.expenses, 0);
  const withExpenses = months.some((month) => month.expenses > 0);
  // Each energy the vehicle takes (and any it logged before its power changed), the way that fits it.
  const energies = [...new Set([...energiesOfVehicle(vehicle), ...refuelsInPeriod.map((refuel) => energyOf(refuel))])];
  const categories = costsByCategory(maintenancesInPeriod, refuelsInPeriod, energies);
  const categoryName = (category: (typeof categories)[number]["category"]) =>
    isEnergy(category) ? energyName(category) : maintenanceTypeName(category);

  const economies = vehicleEconomies(energies, maintenancesInPeriod, refuelsInPeriod);
  const energySeries = energies.includes("electricity")
    ? energies.length === 1
      ? t`Charging`
      : t`Fuel and charging`
    : t`Refuels`;

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Statistics`}
        back={{ to: "/vehicle/$id", params: { id: vehicle._id } }}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
      <PeriodPicker value={period} onChange={setPeriod} />
      <OwnershipCostSection history={history} period={period} energies={energies} />
      <ForecastSection vehicle={vehicle} history={history} />
      <TyreStatsSection vehicle={vehicle} history={history} />

      <section className="card" aria-labelledby="spending-title">
        <h2 id="spending-title">
          <Trans>Spending per month</Trans>
        </h2>
        {months.length === 0 ? (
          <p className="muted">
            <Trans>Log an amount in a maintenance, a refuel or an expense to see your spending.</Trans>
          </p>
        ) : (
          <>
            <StackedBars
              rows={months.map((month) => ({
                label: monthLabel(month.month),
                values: withExpenses
                  ? [month.maintenance, month.refuels, month.expenses]
                  : [month.maintenance, month.refuels],
              }))}
              series={[
                { name: t`Maintenance`, className: "series-a" },
                { name: energySeries, className: "series-b" },
                ...(withExpenses ? [{ name: t`Expenses`, className: "series-c" }] : []),
              ]}
              description={plural(months.length, {
                one: `Spending this month: ${money(total)} in all.`,
                other: `Spending per month over the last # months: ${money(total)} in all.`,
              })}
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
                  <th scope="col">{energySeries}</th>
                  {withExpenses && <th scope="col">{t`Expenses`}</th>}
                </tr>
              </thead>
              <tbody>
                {months.map((month) => (
                  <tr key={month.month}>
                    <th scope="row">{monthLabel(month.month)}</th>
                    <td>{money(month.maintenance, currency)}</td>
                    <td>{money(month.refuels, currency)}</td>
                    {withExpenses && <td>{money(month.expenses, currency)}</td>}
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
                  <td>
                    {row.perKm === null ? "—" : moneyRate(costPerDistance(row.perKm, units.distance), row.currency)}
                  </td>
                </tr>
              ))}
              {energiesTogether(categories).map((row) => (
                <tr key={`energies|${row.currency}`}>
                  <th scope="row">{t`Energy, all together`}</th>
                  <td>{money(row.total, row.currency)}</td>
                  <td>
                    {row.perKm === null ? "—" : moneyRate(costPerDistance(row.perKm, units.distance), row.currency)}
                  </td>
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

      {economies.map((economy) => (
        <ConsumptionSection key={economy.energy} economy={economy} />
      ))}
      {energies.map((energy) => (
        <UnitPriceSection
          key={energy}
          refuels={refuelsInPeriod}
          energy={energy}
          currency={currency}
          axisMoney={axisMoney}
        />
      ))}
      {energies.includes("electricity") && <ChargingPlacesSection refuels={refuelsInPeriod} />}
    </main>
  );
}
