import { t } from "@lingui/core/macro";
import { campaignReference, dueItemFromParams, type Notification, plans, shareRoles } from "@odo/domain";
import { dueItemText } from "../../shared/garage/due-text.js";
import { planName } from "../../shared/i18n/labels.js";
import { shareRoleName } from "../../shared/i18n/sharing-labels.js";

/** A notification in the reader's language now: from its key and parameters, else its stored text. */
export function notificationText(notification: Notification): string {
  const params = notification.params ?? {};
  const vehicle = String(params.vehicle ?? "");
  const person = String(params.person ?? "");
  switch (notification.key) {
    case "due": {
      const item = dueItemFromParams(params);
      if (!item) return notification.message;
      const line = `${dueItemText(item)} · ${vehicle}`;
      // A workshop's reminder says which shop reminds, and how to reach it.
      if (typeof params.shop !== "string") return line;
      const shop = params.shop;
      const phone = typeof params.shopPhone === "string" ? params.shopPhone : "";
      return phone ? t`${shop} (${phone}) reminds you: ${line}` : t`${shop} reminds you: ${line}`;
    }
    case "vehicleGiven":
      return t`You transferred ${vehicle} to ${person}.`;
    case "vehicleReceived":
      return t`You received ${vehicle} from ${person}.`;
    case "shareGranted": {
      const known = shareRoles.find((role) => role === params.role);
      const role = known ? shareRoleName(known).toLocaleLowerCase() : "";
      return t`${person} now has access to ${vehicle} as ${role}.`;
    }
    case "visitEnded": {
      const shop = String(params.shop ?? "");
      return t`${shop} is done with ${vehicle}: it is ready to collect.`;
    }
    case "planChanged":
    case "planEnded": {
      const known = plans.find((plan) => plan === params.plan);
      if (!known) return notification.message;
      const name = planName(known);
      return notification.key === "planChanged"
        ? t`Your plan is now ${name}.`
        : t`Your ${name} plan ended: you are on the free plan, and every vehicle and entry stays.`;
    }
    case "recallFound": {
      const component = String(params.component ?? "");
      // Notices from before Transport Canada's recalls carry no reference: they were all NHTSA's.
      const reference = String(params.reference ?? campaignReference("nhtsa", String(params.campaign ?? "")));
      return t`${vehicle} has a safety recall: ${component} (${reference}). A workshop repairs it free of charge.`;
    }
    default:
      return notification.message;
  }
}
