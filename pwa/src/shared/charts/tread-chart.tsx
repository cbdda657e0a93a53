import { useLingui } from "@lingui/react/macro";
import { type TyreSetState, treadFromUnit, treadInUnit } from "@odo/domain";
import { useState } from "react";
import { day, decimal, tread } from "../i18n/format.js";
import { positionName } from "../i18n/tyre-labels.js";
import { treadUnit } from "../i18n/unit-fields.js";
import { SelectField } from "../ui/field.js";
import { stepDecimals } from "./chart-scale.js";
import { LineChart } from "./charts.js";

/**
 * A set's tread over time, a tyre at a time (chosen by its place), with the minimum it must not
 * go below drawn across: what the wear rate and the projection are read from.
 */
export function TreadChart({ state, label }: { state: TyreSetState; label?: string }) {
  const { t } = useLingui();
  const charted = state.tyres.filter((tyre) => tyre.points.length >= 2);
  const [chosen, setChosen] = useState(charted[0]?.id ?? "");
  const tyre = charted.find((each) => each.id === chosen) ?? charted[0];
  if (!tyre) return null;
  const name = (each: typeof tyre) => {
    const where = each.position ?? each.lastPosition;
    return where ? positionName(where) : t`Tyre ${state.tyres.indexOf(each) + 1}`;
  };
  const unit = treadUnit();
  const points = tyre.points.map((point, index) => ({
    key: `${point.date}-${index}`,
    label: day(point.date),
    value: treadInUnit(point.treadMm, unit),
  }));
  const minimum = tyre.minimumMm;
  return (
    <details className="tyre-chart">
      <summary>{label ? t`${label}: tread over time` : t`Tread over time`}</summary>
      {charted.length > 1 && (
        <SelectField label={t`Tyre`} value={tyre.id} onChange={(event) => setChosen(event.target.value)}>
          {charted.map((each) => (
            <option key={each.id} value={each.id}>
              {name(each)}
            </option>
          ))}
        </SelectField>
      )}
      <LineChart
        points={points}
        description={t`Tread of the tyre ${name(tyre)} at each reading`}
        format={(value) => tread(treadFromUnit(value, unit))}
        axisFormat={(value, step) => decimal(value, stepDecimals(step), stepDecimals(step))}
        hint={t`Touch a point to read it.`}
        {...(minimum === null ? {} : { limit: { value: treadInUnit(minimum, unit), label: tread(minimum) } })}
      />
    </details>
  );
}
