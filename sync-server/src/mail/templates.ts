import type { Language, OneTimeTokenPurpose } from "@odo/domain";

/** A one-time link's mail, or the notice to the old address once the account's email changed. */
export type MailKind = OneTimeTokenPurpose | "emailChanged";

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

/** `{name}` is the reader's name, `{detail}` what the mail is about (a new address). */
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
  emailChange: {
    en: {
      subject: "Confirm your new email for Odo",
      greeting: "Hi {name},",
      body: "You asked to use this address ({detail}) for your Odo account. Open this link within a day to confirm it; until then your account keeps its current address:",
      action: "Confirm this address",
      footer: "If you did not ask for this, ignore this message: nothing changes.",
    },
    es: {
      subject: "Confirma tu nuevo correo para Odo",
      greeting: "Hola {name}:",
      body: "Pediste usar esta dirección ({detail}) para tu cuenta de Odo. Abre este enlace antes de un día para confirmarla; hasta entonces tu cuenta conserva su dirección actual:",
      action: "Confirmar esta dirección",
      footer: "Si no lo pediste tú, ignora este mensaje: no cambia nada.",
    },
  },
  emailChanged: {
    en: {
      subject: "Your Odo email changed",
      greeting: "Hi {name},",
      body: "The email of your Odo account is now {detail}; this address no longer receives its mail. To sign in, open Odo:",
      action: "Open Odo",
      footer: "If it was not you, reset your password from the sign-in screen and write to soporte@odo.app.",
    },
    es: {
      subject: "Cambió el correo de tu cuenta de Odo",
      greeting: "Hola {name}:",
      body: "El correo de tu cuenta de Odo ahora es {detail}; esta dirección ya no recibe sus mensajes. Para entrar, abre Odo:",
      action: "Abrir Odo",
      footer:
        "Si no fuiste tú, restablece tu contraseña desde la pantalla de inicio de sesión y escribe a soporte@odo.app.",
    },
  },
};

/** The mail of each kind, in the user's language, as plain text and HTML. */
export function mailContent(kind: MailKind, lang: Language, name: string, link: string, detail = ""): MailContent {
  const words = copy[kind][lang];
  const greeting = words.greeting.replace("{name}", name);
  const body = words.body.replace("{detail}", detail);
  return {
    subject: words.subject,
    text: `${greeting}\n\n${body}\n${link}\n\n${words.footer}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(words.action)}</a></p><p>${escapeHtml(link)}</p><p>${escapeHtml(words.footer)}</p>`,
  };
}
