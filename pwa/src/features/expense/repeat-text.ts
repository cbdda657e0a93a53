import { plural, t } from "@lingui/core/macro";
import type { Recurrence } from "@odo/domain";
import { day } from "../../shared/i18n/format.js";

/** "Every 3 months, until 1 Mar 2027" / "Every month", "logged for you" when Odo logs them. */
export function repeatText(recurrence: Recurrence): string {
  const every = plural(recurrence.everyMonths, { one: "Every month", other: "Every # months" });
  const until = recurrence.until ? t`until ${day(recurrence.until)}` : "";
  const logged = recurrence.autoLog ? t`logged for you` : "";
  return [every, until, logged].filter(Boolean).join(", ");
}
