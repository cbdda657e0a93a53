import type { Language, NotificationParams } from "@odo/domain";
import { digestSubject, dueNoticeText, notificationSentence, reminderMailWords } from "@odo/words";
import { escapeHtml } from "../mail/templates.js";

export interface MailWords {
  subject: string;
  text: string;
  html: string;
}

function paragraphs(lines: { text: string; link?: string }[]): { text: string; html: string } {
  return {
    text: `${lines.map((line) => (line.link ? `${line.text}\n${line.link}` : line.text)).join("\n\n")}\n`,
    html: lines
      .map((line) =>
        line.link
          ? `<p>${escapeHtml(line.text)}<br><a href="${escapeHtml(line.link)}">${escapeHtml(line.link)}</a></p>`
          : `<p>${escapeHtml(line.text)}</p>`,
      )
      .join(""),
  };
}

/** The one line a notice says: an item falling due ("Toyota Corolla · Service: due now"), or a recall found. */
export function noticeLine(params: NotificationParams, lang: Language, key?: "recallFound"): string | null {
  if (key === "recallFound") return notificationSentence("recallFound", params, lang);
  const said = dueNoticeText(params, lang);
  return said ? `${said.title} · ${said.body}` : null;
}

/** The mail for one notice (an item falling due, a recall found), in the reader's language. */
export function dueMail(
  line: string,
  reader: { name: string; lang: Language },
  links: { open: string; unsubscribe: string },
): MailWords {
  const words = reminderMailWords("due", reader.lang, reader);
  return {
    subject: `Odo: ${line}`,
    ...paragraphs([
      { text: words.greeting },
      { text: `${words.intro} ${line}` },
      { text: words.open, link: links.open },
      { text: words.unsubscribe, link: links.unsubscribe },
    ]),
  };
}

/** The weekly digest: every open recall and item coming up, one line each, grouped under its vehicle. */
export function digestMail(
  items: readonly NotificationParams[],
  reader: { name: string; lang: Language },
  links: { open: string; unsubscribe: string },
): MailWords {
  const words = reminderMailWords("digest", reader.lang, reader);
  const lines = items.flatMap((params) => {
    const line = noticeLine(params, reader.lang, typeof params.campaign === "string" ? "recallFound" : undefined);
    return line ? [{ text: line }] : [];
  });
  return {
    subject: digestSubject(reader.lang),
    ...paragraphs([
      { text: words.greeting },
      { text: words.intro },
      ...lines,
      { text: words.open, link: links.open },
      { text: words.unsubscribe, link: links.unsubscribe },
    ]),
  };
}
