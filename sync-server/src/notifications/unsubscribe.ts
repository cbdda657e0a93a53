import { type Language, updateProfile } from "@odo/domain";
import type { AppConfig } from "../config.js";
import type { AppDeps } from "../deps.js";
import { signValues, verifiedValues } from "../signed-values.js";
import { runMutator } from "../store/run-mutator.js";
import { recipient } from "./scheduler-repository.js";

/** Which mails a link stops: the due mails, or the weekly digest. */
export type MailList = "email" | "digest";
const purpose = "unsubscribe";

/**
 * A link that turns one kind of mail off without signing in. It does nothing else and never
 * expires (a mail read months later must still work); the server's secret signs it.
 */
export function unsubscribeLink(
  config: Pick<AppConfig, "jwtSecret" | "publicUrl">,
  userId: string,
  list: MailList,
): string {
  const token = signValues(config.jwtSecret, purpose, [userId, list]);
  return `${config.publicUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Turns the list off for the token's user (and tells their devices); their language, or null for a bad token. */
export async function unsubscribe(deps: AppDeps, token: string): Promise<{ lang: Language; list: MailList } | null> {
  const values = verifiedValues(deps.config.jwtSecret, purpose, token);
  const [userId, list] = values ?? [];
  if (typeof userId !== "string" || (list !== "email" && list !== "digest")) return null;
  const reader = await recipient(deps.db, userId);
  if (!reader) return null;
  if (reader.settings[list]) {
    await runMutator(deps, { id: userId, role: "user" }, updateProfile, {
      notificationSettings: { ...reader.settings, [list]: false },
    });
  }
  return { lang: reader.lang, list };
}
