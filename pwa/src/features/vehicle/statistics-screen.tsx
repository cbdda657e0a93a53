import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  type Currency,
  canRefuel,
  costPerDistance,
  costPerKm,
  currencyOf,
  economyFromLitresPer100Km,
  fuelEconomy,
  monthlySpending,
  totalsByCurrency,
} from "@odo/domain";
import { currentOdometer, useHistory, useVehicle } from "../../shared/garage/garage-data.js";
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
import { currentLanguage } from "../../shared/i18n/i18n.js";
import { currentUnits } from "../../shared/i18n/region.js";
import { PageHeader, Spinner } from "../../shared/ui/page.js";
import { LineChart, StackedBars } from "./charts.js";

const monthLabel = (month: string) =>
  new Intl.DateTimeFormat(currentLanguage(), { month: "short", year: "2-digit", timeZone: "UTC" }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

/** `/vehicle/stats/{id}`: spending per month and fuel economy, each with a table as its text. */
export function StatisticsScreen({ vehicleId }: { vehicleId: string }) {
  const { t } = useLingui();
  const vehicle = useVehicle(vehicleId);
  const history = useHistory(vehicleId);
  if (vehicle === null) return <VehicleMissing />;
  if (!vehicle || !history) return <Spinner label={t`Loading…`} />;

  const units = currentUnits();
  // Spending is charted in the user's currency; what was paid in others is listed apart, never added.
  const inCurrency = <T extends { currency?: Currency | undefined }>(rows: T[]) =>
    rows.filter((row) => currencyOf(row) === units.currency);
  const maintenances = inCurrency(history.maintenances);
  const refuels = inCurrency(history.refuels);
  const otherCurrencies = totalsByCurrency([...history.maintenances, ...history.refuels]).filter(
    (total) => total.currency !== units.currency,
  );
  const months = monthlySpending(maintenances, refuels, timeZone()).slice(-12);
  const economy = fuelEconomy(history.refuels);
  const perKm = costPerKm(
    [...maintenances.map((m) => m.amount), ...refuels.map((r) => r.amount)],
    vehicle.initialKm,
    currentOdometer(vehicle, history),
  );
  const total = months.reduce((sum, month) => sum + month.maintenance + month.refuels, 0);
  // Economy is worked out in L/100 km and shown in the user's unit (mpg, km/L…).
  const inUnit = (litresPer100Km: number) => economyFromLitresPer100Km(litresPer100Km, units.economy);
  const economyValue = (value: number) => `${decimal(value, 1)} ${unitSymbol.economy()}`;

  return (
    <main id="main" className="page narrow">
      <PageHeader
        title={t`Statistics`}
        back={`/vehicle/${vehicle._id}`}
        backLabel={t`Back`}
        subtitle={vehicle.fullname}
      />
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
              format={money}
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
                    <td>{money(month.maintenance)}</td>
                    <td>{money(month.refuels)}</td>
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
        {perKm !== null && (
          <p>
            {units.distance === "km" ? (
              <Trans>Cost per kilometre: {money(perKm)}</Trans>
            ) : (
              <Trans>Cost per mile: {money(costPerDistance(perKm, units.distance))}</Trans>
            )}
          </p>
        )}
      </section>
      {canRefuel(vehicle.vehicleType) && (
        <section className="card" aria-labelledby="economy-title">
          <h2 id="economy-title">
            <Trans>Fuel economy</Trans>
          </h2>
          {economy.points.length === 0 || economy.averageLitresPer100Km === null ? (
            <p className="muted">
              <Trans>
                Log the odometer at two full-tank refuels or more to see your fuel economy: it runs from one full tank
                to the next.
              </Trans>
            </p>
          ) : (
            <>
              <p>
                <Trans>On average {economyText(economy.averageLitresPer100Km)}.</Trans>
              </p>
              <p className="muted small-text">
                <Plural
                  value={economy.fillsUsed}
                  one="Worked out from # refuel, full tank to full tank."
                  other="Worked out from # refuels, full tank to full tank; a stretch with a missed fill-up is left out."
                />
              </p>
              <LineChart
                points={economy.points.map((point) => ({
                  key: point.date,
                  label: day(point.date),
                  value: inUnit(point.litresPer100Km),
                }))}
                description={t`Fuel economy over ${economy.points.length} refuels, from ${economyValue(inUnit(economy.points[0]?.litresPer100Km ?? 0))} to ${economyValue(inUnit(economy.points.at(-1)?.litresPer100Km ?? 0))}.`}
                format={economyValue}
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
                  {economy.points.map((point) => (
                    <tr key={point.date}>
                      <th scope="row">{day(point.date)}</th>
                      <td>{distance(point.distanceKm)}</td>
                      <td>{decimal(inUnit(point.litresPer100Km), 1)}</td>
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
