import { webcrypto } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { EntrySeal } from "../maintenance/entry-seal-schema.js";
import { checkHistory, readVerifiableHistory } from "./check-history.js";
import { type SealedFields, saysWhatWasSigned, sealEntry, wordsChangedSinceSealed } from "./entry-seal.js";
import { certify, keyIdOf, type OdoKey, type ShopCertificate } from "./shop-certificate.js";
import {
  base64UrlOf,
  type PublicKeyJwk,
  type Sign,
  type SubtleLike,
  signatureAlgorithm,
  signatureChecks,
  signingKeyAlgorithm,
} from "./signature-checks.js";
import { sealTread } from "./tread-seal.js";
import {
  issueHistory,
  manifestBytes,
  openableSignedFiles,
  type SharedEntry,
  type SharedTread,
  type VerifiableHistory,
} from "./verifiable-history.js";

const subtle = webcrypto.subtle;
const checks = signatureChecks(subtle as unknown as SubtleLike);
const vehicleId = "01a21c12-c6ea-7ce2-b67f-edd6d8bd0376";
const shopId = "01a21c12-c606-7641-9193-7ec76437366b";

interface KeyPair {
  sign: Sign;
  publicKey: PublicKeyJwk;
  keyId: string;
}

async function keyPair(): Promise<KeyPair> {
  const pair = (await subtle.generateKey(signingKeyAlgorithm, true, ["sign", "verify"])) as webcrypto.CryptoKeyPair;
  const { kty, crv, x, y } = await subtle.exportKey("jwk", pair.publicKey);
  const publicKey = { kty, crv, x, y } as PublicKeyJwk;
  return {
    publicKey,
    keyId: await keyIdOf(publicKey, checks),
    sign: async (bytes) => base64UrlOf(new Uint8Array(await subtle.sign(signatureAlgorithm, pair.privateKey, bytes))),
  };
}

const id = (n: number) => `01a21c12-0000-7000-8000-${String(n).padStart(12, "0")}`;
const fileDigest = "a".repeat(64);

function entry(n: number, date: string, kms: number, more: Partial<SharedEntry> = {}): SharedEntry {
  return {
    id: id(n),
    date,
    dateUnknown: false,
    kms,
    type: "general",
    adjustments: ["changeOil", "changeAirFilter"],
    description: "Aceite 5W-30",
    files: [],
    amount: 80,
    currency: "USD",
    origin: "owner",
    importedFrom: null,
    loggedByShop: null,
    seal: null,
    ...more,
  };
}

const fieldsOf = (shared: SharedEntry): SealedFields => ({
  ...shared,
  _id: shared.id,
  vehicle: vehicleId,
  currency: shared.currency ?? undefined,
});

let odo: KeyPair;
let shop: KeyPair;
let certificate: ShopCertificate;
let odoKey: OdoKey;

beforeAll(async () => {
  odo = await keyPair();
  shop = await keyPair();
  odoKey = { keyId: odo.keyId, publicKey: odo.publicKey };
  certificate = await certify(
    {
      keyId: shop.keyId,
      publicKey: shop.publicKey,
      shop: { id: shopId, name: "Taller Martínez", type: "mechanicalWorkshop" },
      issuedAt: "2026-01-01T00:00:00.000Z",
      replacedAt: null,
      closedAt: null,
    },
    odo.sign,
  );
});

async function workshopEntry(n: number, date: string, kms: number): Promise<SharedEntry> {
  const unsealed = entry(n, date, kms, { origin: "workshop", loggedByShop: "Taller Martínez", files: [fileDigest] });
  const seal = await sealEntry(
    fieldsOf(unsealed),
    unsealed.files,
    { id: shopId, name: "Taller Martínez" },
    {
      keyId: shop.keyId,
      signedAt: "2026-03-02T10:00:00.000Z",
      salt: "salt-1",
      sign: shop.sign,
      checks,
    },
  );
  return { ...unsealed, seal };
}

function sealOf(shared: SharedEntry): EntrySeal {
  if (!shared.seal) throw new Error("the entry has no seal");
  return shared.seal;
}

