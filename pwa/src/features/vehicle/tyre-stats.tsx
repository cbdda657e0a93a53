import { Trans, useLingui } from "@lingui/react/macro";
import { distanceToKm, type Vehicle } from "@odo/domain";
import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import type { History } from "../../data/garage.js";
import { tyreOverview } from "../../data/tyres.js";
import { TreadChart } from "../../shared/charts/tread-chart.js";
import { distance, money } from "../../shared/i18n/format.js";
import { currentUnits } from "../../shared/i18n/region.js";
import { seasonName, setLabel } from "../../shared/i18n/tyre-labels.js";

/**
 * The statistics' tyres: each set's km and what it cost per thousand of them, and its tread over
 * time with the minimum drawn across. Nothing for a vehicle with no set.
 */
export function TyreStatsSection({ vehicle, history }: { vehicle: Vehicle; history: History }) {
  const { t } = useLingui();
  const report = useMemo(() => tyreOverview(vehicle, history).report, [vehicle, history]);
  if (report.length === 0) return null;
  const unitThousand = distanceToKm(1_000, currentUnits().distance);
  const perThousand = distance(unitThousand);
  return (
    <section className="card" aria-labelledby="tyre-stats-title">
      <div className="row spread">
        <h2 id="tyre-stats-title">
          <Trans>Tyres</Trans>
        </h2>
        <Link to="/vehicle/$id/tyres" params={{ id: vehicle._id }} className="text-link">
          <Trans>See the tyres</Trans>
        </Link>
      </div>
      <table className="data-table">
        <caption className="visually-hidden">
          <Trans>Each tyre set's km and cost</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Set</Trans>
            </th>
            <th scope="col">
              <Trans>Rolled</Trans>
            </th>
            <th scope="col">{t`Per ${perThousand}`}</th>
          </tr>
        </thead>
        <tbody>
          {report.map((state) => (
            <tr key={state.set._id}>
              <td>
                {setLabel(state.set)} · {seasonName(state.set.season)}
              </td>
              <td>{distance(state.km)}</td>
              <td>
                {state.costPerThousandKm === null
                  ? "—"
                  : money((state.costPerThousandKm / 1_000) * unitThousand, state.set.currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.map((state) => (
        <TreadChart key={state.set._id} state={state} label={setLabel(state.set)} />
      ))}
    </section>
  );
}
