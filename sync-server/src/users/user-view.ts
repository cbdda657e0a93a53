import { defaultNotificationSettings, preferredUnits, type User } from "@odo/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { firstRow } from "../db/first-row.js";
import { integrationAccounts, shops, type UserRow } from "../db/schema.js";

async function integrationsOf(db: Db, userId: string): Promise<User["integrations"]> {
  return (
    await db
      .select({ name: integrationAccounts.name })
      .from(integrationAccounts)
      .where(eq(integrationAccounts.userId, userId))
  ).map((row) => row.name);
}

async function shopSummaryOf(db: Db, userId: string): Promise<User["shop"]> {
  return (
    firstRow(await db.select({ type: shops.type, name: shops.name }).from(shops).where(eq(shops.ownerId, userId))) ??
    null
  );
}

/**
 * The user as replies and the change log carry it (SPEC §3), with their connected fitness
 * services and the shop they run, if any, and how they sign in: never the hash, the Google
 * subject or the session version.
 */
export async function userView(db: Db, row: UserRow): Promise<User> {
  return {
    _id: row.id,
    username: row.username,
    name: row.name,
    lastname: row.lastname,
    email: row.email,
    picture: row.picture,
    role: row.role,
    subscription: { plan: row.plan },
    integrations: await integrationsOf(db, row.id),
    rate:
      row.rateRating === null
        ? null
        : { rating: row.rateRating, ...(row.rateReview ? { review: row.rateReview } : {}) },
    country: row.country,
    lang: row.lang,
    shop: await shopSummaryOf(db, row.id),
    units: preferredUnits(row),
    notificationSettings: row.notificationSettings ?? defaultNotificationSettings,
    signIn: { password: row.passwordHash !== null, google: row.googleSubject !== null },
    pendingEmail: row.pendingEmail,
    createdAt: row.createdAt,
  };
}
