import type { TreadReading } from "../tyre/tread-reading.js";
import type { SignedTread, TreadSeal } from "../tyre/tread-seal-schema.js";
import { canonicalBytes, canonicalJson } from "./canonical-json.js";
import type { Sign } from "./signature-checks.js";

/** The canonical content of a tread reading, for signing or for comparing with what was signed. */
export function signedTreadOf(
  reading: Pick<TreadReading, "_id" | "vehicle" | "date" | "km" | "depths">,
  shop: SignedTread["shop"],
): SignedTread {
  return {
    reading: reading._id,
    vehicle: reading.vehicle,
    date: new Date(reading.date).toISOString(),
    kms: reading.km,
    depths: [...reading.depths]
      .map(({ set, tyre, position, treadMm, pressureKpa }) => ({ set, tyre, position, treadMm, pressureKpa }))
      .sort((a, b) => `${a.set}/${a.tyre}`.localeCompare(`${b.set}/${b.tyre}`)),
    shop,
  };
}

/** Seals a workshop's tread reading with its shop's key (`sign`) at `signedAt`. */
export async function sealTread(
  reading: Pick<TreadReading, "_id" | "vehicle" | "date" | "km" | "depths">,
  shop: SignedTread["shop"],
  signing: { keyId: string; signedAt: string; sign: Sign },
): Promise<TreadSeal> {
  const signed = signedTreadOf(reading, shop);
  return {
    version: 1,
    keyId: signing.keyId,
    signedAt: signing.signedAt,
    signed,
    signature: await signing.sign(canonicalBytes(signed)),
  };
}

/** The bytes a tread seal's signature is over, to check it against the shop's key. */
export const sealedTreadBytes = (seal: TreadSeal): Uint8Array => canonicalBytes(seal.signed);

/** Whether the reading still says what the workshop signed (an owner's correction makes it not). */
export const treadSaysWhatWasSigned = (
  seal: TreadSeal,
  reading: Pick<TreadReading, "_id" | "vehicle" | "date" | "km" | "depths">,
): boolean => canonicalJson(signedTreadOf(reading, seal.signed.shop)) === canonicalJson(seal.signed);
