import { Trans, useLingui } from "@lingui/react/macro";
import { distanceToKm, type TyreSetState, type TyreState } from "@odo/domain";
import type { ReactNode } from "react";
import { TreadChart } from "../../shared/charts/tread-chart.js";
import { day, distance, money, tread } from "../../shared/i18n/format.js";
import { currentUnits } from "../../shared/i18n/region.js";
import { axleName, positionName, seasonName, setLabel } from "../../shared/i18n/tyre-labels.js";

/** Under this many km left a tyre is shown as urgent, under the second as coming up (the due list's thresholds). */
const toneKm = { urgent: 1_000, warning: 3_000 } as const;

function toneOf(tyre: TyreState): "good" | "warning" | "urgent" {
  const kmLeft = tyre.projection?.kmLeft;
  if (kmLeft !== undefined && kmLeft <= toneKm.urgent) return "urgent";
  if ((kmLeft !== undefined && kmLeft <= toneKm.warning) || tyre.tooOld) return "warning";
  return "good";
}

/** What a tyre's tread says: when it reaches the minimum, or what is missing to say it. */
function TreadWhen({ tyre, mounted }: { tyre: TyreState; mounted: boolean }) {
  const { t } = useLingui();
  const minimum = tyre.minimumMm === null ? null : tread(tyre.minimumMm);
  const projection = tyre.projection;
  if (!projection) {
    return tyre.points.length === 0 ? (
      <Trans>Tread not measured yet</Trans>
    ) : (
      <Trans>Measure again after some driving to learn its wear</Trans>
    );
  }
  if (projection.kmLeft <= 0) return t`At or below ${minimum}: replace it`;
  const far = distance(projection.kmLeft);
  if (projection.date) {
    const when = day(projection.date);
    return t`Reaches ${minimum} around ${when} (in ${far})`;
  }
  return mounted ? t`Reaches ${minimum} in ${far}` : t`${far} left before ${minimum}: it wears only when on`;
}

/**
 * One tyre set: what it is, the km it rolled and what it cost per thousand, and each tyre's
 * place, tread, age and when it reaches the minimum.
 */
export function TyreSetCard({ state, heavy, actions }: { state: TyreSetState; heavy: boolean; actions?: ReactNode }) {
  const { t } = useLingui();
  const km = distance(state.km);
  const unitThousand = distanceToKm(1_000, currentUnits().distance);
  const cost =
    state.costPerThousandKm === null
      ? null
      : t`${money((state.costPerThousandKm / 1_000) * unitThousand, state.set.currency)} per ${distance(unitThousand)}`;
  const titleId = `tyre-set-${state.set._id}`;
  return (
    <article className="card tyre-set" aria-labelledby={titleId}>
      <div className="row spread">
        <h3 id={titleId}>{setLabel(state.set)}</h3>
        <span className="status-pill">{seasonName(state.set.season)}</span>
      </div>
      <p className="muted small-text">
        {state.set.size} · {t`${km} rolled`}
        {cost && ` · ${cost}`}
        {state.set.loggedByShop && ` · ${t`added by ${state.set.loggedByShop}`}`}
      </p>
      {state.unevenAxles.map((axle) => (
        <p key={axle} className="notice tone-warning" role="note">
          {t`${axleName(axle, heavy)}: the two sides wore unevenly. Have the alignment checked.`}
        </p>
      ))}
      <ul className="tyre-list">
        {state.tyres.map((tyre, index) => {
          const where = tyre.position ?? tyre.lastPosition;
          const last = tyre.points.filter((point) => !point.rises).at(-1);
          const depth = tyre.projection?.treadNowMm ?? last?.treadMm;
          return (
            <li key={tyre.id} className={`tyre-row tone-${toneOf(tyre)}`}>
              <div className="row spread">
                <span className="tyre-where">{where ? positionName(where) : t`Tyre ${index + 1}`}</span>
                {depth !== undefined && <span className="tyre-depth">{tread(depth)}</span>}
              </div>
              <span className="small-text">
                <TreadWhen tyre={tyre} mounted={state.mounted} />
              </span>
              {tyre.ageYears !== null && (
                <span className={tyre.tooOld ? "small-text tyre-old" : "small-text muted"}>
                  {tyre.tooOld
                    ? t`${tyre.ageYears} years old: past the age to replace it`
                    : t`${tyre.ageYears} years old`}
                </span>
              )}
              {tyre.points.at(-1)?.rises && (
                <span className="small-text tyre-old">
                  <Trans>The last reading is deeper than an earlier one: check it.</Trans>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <TreadChart state={state} />
      {actions && <div className="reminder-actions">{actions}</div>}
    </article>
  );
}
