import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { canRefuel, costPerKm, fuelEconomy, monthlySpending } from "@odo/domain";
import { currentOdometer, useHistory, useVehicle } from "../../shared/garage/garage-data.js";
import { VehicleMissing } from "../../shared/garage/vehicle-missing.js";
import { day, km, money, timeZone } from "../../shared/i18n/format.js";
import { currentLanguage } from "../../shared/i18n/i18n.js";
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

  const months = monthlySpending(history.maintenances, history.refuels, timeZone()).slice(-12);
  const economy = fuelEconomy(history.refuels);
  const perKm = costPerKm(
    [...history.maintenances.map((m) => m.amount), ...history.refuels.map((r) => r.amount)],
    vehicle.initialKm,
    currentOdometer(vehicle, history),
  );
  const total = months.reduce((sum, month) => sum + month.maintenance + month.refuels, 0);
  const oneDecimal = new Intl.NumberFormat(currentLanguage(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const litresPer100 = (value: number) => t`${oneDecimal.format(value)} L/100 km`;

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
        {perKm !== null && (
          <p>
            <Trans>Cost per kilometre: {money(perKm)}</Trans>
          </p>
        )}
      </section>
      {canRefuel(vehicle.vehicleType) && (
        <section className="card" aria-labelledby="economy-title">
          <h2 id="economy-title">
            <Trans>Fuel economy</Trans>
          </h2>
          {economy.points.length === 0 ||
          economy.averageLitresPer100Km === null ||
          economy.averageKmPerLitre === null ? (
            <p className="muted">
              <Trans>
                Log the odometer at two full-tank refuels or more to see your fuel economy: it runs from one full tank
                to the next.
              </Trans>
            </p>
          ) : (
            <>
              <p>
                <Trans>
                  On average {litresPer100(economy.averageLitresPer100Km)}, or{" "}
                  {oneDecimal.format(economy.averageKmPerLitre)} km per litre.
                </Trans>
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
                  value: point.litresPer100Km,
                }))}
                description={t`Fuel economy over ${economy.points.length} refuels, from ${litresPer100(economy.points[0]?.litresPer100Km ?? 0)} to ${litresPer100(economy.points.at(-1)?.litresPer100Km ?? 0)}.`}
                format={litresPer100}
              />
              <table className="data-table">
                <caption className="visually-hidden">{t`Fuel economy`}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t`Date`}</th>
                    <th scope="col">{t`Distance`}</th>
                    <th scope="col">L/100 km</th>
                  </tr>
                </thead>
                <tbody>
                  {economy.points.map((point) => (
                    <tr key={point.date}>
                      <th scope="row">{day(point.date)}</th>
                      <td>{km(point.distanceKm)}</td>
                      <td>{oneDecimal.format(point.litresPer100Km)}</td>
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
