import type { Language, OneTimeTokenPurpose } from "@odo/domain";

export type MailKind = OneTimeTokenPurpose;

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

interface MailCopy {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  footer: string;
}

const copy: { [K in MailKind]: { [L in Language]: MailCopy } } = {
  activation: {
    en: {
      subject: "Activate your Odo account",
      greeting: "Hi {name},",
      body: "Welcome to Odo. Open this link to activate your account:",
      action: "Activate my account",
      footer: "If you did not sign up for Odo, you can ignore this message.",
    },
    es: {
      subject: "Activa tu cuenta de Odo",
      greeting: "Hola {name}:",
      body: "Te damos la bienvenida a Odo. Abre este enlace para activar tu cuenta:",
      action: "Activar mi cuenta",
      footer: "Si no te registraste en Odo, puedes ignorar este mensaje.",
    },
  },
  reset: {
    en: {
      subject: "Reset your Odo password",
      greeting: "Hi {name},",
      body: "Someone asked to reset the password of your Odo account. Open this link within an hour to choose a new one:",
      action: "Choose a new password",
      footer: "If it was not you, ignore this message: your password stays the same.",
    },
    es: {
      subject: "Restablece tu contraseña de Odo",
      greeting: "Hola {name}:",
      body: "Alguien pidió restablecer la contraseña de tu cuenta de Odo. Abre este enlace antes de una hora para elegir una nueva:",
      action: "Elegir una contraseña nueva",
      footer: "Si no fuiste tú, ignora este mensaje: tu contraseña no cambia.",
    },
  },
};

/** The mail of each kind, in the user's language, as plain text and HTML. */
export function mailContent(kind: MailKind, lang: Language, name: string, link: string): MailContent {
  const words = copy[kind][lang];
  const greeting = words.greeting.replace("{name}", name);
  return {
    subject: words.subject,
    text: `${greeting}\n\n${words.body}\n${link}\n\n${words.footer}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(words.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p><p>${escapeHtml(link)}</p><p>${escapeHtml(words.footer)}</p>`,
  };
}
