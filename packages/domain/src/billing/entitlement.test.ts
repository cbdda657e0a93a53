import { webcrypto } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readOnlyVehicles } from "../plan/over-limit.js";
import { dayMs } from "../shared/dates.js";
import {
  base64UrlOf,
  type PublicKeyJwk,
  type SubtleLike,
  signatureAlgorithm,
  signatureChecks,
  signingKeyAlgorithm,
} from "../verify/signature-checks.js";
import {
  entitlementOf,
  entitlementSchema,
  entitlementTrusted,
  planAppliedOnDevice,
  planOnDevice,
  signEntitlement,
} from "./entitlement.js";

const subtle = webcrypto.subtle;
const checks = signatureChecks(subtle as unknown as SubtleLike);
const owner = "01a21c12-0000-7000-8000-000000000001";
const issued = new Date("2026-11-30T12:00:00.000Z");
const daysAfter = (days: number) => new Date(issued.getTime() + days * dayMs);

async function odoKey() {
  const pair = (await subtle.generateKey(signingKeyAlgorithm, true, ["sign", "verify"])) as webcrypto.CryptoKeyPair;
  const { kty, crv, x, y } = await subtle.exportKey("jwk", pair.publicKey);
  return {
    keyId: "odo-1",
    publicKey: { kty, crv, x, y } as PublicKeyJwk,
    sign: async (bytes: Uint8Array) =>
      base64UrlOf(new Uint8Array(await subtle.sign(signatureAlgorithm, pair.privateKey, bytes))),
  };
}

describe("a plan the phone trusts offline", () => {
  it("is signed by Odo's key for one user, and a changed plan or date does not check", async () => {
    const odo = await odoKey();
    const signed = await signEntitlement(
      entitlementOf(
        owner,
        "basic",
        { paidUntil: daysAfter(20).toISOString(), renews: true, paidAtProvider: true },
        issued,
      ),
      odo,
    );
    expect(signed.limits.total).toBe(6);
    expect(await entitlementTrusted(signed, owner, odo, checks)).toBe(true);
    expect(await entitlementTrusted({ ...signed, plan: "business" }, owner, odo, checks)).toBe(false);
    expect(await entitlementTrusted({ ...signed, issuedAt: daysAfter(60).toISOString() }, owner, odo, checks)).toBe(
      false,
    );
    expect(await entitlementTrusted({ ...signed, limits: { total: -1 } }, owner, odo, checks)).toBe(false);
    // Another person's entitlement, or one signed by another key, is not this phone's.
    expect(await entitlementTrusted(signed, "01a21c12-0000-7000-8000-000000000009", odo, checks)).toBe(false);
    const other = await odoKey();
    expect(await entitlementTrusted(signed, owner, { ...other, keyId: "odo-1" }, checks)).toBe(false);
  });

  it("still reads and checks one a phone kept before it said where the plan is paid", async () => {
    const odo = await odoKey();
    const paid = { paidUntil: daysAfter(20).toISOString(), renews: false, paidAtProvider: true };
    const { paidAtProvider, ...keptBefore } = await signEntitlement(entitlementOf(owner, "basic", paid, issued), odo);
    expect(paidAtProvider).toBe(true);
    const read = entitlementSchema.parse(keptBefore);
    expect(read.paidAtProvider).toBe(false);
    expect(await entitlementTrusted(read, owner, odo, checks)).toBe(true);
  });

  it("keeps a renewing plan 30 days without a connection, told a week before", async () => {
    const renewing = {
      ...entitlementOf(
        owner,
        "basic",
        { paidUntil: daysAfter(5).toISOString(), renews: true, paidAtProvider: true },
        issued,
      ),
      keyId: "odo-1",
      signature: "",
    };
    // Past the period paid: the renewal is the provider's, the phone cannot know: the plan holds.
    expect(planOnDevice(renewing, daysAfter(20))).toEqual({
      plan: "basic",
      keptUntil: daysAfter(30).toISOString(),
      state: "current",
    });
    expect(planOnDevice(renewing, daysAfter(23)).state).toBe("endsSoon");
    expect(planOnDevice(renewing, daysAfter(30))).toEqual({ plan: "free", keptUntil: null, state: "needsConnection" });
  });

  it("ends a voucher's or a cancelled plan at the end of its time paid, offline too", async () => {
    const voucher = {
      ...entitlementOf(
        owner,
        "basic",
        { paidUntil: daysAfter(12).toISOString(), renews: false, paidAtProvider: false },
        issued,
      ),
      keyId: "odo-1",
      signature: "",
    };
    expect(planOnDevice(voucher, daysAfter(4)).state).toBe("current");
    expect(planOnDevice(voucher, daysAfter(6))).toEqual({
      plan: "basic",
      keptUntil: daysAfter(12).toISOString(),
      state: "endsSoon",
    });
    expect(planOnDevice(voucher, daysAfter(12))).toEqual({ plan: "free", keptUntil: null, state: "ended" });
  });

  it("is free with no word from the server, and for a plan chosen in test mode keeps the window", () => {
    expect(planOnDevice(null, issued)).toEqual({ plan: "free", keptUntil: null, state: "current" });
    const testMode = {
      ...entitlementOf(owner, "business", { paidUntil: null, renews: false, paidAtProvider: false }, issued),
      keyId: "k",
      signature: "",
    };
    expect(planOnDevice(testMode, daysAfter(29)).plan).toBe("business");
    expect(planOnDevice(testMode, daysAfter(31)).state).toBe("needsConnection");
  });

  it("applies the synced plan on a phone, but no more than the word it still holds", () => {
    const word = {
      ...entitlementOf(owner, "basic", { paidUntil: null, renews: true, paidAtProvider: true }, issued),
      keyId: "k",
      signature: "",
    };
    expect(planAppliedOnDevice("basic", planOnDevice(word, daysAfter(20)))).toBe("basic");
    // Thirty days without confirming: free on this phone until it connects.
    expect(planAppliedOnDevice("basic", planOnDevice(word, daysAfter(31)))).toBe("free");
    // A downgrade synced before the word is asked again: the lower one.
    expect(planAppliedOnDevice("free", planOnDevice(word, daysAfter(1)))).toBe("free");
    // No word kept yet (not online since signing in): the synced plan.
    expect(planAppliedOnDevice("business", null)).toBe("business");
  });
});

describe("a downgrade", () => {
  const garage = ["2024-01-05", "2023-06-01", "2025-03-10", "2025-03-10"].map((day, index) => ({
    _id: `v${index}`,
    createdAt: `${day}T10:00:00.000Z`,
  }));

  it("keeps the vehicles the owner had first writable and the newest past the limit read-only, never fewer shown", () => {
    expect([...readOnlyVehicles(garage, "free")].sort()).toEqual(["v2", "v3"]);
    expect(readOnlyVehicles(garage, "basic").size).toBe(0);
    expect(readOnlyVehicles(garage, "business").size).toBe(0);
    expect(readOnlyVehicles(garage.slice(0, 2), "free").size).toBe(0);
    // An entitlement's own limit, when the server says another.
    expect([...readOnlyVehicles(garage, "basic", { total: 3 })]).toEqual(["v3"]);
  });
});
