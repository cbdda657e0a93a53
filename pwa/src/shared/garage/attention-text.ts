import { plural, t } from "@lingui/core/macro";
import type { Attention, ComponentName } from "@odo/domain";
import { km } from "../i18n/format.js";

const componentName = (component: ComponentName) =>
  ({ tires: t`Tires`, brakes: t`Brakes`, battery: t`Battery`, chain: t`Chain` })[component];

function dueText(kind: "insurance" | "taxes", tone: "urgent" | "warning", days: number): string {
  if (kind === "insurance") {
    if (tone === "warning") return plural(days, { one: "Insurance due in # day", other: "Insurance due in # days" });
    return days === 0
      ? t`Insurance expired today`
      : plural(days, { one: "Insurance expired # day ago", other: "Insurance expired # days ago" });
  }
  if (tone === "warning") return plural(days, { one: "Taxes due in # day", other: "Taxes due in # days" });
  return days === 0
    ? t`Taxes expired today`
    : plural(days, { one: "Taxes expired # day ago", other: "Taxes expired # days ago" });
}

/** One thing to know about a vehicle, in a few words ("Service in 480 km", "Tires: unknown"). */
export function attentionText(item: Attention): string {
  switch (item.kind) {
    case "service": {
      const left = km(item.remainingKm);
      return item.remainingKm > 0 ? t`Service in ${left}` : t`Service overdue`;
    }
    case "noInterval":
      return t`No service interval set`;
    case "insurance":
    case "taxes":
      return dueText(item.kind, item.tone, item.days);
    case "component": {
      const name = componentName(item.component);
      if (item.tone === "unknown") return t`${name}: unknown`;
      return item.tone === "urgent" ? t`${name}: replace now` : t`${name}: due soon`;
    }
  }
}
