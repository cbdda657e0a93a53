import { webcrypto } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { TreadReading } from "../tyre/tread-reading.js";
import {
  base64UrlOf,
  type PublicKeyJwk,
  type SubtleLike,
  signatureAlgorithm,
  signatureChecks,
  signingKeyAlgorithm,
} from "./signature-checks.js";
import { sealedTreadBytes, sealTread, treadSaysWhatWasSigned } from "./tread-seal.js";

const subtle = webcrypto.subtle;
const checks = signatureChecks(subtle as unknown as SubtleLike);
const stamp = "2026-11-30T10:00:00.000Z";
const reading: TreadReading = {
  _id: "01a21c12-0000-7000-8000-000000000001",
  vehicle: "01a21c12-0000-7000-8000-000000000002",
  date: stamp,
  km: 30_000,
  depths: [
    {
      set: "01a21c12-0000-7000-8000-000000000003",
      tyre: "t2",
      position: "frontRight",
      treadMm: 3.3,
      pressureKpa: null,
    },
    { set: "01a21c12-0000-7000-8000-000000000003", tyre: "t1", position: "frontLeft", treadMm: 3.2, pressureKpa: 230 },
  ],
  notes: "",
  createdBy: "01a21c12-0000-7000-8000-000000000004",
  loggedByShop: "Neumáticos Sur",
  createdAt: stamp,
  updatedAt: stamp,
};
const shop = { id: "01a21c12-0000-7000-8000-000000000005", name: "Neumáticos Sur" };

describe("a workshop's signature on a tread reading", () => {
  it("signs the depths, where, when and at what km, and checks with the shop's key", async () => {
    const pair = (await subtle.generateKey(signingKeyAlgorithm, true, ["sign", "verify"])) as webcrypto.CryptoKeyPair;
    const { kty, crv, x, y } = await subtle.exportKey("jwk", pair.publicKey);
    const seal = await sealTread(reading, shop, {
      keyId: "k1",
      signedAt: stamp,
      sign: async (bytes) => base64UrlOf(new Uint8Array(await subtle.sign(signatureAlgorithm, pair.privateKey, bytes))),
    });
    expect(seal.signed.depths.map((depth) => depth.tyre)).toEqual(["t1", "t2"]);
    const key = { kty, crv, x, y } as PublicKeyJwk;
    expect(await checks.verify(key, sealedTreadBytes(seal), seal.signature)).toBe(true);
    expect(treadSaysWhatWasSigned(seal, reading)).toBe(true);
    // The depths in another order still say the same.
    expect(treadSaysWhatWasSigned(seal, { ...reading, depths: [...reading.depths].reverse() })).toBe(true);
    // A depth the owner changed afterwards does not, and a forged content does not check.
    const changed = { ...reading, depths: reading.depths.map((depth) => ({ ...depth, treadMm: depth.treadMm + 2 })) };
    expect(treadSaysWhatWasSigned(seal, changed)).toBe(false);
    const forged = { ...seal, signed: { ...seal.signed, kms: 20_000 } };
    expect(await checks.verify(key, sealedTreadBytes(forged), seal.signature)).toBe(false);
  });
});
