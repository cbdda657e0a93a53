import type { Language, OneTimeTokenPurpose } from "@odo/domain";
import { say } from "./say.js";

/**
 * A one-time link's mail, the notice to the old address once the account's email changed (with its
 * way back), or the notice that the password changed.
 */
export type AccountMailKind =
  | Exclude<OneTimeTokenPurpose, "emailRevert">
  | "emailChanged"
  | "passwordChanged"
  | "planChanged"
  | "planEnded";

export interface AccountMailWords {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  footer: string;
}

const greeting = /*i18n*/ { id: "mail.greeting", message: "Hi {name}," };

/** `{detail}` is what the mail is about (a new address). */
const accountMails = {
  activation: {
    subject: /*i18n*/ { id: "mail.activation.subject", message: "Activate your Odo account" },
    body: /*i18n*/ {
      id: "mail.activation.body",
      message: "Welcome to Odo. Open this link to activate your account:",
    },
    action: /*i18n*/ { id: "mail.activation.action", message: "Activate my account" },
    footer: /*i18n*/ {
      id: "mail.activation.footer",
      message: "If you did not sign up for Odo, you can ignore this message.",
    },
  },
  reset: {
    subject: /*i18n*/ { id: "mail.reset.subject", message: "Reset your Odo password" },
    body: /*i18n*/ {
      id: "mail.reset.body",
      message:
        "Someone asked to reset the password of your Odo account. Open this link within an hour to choose a new one:",
    },
    action: /*i18n*/ { id: "mail.reset.action", message: "Choose a new password" },
    footer: /*i18n*/ {
      id: "mail.reset.footer",
      message: "If it was not you, ignore this message: your password stays the same.",
    },
  },
  emailChange: {
    subject: /*i18n*/ { id: "mail.emailChange.subject", message: "Confirm your new email for Odo" },
    body: /*i18n*/ {
      id: "mail.emailChange.body",
      message:
        "You asked to use this address ({detail}) for your Odo account. Open this link within a day to confirm it; until then your account keeps its current address:",
    },
    action: /*i18n*/ { id: "mail.emailChange.action", message: "Confirm this address" },
    footer: /*i18n*/ {
      id: "mail.emailChange.footer",
      message: "If you did not ask for this, ignore this message: nothing changes.",
    },
  },
  emailChanged: {
    subject: /*i18n*/ { id: "mail.emailChanged.subject", message: "Your Odo email changed" },
    body: /*i18n*/ {
      id: "mail.emailChanged.body",
      message:
        "The email of your Odo account is now {detail}; this address no longer receives its mail. If this was not you, take your account back within two weeks: choose a new password and this address becomes the account's again, and every device is signed out:",
    },
    action: /*i18n*/ { id: "mail.emailChanged.action", message: "This was not me: take my account back" },
    footer: /*i18n*/ {
      id: "mail.emailChanged.footer",
      message: "If it was you, ignore this message: nothing else changes.",
    },
  },
  passwordChanged: {
    subject: /*i18n*/ { id: "mail.passwordChanged.subject", message: "Your Odo password changed" },
    body: /*i18n*/ {
      id: "mail.passwordChanged.body",
      message:
        "The password of your Odo account was changed, and every other device was signed out. If this was not you, choose a new password now:",
    },
    action: /*i18n*/ { id: "mail.passwordChanged.action", message: "Choose a new password" },
    footer: /*i18n*/ {
      id: "mail.passwordChanged.footer",
      message: "If it was you, ignore this message.",
    },
  },
  planChanged: {
    subject: /*i18n*/ { id: "mail.planChanged.subject", message: "Your Odo plan changed" },
    body: /*i18n*/ {
      id: "mail.planChanged.body",
      message: "Your Odo plan is now {detail}. See until when it is paid:",
    },
    action: /*i18n*/ { id: "mail.planChanged.action", message: "See my plan" },
    footer: /*i18n*/ {
      id: "mail.planChanged.footer",
      message: "Export stays free on every plan, and nothing is deleted if you go back to free.",
    },
  },
  planEnded: {
    subject: /*i18n*/ { id: "mail.planEnded.subject", message: "Your Odo plan ended" },
    body: /*i18n*/ {
      id: "mail.planEnded.body",
      message:
        "Your {detail} plan ended and your account is on the free plan. Every vehicle and entry stays; vehicles past the free plan's limit are read-only until you choose a plan again:",
    },
    action: /*i18n*/ { id: "mail.planEnded.action", message: "See the plans" },
    footer: /*i18n*/ { id: "mail.planEnded.footer", message: "Export stays free on every plan." },
  },
} satisfies Record<AccountMailKind, unknown>;

/** The words of an account mail in the reader's language. */
export function accountMailWords(
  kind: AccountMailKind,
  lang: Language,
  reader: { name: string; detail?: string },
): AccountMailWords {
  const words = accountMails[kind];
  return {
    subject: say(lang, words.subject),
    greeting: say(lang, greeting, { name: reader.name }),
    body: say(lang, words.body, { detail: reader.detail ?? "" }),
    action: say(lang, words.action),
    footer: say(lang, words.footer),
  };
}

const reminderMails = {
  due: {
    intro: /*i18n*/ { id: "mail.due.intro", message: "This needs a look now:" },
    open: /*i18n*/ { id: "mail.due.open", message: "Open in Odo" },
    unsubscribe: /*i18n*/ {
      id: "mail.due.unsubscribe",
      message: "You get this because you turned on reminder mails. Stop them with one click:",
    },
  },
  digest: {
    subject: /*i18n*/ { id: "mail.digest.subject", message: "Odo: what is coming up this week" },
    intro: /*i18n*/ { id: "mail.digest.intro", message: "Here is what is coming up for your vehicles:" },
    open: /*i18n*/ { id: "mail.digest.open", message: "Open Odo" },
    unsubscribe: /*i18n*/ {
      id: "mail.digest.unsubscribe",
      message: "You get this because you turned on the weekly summary. Stop it with one click:",
    },
  },
};

export interface ReminderMailWords {
  greeting: string;
  intro: string;
  open: string;
  unsubscribe: string;
}

/** The words around a reminder mail's lines: one item falling due, or the weekly digest. */
export function reminderMailWords(kind: "due" | "digest", lang: Language, reader: { name: string }): ReminderMailWords {
  const words = reminderMails[kind];
  return {
    greeting: say(lang, greeting, { name: reader.name }),
    intro: say(lang, words.intro),
    open: say(lang, words.open),
    unsubscribe: say(lang, words.unsubscribe),
  };
}

export const digestSubject = (lang: Language) => say(lang, reminderMails.digest.subject);
