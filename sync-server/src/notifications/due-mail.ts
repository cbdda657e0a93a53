import { dueNoticeText, type Language, type NotificationParams } from "@odo/domain";
import { escapeHtml } from "../mail/templates.js";

export interface MailWords {
  subject: string;
  text: string;
  html: string;
}

const copy = {
  due: {
    en: { greeting: "Hi {name},", intro: "This needs a look now:", open: "Open in Odo" },
    es: { greeting: "Hola {name}:", intro: "Esto necesita atención ya:", open: "Abrir en Odo" },
  },
  digest: {
    en: {
      subject: "Odo: what is coming up this week",
      greeting: "Hi {name},",
      intro: "Here is what is coming up for your vehicles:",
      open: "Open Odo",
    },
    es: {
      subject: "Odo: lo que se acerca esta semana",
      greeting: "Hola {name}:",
      intro: "Esto es lo que se acerca para tus vehículos:",
      open: "Abrir Odo",
    },
  },
  unsubscribe: {
    due: {
      en: "You get this because you turned on reminder mails. Stop them with one click:",
      es: "Recibes esto porque activaste los correos de recordatorio. Desactívalos con un clic:",
    },
    digest: {
      en: "You get this because you turned on the weekly summary. Stop it with one click:",
      es: "Recibes esto porque activaste el resumen semanal. Desactívalo con un clic:",
    },
  },
} as const;

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

/** The mail for one item falling due, in the reader's language. */
export function dueMail(
  params: NotificationParams,
  reader: { name: string; lang: Language },
  links: { open: string; unsubscribe: string },
): MailWords | null {
  const said = dueNoticeText(params, reader.lang);
  if (!said) return null;
  const words = copy.due[reader.lang];
  const line = `${said.title} · ${said.body}`;
  return {
    subject: `Odo: ${line}`,
    ...paragraphs([
      { text: words.greeting.replace("{name}", reader.name) },
      { text: `${words.intro} ${line}` },
      { text: words.open, link: links.open },
      { text: copy.unsubscribe.due[reader.lang], link: links.unsubscribe },
    ]),
  };
}

/** The weekly digest: every item coming up, one line each, grouped under its vehicle. */
export function digestMail(
  items: readonly NotificationParams[],
  reader: { name: string; lang: Language },
  links: { open: string; unsubscribe: string },
): MailWords {
  const words = copy.digest[reader.lang];
  const lines = items.flatMap((params) => {
    const said = dueNoticeText(params, reader.lang);
    return said ? [{ text: `${said.title} · ${said.body}` }] : [];
  });
  return {
    subject: words.subject,
    ...paragraphs([
      { text: words.greeting.replace("{name}", reader.name) },
      { text: words.intro },
      ...lines,
      { text: words.open, link: links.open },
      { text: copy.unsubscribe.digest[reader.lang], link: links.unsubscribe },
    ]),
  };
}