async function history(entries: SharedEntry[], includesAmounts = true): Promise<VerifiableHistory> {
  return issueHistory(
    {
      keyId: odo.keyId,
      vehicle: { id: vehicleId, fullname: "Toyota Yaris", vehicleType: "car", plateNumber: "AB-1234", year: 2019 },
      issuedAt: "2026-11-27T00:00:00.000Z",
      expiresAt: "2026-12-27T00:00:00.000Z",
      from: null,
      includesAmounts,
      entries: [],
    } as never,
    entries,
    [certificate],
    { sign: odo.sign, checks },
  );
}

const marks = async (file: VerifiableHistory, now = "2026-11-28T00:00:00.000Z") =>
  (await checkHistory(file, odoKey, checks, now)).entries.map((check) => [check.mark, ...check.problems]);

describe("a history a buyer checks", () => {
  it("shows a workshop's signed entry as signed, and the owner's and an imported one for what they are", async () => {
    const file = await history([
      entry(1, "2025-06-01T12:00:00.000Z", 20_000, { origin: "imported", importedFrom: "fuelio" }),
      await workshopEntry(2, "2026-03-02T09:00:00.000Z", 30_500),
      entry(3, "2026-09-01T12:00:00.000Z", 35_000),
    ]);
    const check = await checkHistory(file, odoKey, checks, "2026-11-28T00:00:00.000Z");
    expect(check.issued).toBe("valid");
    expect(check.expired).toBe(false);
    expect(check.entries.map((e) => [e.mark, e.problems.length, e.shop?.name ?? null])).toEqual([
      ["imported", 0, null],
      ["signed", 0, "Taller Martínez"],
      ["owner", 0, null],
    ]);
    expect((await checkHistory(file, odoKey, checks, "2027-01-01T00:00:00.000Z")).expired).toBe(true);
  });

  it("fails the one entry whose km was changed in the file, and no other", async () => {
    const file = await history([
      await workshopEntry(2, "2026-03-02T09:00:00.000Z", 30_500),
      entry(3, "2026-09-01T12:00:00.000Z", 35_000),
    ]);
    const tampered = structuredClone(file);
    if (tampered.entries[0]) tampered.entries[0].kms = 25_500;
    expect(await marks(tampered)).toEqual([["changedAfterSigning", "changedSinceIssued"], ["owner"]]);
    // It names what changed, for the buyer to read beside what was signed (the user test's M13).
    const checked = await checkHistory(tampered, odoKey, checks, "2026-11-28T00:00:00.000Z");
    expect(checked.entries.map((check) => check.changed)).toEqual([["kms"], []]);
    const ownerTampered = structuredClone(file);
    if (ownerTampered.entries[1]) ownerTampered.entries[1].kms = 40_000;
    expect(await marks(ownerTampered)).toEqual([["signed"], ["owner", "changedSinceIssued"]]);
  });

  it("breaks a workshop's signature on a change of any field it covers", async () => {
    const signed = await workshopEntry(2, "2026-03-02T09:00:00.000Z", 30_500);
    const changes: Partial<SealedFields>[] = [
      { date: "2026-03-03T09:00:00.000Z" },
      { kms: 30_501 },
      { type: "tires" },
      { adjustments: ["changeOil"] },
      { description: "Aceite 10W-40" },
      { amount: 81 },
      { currency: "EUR" },
    ];
    for (const change of changes) {
      expect(
        await saysWhatWasSigned(sealOf(signed), { ...fieldsOf(signed), ...change }, signed.files, checks),
        JSON.stringify(change),
      ).toBe(false);
    }
    expect(await saysWhatWasSigned(sealOf(signed), fieldsOf(signed), ["b".repeat(64)], checks)).toBe(false);
    // The same content in another order, with other whitespace, still says what was signed.
    const reordered = JSON.parse(
      JSON.stringify({ ...fieldsOf(signed), adjustments: ["changeAirFilter", "changeOil"] }, null, 2),
    );
    expect(await saysWhatWasSigned(sealOf(signed), reordered, [...signed.files], checks)).toBe(true);
  });

  it("refuses a signature copied onto another entry, and a seal added to an owner's entry", async () => {
    const signed = await workshopEntry(2, "2026-03-02T09:00:00.000Z", 30_500);
    const copied = {
      ...entry(3, "2026-03-02T09:00:00.000Z", 30_500, { origin: "workshop" as const }),
      seal: signed.seal,
    };
    expect(await marks(await history([copied]))).toEqual([["workshop", "badSignature"]]);
    const file = await history([signed, entry(3, "2026-09-01T12:00:00.000Z", 35_000)]);
    const grafted = structuredClone(file);
    if (grafted.entries[1]) grafted.entries[1].seal = signed.seal;
    expect(await marks(grafted)).toEqual([["signed"], ["owner", "changedSinceIssued", "badSignature"]]);
  });

  it("names an entry added to the file, and counts one taken out", async () => {
    const file = await history([
      entry(1, "2026-01-01T12:00:00.000Z", 28_000),
      entry(3, "2026-09-01T12:00:00.000Z", 35_000),
    ]);
    const edited = structuredClone(file);
    edited.entries.splice(0, 1, entry(4, "2026-05-01T12:00:00.000Z", 31_000));
    const check = await checkHistory(edited, odoKey, checks, "2026-11-28T00:00:00.000Z");
    expect(check.entries.map((e) => [e.entry.id, ...e.problems])).toEqual([[id(4), "notIssued"], [id(3)]]);
    expect(check.removed).toBe(1);
  });

  it("refuses a history signed by another key, or whose terms were changed", async () => {
    const file = await history([entry(1, "2026-01-01T12:00:00.000Z", 28_000)]);
    const stranger = await keyPair();
    expect(
      (
        await checkHistory(
          file,
          { keyId: stranger.keyId, publicKey: stranger.publicKey },
          checks,
          "2026-11-28T00:00:00.000Z",
        )
      ).issued,
    ).toBe("unknownKey");
    const longer = structuredClone(file);
    longer.manifest.expiresAt = "2030-01-01T00:00:00.000Z";
    const check = await checkHistory(longer, odoKey, checks, "2026-11-28T00:00:00.000Z");
    expect(check.issued).toBe("invalid");
    expect(check.entries[0]?.problems).toEqual(["notIssued"]);
  });

  it("keeps a signature valid without amounts, shows an owner's correction, and a key's dates", async () => {
    const signed = await workshopEntry(2, "2026-03-02T09:00:00.000Z", 30_500);
    const hidden = {
      ...signed,
      amount: null,
      currency: null,
      seal: signed.seal && { ...signed.seal, amountSalt: null },
    };
    expect(await marks(await history([hidden], false))).toEqual([["signed"]]);
    const corrected = { ...signed, description: "Aceite 5W-30 sintético" };
    expect(await marks(await history([corrected]))).toEqual([["changedAfterSigning"]]);
    const replaced = await certify({ ...certificate, replacedAt: "2026-02-01T00:00:00.000Z" }, odo.sign);
    const file = await history([signed]);
    expect(await marks({ ...file, certificates: [replaced] })).toEqual([["workshop", "badSignature"]]);
  });

  it("flags a km reading below an earlier one on the timeline", async () => {
    const check = await checkHistory(
      await history([entry(1, "2026-01-01T12:00:00.000Z", 28_000), entry(2, "2026-02-01T12:00:00.000Z", 27_000)]),
      odoKey,
      checks,
      "2026-11-28T00:00:00.000Z",
    );
    expect(check.entries.map((e) => e.odometerBackwards)).toEqual([false, true]);
  });

  it("reads a file as a history only when it is one, and tells changed words at once", async () => {
    const file = await history([await workshopEntry(2, "2026-03-02T09:00:00.000Z", 30_500)]);
    expect(readVerifiableHistory(JSON.parse(JSON.stringify(file)))).toEqual(file);
    expect(readVerifiableHistory({ format: "something else" })).toBeUndefined();
    expect(readVerifiableHistory({ ...file, entries: [{ id: "x" }] })).toBeUndefined();
    const signed = await workshopEntry(2, "2026-03-02T09:00:00.000Z", 30_500);
    expect(wordsChangedSinceSealed(sealOf(signed), fieldsOf(signed))).toBe(false);
    expect(wordsChangedSinceSealed(sealOf(signed), { ...fieldsOf(signed), description: "Otro" })).toBe(true);
    // The amount is not among the words: a list row cannot tell it without a digest.
    expect(wordsChangedSinceSealed(sealOf(signed), { ...fieldsOf(signed), amount: 1 })).toBe(false);
  });

  it("verifies nothing with a key or a signature that is not one", async () => {
    const bytes = new TextEncoder().encode("odo");
    const signature = await odo.sign(bytes);
    expect(await checks.verify(odo.publicKey, bytes, signature)).toBe(true);
    expect(await checks.verify({ ...odo.publicKey, x: "A".repeat(43) }, bytes, signature)).toBe(false);
    expect(await checks.verify(odo.publicKey, bytes, "A".repeat(86))).toBe(false);
  });

  it("opens the workshop's signed files to a buyer of a history shared with amounts, and no other file", async () => {
    const signed = await workshopEntry(1, "2026-03-02T00:00:00.000Z", 40_000);
    const ownerPhoto = "b".repeat(64);
    expect(openableSignedFiles(signed, true)).toEqual([fileDigest]);
    expect(openableSignedFiles(signed, false)).toEqual([]);
    expect(openableSignedFiles({ ...signed, files: [ownerPhoto] }, true)).toEqual([]);
    expect(openableSignedFiles(entry(2, "2026-04-01T00:00:00.000Z", 41_000, { files: [ownerPhoto] }), true)).toEqual(
      [],
    );
  });
});

