import { Trans, useLingui } from "@lingui/react/macro";
import type { ComponentUsage } from "@odo/domain";
import { distance } from "../i18n/format.js";
import { statusName } from "../i18n/garage-labels.js";

/**
 * How far a counter has run through its interval: the status in words and colour (green good,
 * amber due soon, red urgent, gray without an interval or for a part never logged), the km left
 * or "needs maintenance", and a progress bar.
 */
export function UsageMeter({
  usage,
  label,
  unknownHint,
}: {
  usage: ComponentUsage;
  label: string;
  /** What to do while the counter's start is unknown; a part's replacement unless said. */
  unknownHint?: string | undefined;
}) {
  const { t } = useLingui();
  if (usage.status === "unknown") {
    return (
      <div className="usage tone-unknown">
        <div className="usage-head">
          <span className="usage-label">{label}</span>
          <span className="usage-status">{t`Unknown`}</span>
        </div>
        <p className="muted small-text">{unknownHint ?? t`Log when it was last replaced to follow its wear.`}</p>
      </div>
    );
  }
  const hasInterval = usage.maintenanceInterval > 0;
  const tone = hasInterval ? usage.status : "none";
  const percent = Math.min(Math.round(usage.progressPercentage), 100);
  return (
    <div className={`usage tone-${tone}`}>
      <div className="usage-head">
        <span className="usage-label">{label}</span>
        <span className="usage-status">{hasInterval ? statusName(usage.status) : t`No interval set`}</span>
      </div>
      {hasInterval && (
        <>
          <div
            className="meter"
            role="progressbar"
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t`${percent}% of ${distance(usage.maintenanceInterval)}`}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          <div className="usage-foot">
            {usage.remainingKm > 0 ? (
              <Trans>{distance(usage.remainingKm)} left</Trans>
            ) : (
              <strong>
                <Trans>Needs maintenance</Trans>
              </strong>
            )}
            <span className="muted">
              {distance(usage.accumulatedKm)} / {distance(usage.maintenanceInterval)}
            </span>
          </div>
        </>
      )}
    </div>
  );
}
