import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Language } from "@odo/domain";
import type { FastifyBaseLogger } from "fastify";
import { createTransport } from "nodemailer";
import { type MailKind, mailContent } from "./templates.js";

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  name: string;
  lang: Language;
  link: string;
  /** What the mail is about, in its words (a new email address). */
  detail?: string;
}

/** A mail written elsewhere (reminders): its words, headers and a Message-ID that names it. */
export interface ComposedMail {
  kind: "due" | "digest";
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same occurrence always carries the same id, so a resend after a crash is one message. */
  messageId: string;
  headers: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  sendComposed(mail: ComposedMail): Promise<void>;
}

const composedFields = (from: string, mail: ComposedMail) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: mail.messageId,
  headers: mail.headers,
});

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}

/**
 * With SMTP_URL the mail goes out over SMTP. Without it each message is written to
 * `DATA_DIR/mail/` as an .eml file (owner-only), so someone trying Odo locally can open the link.
 * The activation link is logged too; a reset link never is, at any level, since it grants the account.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = createTransport(options.smtpUrl);
    return {
      async send(mail) {
        const content = mailContent(mail.kind, mail.lang, mail.name, mail.link, mail.detail);
        await transport.sendMail({ from: options.from, to: mail.to, ...content });
        options.log.info({ kind: mail.kind }, "mail sent");
      },
      async sendComposed(mail) {
        await transport.sendMail(composedFields(options.from, mail));
        options.log.info({ kind: mail.kind }, "mail sent");
      },
    };
  }
  const folder = join(options.dataDir, "mail");
  const transport = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const write = async (kind: string, message: Parameters<typeof transport.sendMail>[0]) => {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const info = await transport.sendMail(message);
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const file = join(folder, `${stamp}-${kind}-${randomBytes(3).toString("hex")}.eml`);
    // Owner-only, whatever the umask: a mail may hold a link that grants the account.
    writeFileSync(file, info.message as Buffer, { mode: 0o600 });
    return file;
  };
  return {
    async sendComposed(mail) {
      const file = await write(mail.kind, composedFields(options.from, mail));
      options.log.info({ file, kind: mail.kind }, "mail written (no SMTP_URL)");
    },
    async send(mail) {
      const content = mailContent(mail.kind, mail.lang, mail.name, mail.link, mail.detail);
      const file = await write(mail.kind, { from: options.from, to: mail.to, ...content });
      if (mail.kind === "activation") {
        options.log.info({ file, link: mail.link }, "activation mail written (no SMTP_URL): open the link to activate");
      } else {
        // Never the link itself: logs are often readable by more people than DATA_DIR is.
        options.log.info({ file, kind: mail.kind }, "mail written (no SMTP_URL)");
      }
    },
  };
}
