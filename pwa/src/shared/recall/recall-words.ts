import { t } from "@lingui/core/macro";
import type { RecallDismissReason, RecallSource } from "@odo/domain";

/** Why an owner set a campaign aside, in the reader's words. */
export function dismissReasonName(reason: RecallDismissReason): string {
  switch (reason) {
    case "doneElsewhere":
      return t`Already repaired elsewhere`;
    case "notThisVehicle":
      return t`Does not apply to this vehicle`;
    case "other":
      return t`Another reason`;
  }
}

/** Who published the recalls. */
export function recallSourceName(source: RecallSource): string {
  switch (source) {
    case "nhtsa":
      return t`NHTSA (United States)`;
    case "transportCanada":
      return t`Transport Canada`;
  }
}
