import { randomBytes } from "node:crypto";
import { type MutationContext, sealEntry, sealTread } from "@odo/domain";
import { eq } from "drizzle-orm";
import { firstRow } from "../db/first-row.js";
import { shops } from "../db/schema.js";
import type { AppDeps } from "../deps.js";
import { shopSigningKey } from "./signing-keys.js";
import { checks } from "./web-crypto.js";

/**
 * How the server seals a workshop's work for the shared mutators: with the actor's shop's key, when
 * the actor runs a mechanical workshop (a broker's or a person's entries are not signed).
 */
export function sealWorkOf(deps: AppDeps, actorId: string): NonNullable<MutationContext["sealWork"]> {
  return async (maintenance, fileDigests) => {
    const signer = await workshopSigner(deps, actorId);
    if (!signer) return null;
    const { shop, key, now } = signer;
    return sealEntry(
      maintenance,
      fileDigests,
      { id: shop.id, name: shop.name },
      {
        keyId: key.keyId,
        signedAt: now.toISOString(),
        salt: randomBytes(16).toString("base64url"),
        sign: key.sign,
        checks,
      },
    );
  };
}

/** The actor's mechanical workshop and its signing key, or null for anyone else. */
async function workshopSigner(deps: AppDeps, actorId: string) {
  const shop = firstRow(await deps.db.select().from(shops).where(eq(shops.ownerId, actorId)));
  if (shop?.type !== "mechanicalWorkshop") return null;
  const now = deps.clock();
  const key = await shopSigningKey(
    deps.db,
    deps.config.tokenEncryptionKey,
    { id: shop.id, ownerId: actorId, name: shop.name, type: shop.type },
    now,
  );
  return { shop, key, now };
}

/** As `sealWorkOf`, for a workshop's tread reading: the depths, where, when and at what km. */
export function sealTreadOf(deps: AppDeps, actorId: string): NonNullable<MutationContext["sealTread"]> {
  return async (reading) => {
    const signer = await workshopSigner(deps, actorId);
    if (!signer) return null;
    return sealTread(
      reading,
      { id: signer.shop.id, name: signer.shop.name },
      { keyId: signer.key.keyId, signedAt: signer.now.toISOString(), sign: signer.key.sign },
    );
  };
}
