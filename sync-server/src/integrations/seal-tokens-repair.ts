import { and, eq } from "drizzle-orm";
import type { DataRepair } from "../db/repairs.js";
import { integrationAccounts } from "../db/schema.js";
import { isSealed, sealToken } from "../token-vault.js";

/** Seals the Strava tokens stored in clear before tokens were encrypted at rest. */
export function sealStoredTokensRepair(key: Buffer): DataRepair {
  return {
    name: "2026-11-23-seal-integration-tokens",
    async run(db) {
      for (const row of await db.select().from(integrationAccounts)) {
        if (isSealed(row.accessToken) && isSealed(row.refreshToken)) continue;
        await db
          .update(integrationAccounts)
          .set({
            accessToken: isSealed(row.accessToken) ? row.accessToken : sealToken(key, row.accessToken),
            refreshToken: isSealed(row.refreshToken) ? row.refreshToken : sealToken(key, row.refreshToken),
          })
          .where(and(eq(integrationAccounts.userId, row.userId), eq(integrationAccounts.name, row.name)));
      }
    },
  };
}
