import type { webcrypto } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

export interface FakeGoogle {
  jwksUrl: string;
  clientId: string;
  /** An ID token signed by the fake's key, with Google's issuer unless overridden. */
  idToken(
    claims: Record<string, unknown>,
    options?: { audience?: string; issuer?: string; expiresIn?: string; issuedAt?: Date },
  ): Promise<string>;
  /** A token signed by a key the JWKS does not publish. */
  forgedToken(claims: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

/** Google's JWKS endpoint on loopback, serving a key generated for the test run. */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const stranger = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const server: Server = createServer((_request, response) => {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const clientId = "odo-test.apps.googleusercontent.com";
  const sign = (
    key: webcrypto.CryptoKey,
    claims: Record<string, unknown>,
    options: { audience?: string; issuer?: string; expiresIn?: string; issuedAt?: Date } = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid: "test-key" })
      .setIssuer(options.issuer ?? "https://accounts.google.com")
      .setAudience(options.audience ?? clientId)
      .setIssuedAt(options.issuedAt ?? new Date())
      .setExpirationTime(options.expiresIn ?? "10m")
      .sign(key);
  return {
    jwksUrl: `http://127.0.0.1:${port}/jwks`,
    clientId,
    idToken: (claims, options) => sign(privateKey, claims, options),
    forgedToken: (claims) => sign(stranger.privateKey, claims),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
