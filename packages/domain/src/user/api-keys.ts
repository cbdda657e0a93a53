import { z } from "zod";
import { isoDateTimeSchema } from "../shared/dates.js";
import { idSchema } from "../shared/ids.js";
import { requiredText } from "../shared/text.js";

/**
 * Personal API keys (issue 52), one per script: `read` sees what the account sees; `log` may also
 * log refuels, charges, maintenance and expenses, through the same mutations, limits and roles as
 * the app. Shown once, kept as a hash, revocable.
 */
export const apiKeyScopes = ["read", "log"] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** Past this, a new key needs an old one revoked first. */
export const apiKeysPerUser = 10;

/** What starts a key, so a leaked one is recognised by secret scanners and told from a session. */
export const apiKeyPrefix = "odo_";

/** A key's last use is written at most this often: a script polling every second writes no more. */
export const apiKeyLastUseEveryMs = 60_000;

export const apiKeyCreateSchema = z.object({
  name: requiredText(60),
  scope: z.enum(apiKeyScopes, { error: "invalidOption" }),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

/** `GET /users/api-keys`: a key as its owner sees it, never the key itself. */
export const apiKeyViewSchema = z.object({
  _id: idSchema,
  name: z.string(),
  scope: z.enum(apiKeyScopes),
  createdAt: isoDateTimeSchema,
  lastUsedAt: isoDateTimeSchema.nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

/** `POST /users/api-keys`: the new key, the only time it is shown. */
export const apiKeyCreatedSchema = apiKeyViewSchema.extend({ key: z.string() });

/** A request's scope need: reading, or logging an entry. */
export function scopeAllows(scope: ApiKeyScope, need: ApiKeyScope): boolean {
  return need === "read" || scope === "log";
}
