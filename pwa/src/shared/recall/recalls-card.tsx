import { Trans } from "@lingui/react/macro";
import type { Maintenance, RecallReport, RecallWithState } from "@odo/domain";
import { useState } from "react";
import { useRecalls } from "../../data/recalls.js";
import { day, dayRelative } from "../../shared/i18n/format.js";
import { Icon } from "../../shared/ui/icons.js";
import { DismissRecallDialog } from "./dismiss-recall-dialog.js";
import { dismissReasonName, recallSourceName } from "./recall-words.js";

/**
 * A US-market vehicle's safety recalls, as the server last looked them up: which source and when,
 * each campaign with what fails, the risk and the remedy; open ones first. A workshop's signed
 * entry naming a campaign closes it; the owner may set one aside with a reason.
 */
export function RecallsCard({
  report,
  maintenances,
  mayDismiss,
}: {
  report: RecallReport;
  maintenances: readonly Maintenance[];
  mayDismiss: boolean;
}) {
  const recalls = useRecalls(report, maintenances);
  const [dismissing, setDismissing] = useState<RecallWithState | null>(null);
  const open = recalls.filter((recall) => recall.state === "open");
  const source = recallSourceName(report.source);
  const checked = dayRelative(report.checkedAt);
  const model = `${report.make} ${report.model} ${report.modelYear}`;
  return (
    <section className={`card recalls-card${open.length > 0 ? " has-open" : ""}`} aria-labelledby="recalls-title">
      <h2 id="recalls-title">
        <Trans>Safety recalls</Trans>
      </h2>
      <p className="muted small-text">
        <Trans>
          {source}, checked {checked}, for a {model}.
        </Trans>
      </p>
      {open.length === 0 && (
        <p className="recalls-none">
          <Icon name="check" size={18} />
          <Trans>No open recalls.</Trans>
        </p>
      )}
      {recalls.length > 0 && (
        <ul className="recall-list">
          {recalls.map((recall) => (
            <RecallItem
              key={recall.campaign}
              recall={recall}
              onDismiss={mayDismiss && recall.state === "open" ? () => setDismissing(recall) : undefined}
            />
          ))}
        </ul>
      )}
      {recalls.length > 0 && (
        <p className="muted small-text">
          <Trans>The maker's own texts, as the source publishes them.</Trans>
        </p>
      )}
      <DismissRecallDialog report={report} campaign={dismissing} onClose={() => setDismissing(null)} />
    </section>
  );
}

function RecallItem({ recall, onDismiss }: { recall: RecallWithState; onDismiss: (() => void) | undefined }) {
  const campaign = recall.campaign;
  const reported = recall.reportedOn ? day(recall.reportedOn) : null;
  return (
    <li className={`recall recall-${recall.state}`}>
      <h3 lang="en">{recall.component || campaign}</h3>
      <p className="muted small-text">
        {reported ? (
          <Trans>
            Campaign {campaign}, reported on {reported}
          </Trans>
        ) : (
          <Trans>Campaign {campaign}</Trans>
        )}
      </p>
      {recall.parkIt && recall.state === "open" && (
        <p className="notice warning" role="note">
          <Trans>The maker says not to drive it until it is repaired.</Trans>
        </p>
      )}
      {recall.summary && <p lang="en">{recall.summary}</p>}
      {(recall.consequence || recall.remedy) && (
        <details>
          <summary>
            <Trans>Risk and remedy</Trans>
          </summary>
          {recall.consequence && <p lang="en">{recall.consequence}</p>}
          {recall.remedy && <p lang="en">{recall.remedy}</p>}
        </details>
      )}
      <RecallState recall={recall} onDismiss={onDismiss} />
    </li>
  );
}

function RecallState({ recall, onDismiss }: { recall: RecallWithState; onDismiss: (() => void) | undefined }) {
  if (recall.state === "done") {
    const shop = recall.shop;
    const when = day(recall.date);
    return (
      <p className="recall-state done">
        <Icon name="check" size={18} />
        <Trans>
          Done by {shop} on {when}, signed.
        </Trans>
      </p>
    );
  }
  if (recall.state === "dismissed") {
    const reason = dismissReasonName(recall.dismissal.reason);
    const note = recall.dismissal.note;
    return (
      <p className="recall-state dismissed">
        {note ? (
          <Trans>
            Set aside: {reason} ({note})
          </Trans>
        ) : (
          <Trans>Set aside: {reason}</Trans>
        )}
      </p>
    );
  }
  return (
    <div className="recall-state open">
      <p>
        <Icon name="alert" size={18} />
        <Trans>Open: a workshop repairs it free of charge.</Trans>
      </p>
      {onDismiss && (
        <button type="button" className="button secondary small" onClick={onDismiss}>
          <Trans>Set aside</Trans>
        </button>
      )}
    </div>
  );
}
