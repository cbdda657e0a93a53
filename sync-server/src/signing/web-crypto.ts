import { webcrypto } from "node:crypto";
import {
  base64UrlOf,
  keyIdOf,
  type PublicKeyJwk,
  type Sign,
  type SubtleLike,
  signatureAlgorithm,
  signatureChecks,
  signingKeyAlgorithm,
} from "@odo/domain";

const { subtle } = webcrypto;

/** Node's WebCrypto as the domain's checks take it. */
export const checks = signatureChecks(subtle as unknown as SubtleLike);

/** A new P-256 key pair: its public JWK, its private key as PKCS #8 base64, and its id. */
export async function newKeyPair(): Promise<{ keyId: string; publicKey: PublicKeyJwk; privateKey: string }> {
  const pair = (await subtle.generateKey(signingKeyAlgorithm, true, ["sign", "verify"])) as webcrypto.CryptoKeyPair;
  const { kty, crv, x, y } = await subtle.exportKey("jwk", pair.publicKey);
  const publicKey = { kty, crv, x, y } as PublicKeyJwk;
  const privateKey = Buffer.from(await subtle.exportKey("pkcs8", pair.privateKey)).toString("base64");
  return { keyId: await keyIdOf(publicKey, checks), publicKey, privateKey };
}

// Imported once per key and process: a key's bytes never change under its id.
const imported = new Map<string, Promise<webcrypto.CryptoKey>>();

/** Signs with a stored private key (PKCS #8 base64), in the domain's signature form. */
export function signerOf(keyId: string, privateKey: string): Sign {
  return async (bytes) => {
    let key = imported.get(keyId);
    if (!key) {
      key = subtle.importKey("pkcs8", Buffer.from(privateKey, "base64"), signingKeyAlgorithm, false, ["sign"]);
      imported.set(keyId, key);
    }
    return base64UrlOf(new Uint8Array(await subtle.sign(signatureAlgorithm, await key, bytes)));
  };
}
