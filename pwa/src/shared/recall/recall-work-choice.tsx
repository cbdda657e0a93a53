import { Trans } from "@lingui/react/macro";
import { campaignReference, campaignsNamedIn, type Vehicle } from "@odo/domain";
import { useHistory } from "../../data/garage.js";
import { useRecallReport, useRecalls } from "../../data/recalls.js";

/**
 * On a workshop's maintenance form, the vehicle's open safety recalls to tick as carried out: each
 * ticked one is named in the entry's words ("NHTSA 15V320000"), which the workshop's signature
 * covers, and that closes it for the owner. Nothing shows for a vehicle without open recalls.
 */
export function RecallWorkChoice({
  vehicle,
  description,
  onDescriptionChange,
}: {
  vehicle: Vehicle;
  description: string;
  onDescriptionChange: (description: string) => void;
}) {
  const report = useRecallReport(vehicle._id);
  const history = useHistory(vehicle._id);
  const recalls = useRecalls(report, history?.maintenances).filter((recall) => recall.state === "open");
  if (!report || recalls.length === 0) return null;
  const named = campaignsNamedIn(description);
  const toggle = (campaign: string) => {
    const reference = campaignReference(report.source, campaign);
    onDescriptionChange(
      named.has(campaign)
        ? description
            .replace(reference, "")
            .replace(/\n{2,}/g, "\n")
            .trim()
        : [description.trim(), reference].filter(Boolean).join("\n"),
    );
  };
  return (
    <fieldset className="choices recall-work">
      <legend>
        <Trans>Safety recalls carried out</Trans>
      </legend>
      {recalls.map((recall) => (
        <label key={recall.campaign} className={`choice ${named.has(recall.campaign) ? "selected" : ""}`}>
          <input type="checkbox" checked={named.has(recall.campaign)} onChange={() => toggle(recall.campaign)} />
          <span>
            <span lang="en">{recall.component || recall.campaign}</span> ({recall.campaign})
          </span>
        </label>
      ))}
      <p className="muted small-text">
        <Trans>Ticked, the campaign is named in the notes; your signature on this entry closes it for the owner.</Trans>
      </p>
    </fieldset>
  );
}
