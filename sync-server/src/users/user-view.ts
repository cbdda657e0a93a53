import type { User } from "@odo/domain";
import type { UserRow } from "../db/schema.js";

/** The user as replies carry it (SPEC §3): never the hash, the Google subject or the session version. */
export function userView(row: UserRow, integrations: User["integrations"] = []): User {
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
    createdAt: row.createdAt,
  };
}
