import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  type ChargePlace,
  type Currency,
  chargePlaces,
  chargingCostsByPlace,
  type Energy,
  type EnergyEconomy,
  energyOf,
  type Refuel,
  unitPriceSeries,
} from "@odo/domain";
import { stepDecimals } from "../../shared/charts/chart-scale.js";
import { type AxisFormat, LineChart } from "../../shared/charts/charts.js";
import {
  consumption,
  consumptionValue,
  day,
  decimal,
  distance,
  money,
  quantity,
  unitPrice,
} from "../../shared/i18n/format.js";
import { chargePlaceName } from "../../shared/i18n/garage-labels.js";
import { quantityWords } from "../../shared/i18n/unit-labels.js";

/** How one energy's consumption was worked out, and what was left out, in the owner's words. */
function EconomyMethodNote({ economy }: { economy: EnergyEconomy }) {
  const used = economy.entriesUsed;
  const period = economy.method === "period" ? economy.points[0] : undefined;
  if (period) {
    // A plug-in hybrid's figure in one plain sentence (the user test's M5).
    const driven = distance(period.distanceKm);
    const taken = quantity(period.quantity, economy.energy);
    return (
      <p className="muted small-text">
        <Trans>
          Over {driven} driven on either energy, {taken} went in.
        </Trans>
      </p>
    );
  }
  const { missed, levelUnknown } = economy.leftOut;
  return (
    <p className="muted small-text">
      {economy.energy === "electricity" ? (
        <Plural
          value={used}
          one="Worked out from # charge, from one charge to your usual target (or to a noted battery level) to the next, over every kWh in between."
          other="Worked out from # charges, from one charge to your usual target (or to a noted battery level) to the next, over every kWh in between."
        />
      ) : economy.energy === "fuel" ? (
        <Plural
          value={used}
          one="Worked out from # refuel, full tank to full tank."
          other="Worked out from # refuels, full tank to full tank."
        />
      ) : (
        <Plural
          value={used}
          one="Worked out from # fill, full to full."
          other="Worked out from # fills, full to full."
        />
      )}
      {missed > 0 && (
        <>
          {" "}
          <Plural
            value={missed}
            one="# stretch with a missed entry is left out: what went in is not known."
            other="# stretches with a missed entry are left out: what went in is not known."
          />
        </>
      )}
      {levelUnknown > 0 && (
        <>
          {" "}
          <Plural
            value={levelUnknown}
            one="# charge with a noted battery level is counted only as a partial charge: no other level could be compared with it (note the level at both ends of a few charges and Odo learns the battery's size)."
            other="# charges with a noted battery level are counted only as partial charges: no other level could be compared with them (note the level at both ends of a few charges and Odo learns the battery's size)."
          />
        </>
      )}
    </p>
  );
}

/** The title of an energy's consumption card. */
function useConsumptionTitle(energy: Energy): string {
  const { t } = useLingui();
  const titles: Record<Energy, string> = {
    fuel: t`Fuel economy`,
    electricity: t`Electric consumption`,
    cng: t`CNG consumption`,
    lpg: t`LPG consumption`,
  };
  return titles[energy];
}

