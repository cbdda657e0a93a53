import { ApiError } from "../errors/api-error.js";
import { capabilitiesByRole } from "../share/roles.js";
import type { Mutator } from "../sync/mutator.js";
import { heldRow } from "../sync/mutator-access.js";
import { dismissedRecall, normalisedCampaign, type RecallDismiss, type RecallReport } from "./recall.js";

/**
 * `recall.dismiss`: whoever may edit the vehicle sets a campaign aside with a reason; someone who
 * does not see its recalls gets a 404, so a refusal never confirms they exist.
 */
export const dismissRecall: Mutator<RecallDismiss, RecallReport> = {
  capability: "editVehicle",
  async effect(tx, dismiss, context) {
    const held = await heldRow(tx, "recall", dismiss._id);
    if (!held?.role || !capabilitiesByRole[held.role].viewMaintenance) throw new ApiError("RECALL_NOT_FOUND");
    if (!capabilitiesByRole[held.role].editVehicle) throw new ApiError("FORBIDDEN");
    const campaign = normalisedCampaign(dismiss.campaign);
    if (!held.row.campaigns.some((each) => each.campaign === campaign)) throw new ApiError("RECALL_NOT_FOUND");
    const next = dismissedRecall(held.row, dismiss, context.actorId, context.now);
    await tx.put("recalls", next, held.row);
    return next;
  },
};