describe("tread readings in a history a buyer checks", () => {
  const setId = id(90);
  async function signedTread(n: number, treadMm: number): Promise<SharedTread> {
    const unsealed: SharedTread = {
      id: id(n),
      date: "2026-10-01T10:00:00.000Z",
      kms: 34_000,
      depths: [{ set: setId, tyre: "t1", position: "frontLeft", treadMm, pressureKpa: 230 }],
      origin: "workshop",
      loggedByShop: "Taller Martínez",
      seal: null,
    };
    const reading = { ...unsealed, _id: unsealed.id, vehicle: vehicleId, km: unsealed.kms };
    const seal = await sealTread(
      reading,
      { id: shopId, name: "Taller Martínez" },
      { keyId: shop.keyId, signedAt: "2026-10-01T10:05:00.000Z", sign: shop.sign },
    );
    return { ...unsealed, seal };
  }
  const issueWith = (treads: SharedTread[]) =>
    issueHistory(
      {
        keyId: odo.keyId,
        vehicle: { id: vehicleId, fullname: "Toyota Yaris", vehicleType: "car", plateNumber: "AB-1234", year: 2019 },
        issuedAt: "2026-11-27T00:00:00.000Z",
        expiresAt: null,
        from: null,
        includesAmounts: true,
      },
      [],
      [certificate],
      { sign: odo.sign, checks },
      treads,
    );

  it("shows a workshop's signed reading as signed, and one changed in the file as failing", async () => {
    const file = await issueWith([await signedTread(91, 3.2)]);
    const checked = await checkHistory(file, odoKey, checks, "2026-11-28T00:00:00.000Z");
    expect(checked.treads.map((tread) => [tread.mark, ...tread.problems])).toEqual([["signed"]]);
    expect(checked.treads[0]?.shop).toEqual({ name: "Taller Martínez", closed: false });
    // A seller who deepens the tread in the file: not what Odo issued, nor what the workshop signed.
    const tampered = structuredClone(file);
    const depth = tampered.treads?.[0]?.depths[0];
    if (depth) depth.treadMm = 6.5;
    const again = await checkHistory(tampered, odoKey, checks, "2026-11-28T00:00:00.000Z");
    expect(again.treads.map((tread) => [tread.mark, ...tread.problems])).toEqual([
      ["changedAfterSigning", "changedSinceIssued"],
    ]);
    // A reading taken out of the file is counted as missing.
    expect((await checkHistory({ ...file, treads: [] }, odoKey, checks, "2026-11-28T00:00:00.000Z")).removed).toBe(1);
  });

  it("still reads a history issued before tyres, with no readings", async () => {
    const { treads: _treads, ...older } = await issueWith([]);
    const { treads: _digests, ...manifest } = older.manifest;
    const file = { ...older, manifest, signature: await odo.sign(manifestBytes(manifest)) };
    const checked = await checkHistory(
      readVerifiableHistory(JSON.parse(JSON.stringify(file))) ?? file,
      odoKey,
      checks,
      "2026-11-28T00:00:00.000Z",
    );
    expect(checked).toMatchObject({ issued: "valid", treads: [], removed: 0 });
  });
});