/** One energy's consumption over the period: the average, how it was worked out, a chart and a table. */
export function ConsumptionSection({ economy }: { economy: EnergyEconomy }) {
  const { t } = useLingui();
  const { energy, points } = economy;
  const title = useConsumptionTitle(energy);
  const titleId = `consumption-${energy}`;
  const shown = (per100Km: number) => consumptionValue(per100Km, energy);
  const text = (value: number) => `${decimal(value, 1, 1)} ${shown(1).symbol}`;
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {economy.averagePer100Km === null ? (
        <p className="muted">
          {energy === "electricity" ? (
            <Trans>
              Log the odometer at two charges to your usual target or more to see your consumption: it runs from one to
              the next.
            </Trans>
          ) : (
            <Trans>
              Log the odometer at two full-tank refuels or more to see your fuel economy: it runs from one full tank to
              the next.
            </Trans>
          )}
        </p>
      ) : (
        <>
          <p>
            <Trans>On average {consumption(economy.averagePer100Km, energy)}.</Trans>
          </p>
          <EconomyMethodNote economy={economy} />
          {economy.method === "stretches" && points.length > 1 && (
            <LineChart
              points={points.map((point) => ({
                key: point.date,
                label: day(point.date),
                value: shown(point.per100Km).value,
              }))}
              description={t`${title} over ${points.length} stretches, from ${text(shown(points[0]?.per100Km ?? 1).value)} to ${text(shown(points.at(-1)?.per100Km ?? 1).value)}.`}
              format={text}
              axisFormat={(value, step) => decimal(value, stepDecimals(step))}
              hint={t`Touch a point, or use the arrow keys, to read it.`}
            />
          )}
          <table className="data-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Date`}</th>
                <th scope="col">{t`Distance`}</th>
                <th scope="col">{shown(1).symbol}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.date}>
                  <th scope="row">{day(point.date)}</th>
                  <td>{distance(point.distanceKm)}</td>
                  <td>{decimal(shown(point.per100Km).value, 1, 1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

/** The places a charge was made, each priced apart: home and public power are not one trend (L8). */
function byChargePlace(refuels: readonly Refuel[]): [ChargePlace | null, Refuel[]][] {
  const groups = new Map<ChargePlace | null, Refuel[]>();
  for (const refuel of refuels) {
    const place = refuel.chargePlace ?? null;
    groups.set(place, [...(groups.get(place) ?? []), refuel]);
  }
  const order = (place: ChargePlace | null) => (place === null ? chargePlaces.length : chargePlaces.indexOf(place));
  return [...groups.entries()].sort(([a], [b]) => order(a) - order(b));
}

/** One series of prices per unit: a line and the table it reads from. */
function PriceChart({
  refuels,
  energy,
  currency,
  axisMoney,
  caption,
}: {
  refuels: readonly Refuel[];
  energy: Energy;
  currency: Currency;
  axisMoney: (currency: Currency) => AxisFormat;
  caption: string;
}) {
  const { t } = useLingui();
  const points = (unitPriceSeries(refuels, energy).get(currency) ?? []).map((point) => ({
    key: point.date,
    label: day(point.date),
    stored: point.pricePerUnit,
  }));
  const text = (stored: number) => unitPrice(stored, energy, currency);
  const [only] = points;
  if (points.length === 1 && only) return <p className="muted">{t`Only one so far: ${text(only.stored)}.`}</p>;
  if (points.length < 2) {
    return (
      <p className="muted">
        {energy === "electricity" ? (
          <Trans>Two charges with kWh and an amount show whether charging is getting dearer.</Trans>
        ) : (
          <Trans>Two refuels with a quantity and an amount show whether fuel is getting dearer.</Trans>
        )}
      </p>
    );
  }
  return (
    <>
      <LineChart
        points={points.map((point) => ({ key: point.key, label: point.label, value: point.stored }))}
        minimumSpan={0.2}
        description={t`${caption} over ${points.length} entries, from ${text(points[0]?.stored ?? 0)} to ${text(points.at(-1)?.stored ?? 0)}.`}
        format={text}
        axisFormat={axisMoney(currency)}
        hint={t`Touch a point, or use the arrow keys, to read it.`}
      />
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Date`}</th>
            <th scope="col">{caption}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.key}>
              <th scope="row">{point.label}</th>
              <td>{text(point.stored)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/**
 * One energy's price per unit over the period (per litre or gallon, per kWh, per kg); charges at
 * home and in public, when both were noted, as a line each.
 */
export function UnitPriceSection({
  refuels,
  energy,
  currency,
  axisMoney,
}: {
  refuels: readonly Refuel[];
  energy: Energy;
  currency: Currency;
  axisMoney: (currency: Currency) => AxisFormat;
}) {
  const { t } = useLingui();
  const words = quantityWords(energy);
  const titleId = `price-${energy}`;
  const places = energy === "electricity" ? byChargePlace(refuels.filter((refuel) => energyOf(refuel) === energy)) : [];
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{words.price}</h2>
      {places.length > 1 ? (
        places.map(([place, charges]) => {
          const where = place ? chargePlaceName(place) : t`Not noted`;
          return (
            <div key={place ?? "unnoted"} className="price-place">
              <h3>{where}</h3>
              <PriceChart
                refuels={charges}
                energy={energy}
                currency={currency}
                axisMoney={axisMoney}
                caption={`${words.price} · ${where}`}
              />
            </div>
          );
        })
      ) : (
        <PriceChart refuels={refuels} energy={energy} currency={currency} axisMoney={axisMoney} caption={words.price} />
      )}
    </section>
  );
}

/** Home against public charging: kWh, what each cost, and the price per kWh of each place. */
export function ChargingPlacesSection({ refuels }: { refuels: readonly Refuel[] }) {
  const { t } = useLingui();
  const rows = chargingCostsByPlace(refuels);
  if (rows.length === 0) return null;
  return (
    <section className="card" aria-labelledby="charging-places-title">
      <h2 id="charging-places-title">
        <Trans>Home and public charging</Trans>
      </h2>
      <table className="data-table">
        <caption className="visually-hidden">{t`Home and public charging`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Where`}</th>
            <th scope="col">kWh</th>
            <th scope="col">{t`Total`}</th>
            <th scope="col">{t`Per kWh`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.place}|${row.currency}`}>
              <th scope="row">{row.place ? chargePlaceName(row.place) : t`Not noted`}</th>
              <td>{decimal(row.kWh, 1)}</td>
              <td>{money(row.total, row.currency)}</td>
              <td>{row.perKWh === null ? "—" : unitPrice(row.perKWh, "electricity", row.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
