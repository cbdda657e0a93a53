import type { MessageDescriptor } from "@lingui/core";
import {
  type Language,
  languages,
  type NotificationKey,
  type NotificationParams,
  type Plan,
  type ShareRole,
} from "@odo/domain";
import { say } from "./say.js";

type WrittenKey = Exclude<NotificationKey, "due">;

/**
 * The sentence the server stores with a notification, for rows read without its key (devices say
 * the key and parameters themselves, through their own catalogues), and pushes and mails.
 */
const sentences = {
  vehicleGiven: /*i18n*/ { id: "inbox.vehicleGiven", message: "You transferred {vehicle} to {person}." },
  vehicleReceived: /*i18n*/ { id: "inbox.vehicleReceived", message: "You received {vehicle} from {person}." },
  shareGranted: /*i18n*/ { id: "inbox.shareGranted", message: "{person} now has access to {vehicle} as {role}." },
  visitEnded: /*i18n*/ { id: "inbox.visitEnded", message: "{shop} is done with {vehicle}: it is ready to collect." },
  planChanged: /*i18n*/ { id: "inbox.planChanged", message: "Your plan is now {plan}." },
  planEnded: /*i18n*/ {
    id: "inbox.planEnded",
    message: "Your {plan} plan ended: you are on the free plan, and every vehicle and entry stays.",
  },
  recallFound: /*i18n*/ {
    id: "inbox.recallFound",
    message: "{vehicle} has a safety recall: {component} ({reference}). A workshop repairs it free of charge.",
  },
} satisfies Record<WrittenKey, MessageDescriptor>;

/** How a share role reads inside a sentence. */
const roles = {
  workshop: /*i18n*/ { id: "inbox.role.workshop", message: "workshop" },
  insuranceBroker: /*i18n*/ { id: "inbox.role.insuranceBroker", message: "insurance broker" },
  customer: /*i18n*/ { id: "inbox.role.customer", message: "customer" },
  household: /*i18n*/ { id: "inbox.role.household", message: "household member" },
} satisfies Record<ShareRole, MessageDescriptor>;

/** How a plan's name reads inside a sentence and a mail. */
const planNames = {
  free: /*i18n*/ { id: "inbox.plan.free", message: "Free" },
  basic: /*i18n*/ { id: "inbox.plan.basic", message: "Basic" },
  business: /*i18n*/ { id: "inbox.plan.business", message: "Business" },
} satisfies Record<Plan, MessageDescriptor>;

/** A plan's name in `lang`. */
export const planNameIn = (lang: Language, plan: Plan) => say(lang, planNames[plan]);

const roleIn = (lang: Language, role: string) => (role in roles ? say(lang, roles[role as ShareRole]) : role);

/** A parameter as a sentence says it: a role or a plan in words, anything else as it is. */
function spoken(lang: Language, name: string, value: string | number | null) {
  if (name === "role" && typeof value === "string") return roleIn(lang, value);
  if (name === "plan" && typeof value === "string" && value in planNames) return planNameIn(lang, value as Plan);
  return value;
}

/** A notification's sentence in `lang`, its parameters filled in (a role in words). */
export function notificationSentence(key: WrittenKey, params: NotificationParams, lang: Language): string {
  const values = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, spoken(lang, name, value)]));
  return say(lang, sentences[key], values);
}

/** What stands for a parameter while a sentence's shape is read: brackets no name or plate holds. */
const marker = (name: string) => `⟦${name}⟧`;

/** Each sentence in each language as a pattern, with the names of the parameters it captures in order. */
const sentencePatterns = (Object.keys(sentences) as WrittenKey[]).flatMap((key) =>
  languages.map((lang) => {
    const names = [...(sentences[key].message.matchAll(/\{(\w+)\}/g) ?? [])].map((match) => match[1] ?? "");
    const shape = say(lang, sentences[key], Object.fromEntries(names.map((name) => [name, marker(name)])));
    const order: string[] = [];
    const source = shape.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll(/⟦(\w+)⟧/g, (_, name: string) => {
      order.push(name);
      return "(.+?)";
    });
    return { key, lang, names: order, pattern: new RegExp(`^${source}$`, "s") };
  }),
);

/** Reads a stored sentence back into its key and parameters, in any language; null if none fits. */
export function readNotificationSentence(message: string): { key: WrittenKey; params: NotificationParams } | null {
  for (const { key, lang, names, pattern } of sentencePatterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const params: NotificationParams = {};
    names.forEach((name, index) => {
      const value = match[index + 1] ?? "";
      params[name] =
        name === "role"
          ? ((Object.keys(roles) as ShareRole[]).find((role) => roleIn(lang, role) === value) ?? value)
          : name === "plan"
            ? ((Object.keys(planNames) as Plan[]).find((plan) => planNameIn(lang, plan) === value) ?? value)
            : value;
    });
    return { key, params };
  }
  return null;
}

const unsubscribePage = {
  email: /*i18n*/ { id: "unsubscribe.email", message: "Done: Odo will not mail you reminders any more." },
  digest: /*i18n*/ { id: "unsubscribe.digest", message: "Done: Odo will not send you the weekly summary any more." },
  bad: /*i18n*/ {
    id: "unsubscribe.bad",
    message: "This link is not valid. Open Odo and change your notification settings in your profile.",
  },
  back: /*i18n*/ { id: "unsubscribe.back", message: "You can turn it on again in Odo: Profile → Notifications." },
};

/** The lines of the page a mail's unsubscribe link opens: what stopped and how to undo it, or why not. */
export function unsubscribeWords(lang: Language, stopped: "email" | "digest" | null): string[] {
  return stopped
    ? [say(lang, unsubscribePage[stopped]), say(lang, unsubscribePage.back)]
    : [say(lang, unsubscribePage.bad)];
}
