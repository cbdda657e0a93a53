import type { Maintenance } from "../maintenance/maintenance.js";
import {
  campaignsNamedIn,
  normalisedCampaign,
  type RecallCampaign,
  type RecallDismissal,
  type RecallReport,
} from "../recall/recall.js";
import { wordsChangedSinceSealed } from "./entry-seal.js";

export type RecallState =
  | { state: "open" }
  | { state: "done"; maintenanceId: string; shop: string; date: string }
  | { state: "dismissed"; dismissal: RecallDismissal };

/**
 * Whether a campaign is still to be done on the vehicle: done when a workshop's maintenance whose
 * signed words name it still says what was signed (an owner's edit of those words voids it, as it
 * voids the signature); else dismissed when the owner set it aside; else open.
 */
export function recallStateOf(
  report: Pick<RecallReport, "dismissals">,
  campaign: string,
  maintenances: readonly Maintenance[],
): RecallState {
  const wanted = normalisedCampaign(campaign) ?? campaign;
  for (const maintenance of maintenances) {
    const seal = maintenance.seal;
    if (!seal || wordsChangedSinceSealed(seal, maintenance)) continue;
    if (!campaignsNamedIn(seal.signed.description ?? "").has(wanted)) continue;
    return { state: "done", maintenanceId: maintenance._id, shop: seal.signed.shop.name, date: maintenance.date };
  }
  const dismissal = report.dismissals.find((each) => each.campaign === wanted);
  return dismissal ? { state: "dismissed", dismissal } : { state: "open" };
}

export type RecallWithState = RecallCampaign & RecallState;

/** Each campaign of the report with its state, the open ones first, then newest first. */
export function recallsWithState(report: RecallReport, maintenances: readonly Maintenance[]): RecallWithState[] {
  const rank = { open: 0, dismissed: 1, done: 2 } as const;
  return report.campaigns
    .map((campaign) => ({ ...campaign, ...recallStateOf(report, campaign.campaign, maintenances) }))
    .sort(
      (a, b) => rank[a.state] - rank[b.state] || (b.reportedOn ?? b.foundAt).localeCompare(a.reportedOn ?? a.foundAt),
    );
}

/** The campaigns still to be done. */
export const openRecalls = (report: RecallReport, maintenances: readonly Maintenance[]): RecallWithState[] =>
  recallsWithState(report, maintenances).filter((recall) => recall.state === "open");
