import { useLingui } from "@lingui/react/macro";
import type { WebhookEventType } from "@odo/domain";

/** What each message type means, in the user's words. */
export function useWebhookEventNames(): (type: WebhookEventType) => string {
  const { t } = useLingui();
  const names: Record<WebhookEventType, string> = {
    "entry.logged": t`An entry is logged (refuel, maintenance, expense)`,
    "item.due": t`Something falls due`,
    "recall.found": t`A safety recall is found for a vehicle`,
  };
  return (type) => names[type];
}
