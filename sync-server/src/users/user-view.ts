import type { User } from "@odo/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../db/open.js";
import { shops, type UserRow } from "../db/schema.js";

function shopSummaryOf(db: Db, userId: string): User["shop"] {
  return db.select({ type: shops.type, name: shops.name }).from(shops).where(eq(shops.ownerId, userId)).get() ?? null;
}

/**
 * The user as replies and the change log carry it (SPEC §3), with the shop they run if any:
 * never the hash, the Google subject or the session version.
 */
export function userView(db: Db, row: UserRow, integrations: User["integrations"] = []): User {
  return {
    _id: row.id,
    username: row.username,
    name: row.name,
    lastname: row.lastname,
    email: row.email,
    picture: row.picture,
    role: row.role,
    subscription: { plan: row.plan },
    integrations,
    rate:
      row.rateRating === null
        ? null
        : { rating: row.rateRating, ...(row.rateReview ? { review: row.rateReview } : {}) },
    country: row.country,
    lang: row.lang,
    shop: shopSummaryOf(db, row.id),
    createdAt: row.createdAt,
  };
}
