import type { Language } from "@odo/domain";
import { type AccountMailKind, accountMailWords } from "@odo/words";

export type MailKind = AccountMailKind;

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

/** The mail of each kind, in the user's language, as plain text and HTML. */
export function mailContent(kind: MailKind, lang: Language, name: string, link: string, detail = ""): MailContent {
  const { subject, greeting, body, action, footer } = accountMailWords(kind, lang, { name, detail });
  return {
    subject,
    text: `${greeting}\n\n${body}\n${link}\n\n${footer}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(link)}</p><p>${escapeHtml(footer)}</p>`,
  };
}
