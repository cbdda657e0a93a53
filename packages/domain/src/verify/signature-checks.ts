import { z } from "zod";

/** A P-256 public key as a JWK: what a certificate names and a verifier imports. */
export const publicKeyJwkSchema = z.object({
  kty: z.literal("EC"),
  crv: z.literal("P-256"),
  x: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  y: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type PublicKeyJwk = z.infer<typeof publicKeyJwkSchema>;

/** ECDSA over P-256 with SHA-256, WebCrypto's names for it: every key and signature of Odo's. */
export const signingKeyAlgorithm = { name: "ECDSA", namedCurve: "P-256" } as const;
export const signatureAlgorithm = { name: "ECDSA", hash: "SHA-256" } as const;

/** A signature as WebCrypto makes it (r ‖ s, 64 bytes), in base64url. */
export const signatureSchema = z.string().regex(/^[A-Za-z0-9_-]{86}$/);

/**
 * The part of WebCrypto's `SubtleCrypto` the checks need; the browser's and Node's both are one.
 * The domain reads no randomness or platform, so the caller hands theirs in.
 */
export interface SubtleLike {
  digest(algorithm: "SHA-256", data: Uint8Array): Promise<ArrayBuffer>;
  importKey(
    format: "jwk",
    keyData: PublicKeyJwk,
    algorithm: typeof signingKeyAlgorithm,
    extractable: false,
    usages: ["verify"],
  ): Promise<unknown>;
  verify(algorithm: typeof signatureAlgorithm, key: never, signature: Uint8Array, data: Uint8Array): Promise<boolean>;
}

/** What checking a signed history takes: a digest and a signature check, both WebCrypto's. */
export interface SignatureChecks {
  sha256Hex(bytes: Uint8Array): Promise<string>;
  verify(publicKey: PublicKeyJwk, data: Uint8Array, signature: string): Promise<boolean>;
}

export function base64UrlOf(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function bytesOfBase64Url(text: string): Uint8Array {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const hexOf = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");

/** The checks over a platform's WebCrypto (its `subtle`, in the browser and in Node). */
export function signatureChecks(subtle: SubtleLike): SignatureChecks {
  return {
    sha256Hex: async (bytes) => hexOf(await subtle.digest("SHA-256", bytes)),
    async verify(publicKey, data, signature) {
      try {
        const key = await subtle.importKey("jwk", publicKey, signingKeyAlgorithm, false, ["verify"]);
        return await subtle.verify(signatureAlgorithm, key as never, bytesOfBase64Url(signature), data);
      } catch {
        // A key or signature that is not one (a tampered file) verifies nothing.
        return false;
      }
    },
  };
}

/** Signs bytes with a private key the caller holds (the server's store), in base64url. */
export type Sign = (bytes: Uint8Array) => Promise<string>;
