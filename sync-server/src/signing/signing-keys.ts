import { certify, type OdoKey, type ShopCertificate, type ShopType, type Sign } from "@odo/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/connection.js";
import { firstRow } from "../db/first-row.js";
import type { DataRepair } from "../db/repairs.js";
import { serverKeys, shopKeys } from "../db/schema.js";
import { lockUserForCount } from "../db/user-lock.js";
import { isSealed, openToken, sealToken } from "../token-vault.js";
import { newKeyPair, signerOf } from "./web-crypto.js";

const odoKeyRow = "odo";

/**
 * Private keys at rest are sealed as Strava tokens are (`vault` is TOKEN_ENCRYPTION_KEY): a copy of
 * the database alone cannot sign as a shop, nor certify a shop as Odo. A key stored before sealing
 * is read as it is until the start-up repair seals it.
 */
const sealedKey = (vault: Buffer, privateKey: string) => sealToken(vault, privateKey);
const openedKey = (vault: Buffer, stored: string) => (isSealed(stored) ? openToken(vault, stored) : stored);

/**
 * Odo's own key, which certifies shops' keys and signs issued histories: made by the first process
 * that needs it (a second one racing it keeps the first's), kept in the database every process shares.
 */
export async function odoSigningKey(db: Db, vault: Buffer, now: Date): Promise<OdoKey & { sign: Sign }> {
  let row = firstRow(await db.select().from(serverKeys).where(eq(serverKeys.id, odoKeyRow)));
  if (!row) {
    const pair = await newKeyPair();
    await db
      .insert(serverKeys)
      .values({ id: odoKeyRow, ...pair, privateKey: sealedKey(vault, pair.privateKey), createdAt: now.toISOString() })
      .onConflictDoNothing();
    row = firstRow(await db.select().from(serverKeys).where(eq(serverKeys.id, odoKeyRow)));
  }
  if (!row) throw new Error("Odo's signing key could not be stored");
  return { keyId: row.keyId, publicKey: row.publicKey, sign: signerOf(row.keyId, openedKey(vault, row.privateKey)) };
}

export interface ShopSigner {
  keyId: string;
  sign: Sign;
}

/** The shop's current key, made and certified the first time the shop signs. */
export async function shopSigningKey(
  db: Db,
  vault: Buffer,
  shop: { id: string; ownerId: string; name: string; type: ShopType },
  now: Date,
): Promise<ShopSigner> {
  const current = async () =>
    firstRow(
      await db
        .select()
        .from(shopKeys)
        .where(and(eq(shopKeys.shopId, shop.id), isNull(shopKeys.replacedAt))),
    );
  let row = await current();
  if (!row) {
    // One current key per shop, whatever the number of processes: the owner's row is the lock.
    await lockUserForCount(db, shop.ownerId);
    row = await current();
  }
  if (!row) {
    const odo = await odoSigningKey(db, vault, now);
    const pair = await newKeyPair();
    const certificate = await certify(
      {
        keyId: pair.keyId,
        publicKey: pair.publicKey,
        shop: { id: shop.id, name: shop.name, type: shop.type },
        issuedAt: now.toISOString(),
        replacedAt: null,
        closedAt: null,
      },
      odo.sign,
    );
    await db.insert(shopKeys).values({
      keyId: pair.keyId,
      shopId: shop.id,
      publicKey: pair.publicKey,
      privateKey: sealedKey(vault, pair.privateKey),
      certificate,
      createdAt: now.toISOString(),
    });
    row = await current();
  }
  if (!row?.privateKey) throw new Error("the shop's signing key could not be stored");
  return { keyId: row.keyId, sign: signerOf(row.keyId, openedKey(vault, row.privateKey)) };
}

/**
 * Ends a shop's keys (the shop closed, or its key is replaced): each certificate is signed again
 * with the date from which it signs nothing more, and a closed shop's private keys are erased.
 */
export async function retireShopKeys(
  db: Db,
  vault: Buffer,
  shopId: string,
  how: "replaced" | "closed",
  now: Date,
): Promise<void> {
  const odo = await odoSigningKey(db, vault, now);
  const at = now.toISOString();
  for (const row of await db.select().from(shopKeys).where(eq(shopKeys.shopId, shopId))) {
    const ended: Omit<ShopCertificate, "signature"> = {
      ...row.certificate,
      replacedAt: how === "replaced" ? (row.certificate.replacedAt ?? at) : row.certificate.replacedAt,
      closedAt: how === "closed" ? (row.certificate.closedAt ?? at) : row.certificate.closedAt,
    };
    await db
      .update(shopKeys)
      .set({
        certificate: await certify(ended, odo.sign),
        replacedAt: ended.replacedAt,
        closedAt: ended.closedAt,
        ...(how === "closed" ? { privateKey: null } : {}),
      })
      .where(eq(shopKeys.keyId, row.keyId));
  }
}

/** The certificates of the keys that signed these seals. */
export async function certificatesOf(db: Db, keyIds: readonly string[]): Promise<ShopCertificate[]> {
  const wanted = [...new Set(keyIds)];
  if (wanted.length === 0) return [];
  // A history's seals come from a handful of shops' keys: one query for all of them.
  const rows = await db.select().from(shopKeys).where(inArray(shopKeys.keyId, wanted));
  return rows.map((row) => row.certificate);
}

/** Seals the private keys stored in clear before keys were sealed at rest. */
export function sealStoredSigningKeysRepair(vault: Buffer): DataRepair {
  return {
    name: "2026-11-28-seal-signing-keys",
    async run(db) {
      for (const row of await db.select().from(serverKeys)) {
        if (isSealed(row.privateKey)) continue;
        await db
          .update(serverKeys)
          .set({ privateKey: sealedKey(vault, row.privateKey) })
          .where(eq(serverKeys.id, row.id));
      }
      for (const row of await db.select().from(shopKeys)) {
        if (row.privateKey === null || isSealed(row.privateKey)) continue;
        await db
          .update(shopKeys)
          .set({ privateKey: sealedKey(vault, row.privateKey) })
          .where(eq(shopKeys.keyId, row.keyId));
      }
    },
  };
}
