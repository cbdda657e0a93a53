import { t } from "@lingui/core/macro";
import type { Attention, ComponentName } from "@odo/domain";
import { dueItemText } from "../../shared/garage/due-text.js";

const componentName = (component: ComponentName) =>
  ({ tires: t`Tires`, brakes: t`Brakes`, battery: t`Battery`, chain: t`Chain` })[component];

/** One thing to know about a vehicle, in a few words ("Service in 480 km", "Tires: unknown"). */
export function attentionText(item: Attention): string {
  switch (item.kind) {
    case "due":
      return dueItemText(item.item);
    case "noInterval":
      return t`No service interval set`;
    case "unknownService":
      return t`Last service: unknown`;
    case "unknownPart": {
      const name = componentName(item.component);
      return t`${name}: unknown`;
    }
  }
}

/** A key for a list of attention items. */
export function attentionKey(item: Attention): string {
  if (item.kind === "due") return item.item.id;
  return item.kind === "unknownPart" ? `unknown:${item.component}` : item.kind;
}
