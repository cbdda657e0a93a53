import { createHash, randomBytes } from "node:crypto";
import type { OneTimeTokenPurpose } from "@odo/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { firstRow } from "../db/first-row.js";
import { oneTimeTokens } from "../db/schema.js";

export type TokenPurpose = OneTimeTokenPurpose;

/** Activation links last a week; reset links an hour (issue: "expire in one hour"); a new email's a day. */
export const tokenLifetimeMs: Record<TokenPurpose, number> = {
  activation: 7 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  emailChange: 24 * 60 * 60 * 1000,
  // The old address may read its mail days later: two weeks to take the account back.
  emailRevert: 14 * 24 * 60 * 60 * 1000,
};

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Creates a link token; only its hash is stored, the raw value goes into the mail. */
export async function issueToken(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
  detail: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(oneTimeTokens).values({
    tokenHash: tokenHash(token),
    userId,
    purpose,
    detail,
    expiresAt: new Date(now.getTime() + tokenLifetimeMs[purpose]).toISOString(),
    createdAt: now.toISOString(),
  });
  return token;
}

export type TokenLookup =
  | { state: "unknown" }
  | { state: "expired" | "used" | "live"; userId: string; purpose: TokenPurpose; detail: string | null };

/** A token of one of `purposes`, and whether it still works. */
export async function lookUpToken(
  db: Db,
  token: string,
  purposes: TokenPurpose | readonly TokenPurpose[],
  now: Date,
): Promise<TokenLookup> {
  const wanted = typeof purposes === "string" ? [purposes] : purposes;
  const row = firstRow(
    await db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, tokenHash(token))),
  );
  if (!row || !wanted.includes(row.purpose)) return { state: "unknown" };
  const known = { userId: row.userId, purpose: row.purpose, detail: row.detail };
  if (row.usedAt) return { state: "used", ...known };
  if (Date.parse(row.expiresAt) <= now.getTime()) return { state: "expired", ...known };
  return { state: "live", ...known };
}

/** Marks a token used; false when another request used it first. */
export async function markTokenUsed(db: Db, token: string, now: Date): Promise<boolean> {
  const result = await db
    .update(oneTimeTokens)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash(token)), isNull(oneTimeTokens.usedAt)))
    .returning({ tokenHash: oneTimeTokens.tokenHash });
  return result.length === 1;
}

/** Whether the user still holds an unused, unexpired token of this purpose. */
export async function hasLiveToken(db: Db, userId: string, purpose: TokenPurpose, now: Date): Promise<boolean> {
  const rows = await db
    .select({ expiresAt: oneTimeTokens.expiresAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
  return rows.some((row) => Date.parse(row.expiresAt) > now.getTime());
}

/** A new reset link replaces the older ones, so only the latest mail works. */
export async function retireTokens(db: Db, userId: string, purpose: TokenPurpose, now: Date): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}
