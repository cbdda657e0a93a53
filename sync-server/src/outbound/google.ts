import { controlInLine, pictureUrlSchema } from "@odo/domain";
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from "jose";
import { ApiError } from "../errors.js";

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  picture: string | null;
  /** When Google issued the token (ms): a sign-in made just now can stand in for a password. */
  issuedAt: number;
}

export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity>;

const issuers = ["https://accounts.google.com", "accounts.google.com"];

const everyControlInLine = new RegExp(`${controlInLine.source}+`, "gu");

/** A claim as one clean line, as a name typed in the app must be: names end up in mails and notifications. */
const text = (payload: JWTPayload, claim: string) => {
  const value = payload[claim];
  return typeof value === "string" ? value.replace(everyControlInLine, " ").trim().slice(0, 100) : "";
};

/**
 * Checks a Google ID token's signature against the JWKS, its audience (our client id), issuer and
 * expiry. Without a client id, identity-provider sign-in is off and every token is refused.
 */
export function createGoogleVerifier(clientId: string | undefined, jwksUrl: string): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return async (idToken) => {
    if (!clientId) throw new ApiError("INVALID_GOOGLE_TOKEN");
    try {
      const { payload } = await jwtVerify(idToken, keys, { issuer: issuers, audience: clientId });
      const email = text(payload, "email").toLowerCase();
      if (!payload.sub || !email) throw new ApiError("INVALID_GOOGLE_TOKEN");
      return {
        subject: payload.sub,
        email,
        emailVerified: payload.email_verified === true,
        givenName: text(payload, "given_name") || email.split("@")[0] || email,
        familyName: text(payload, "family_name") || "-",
        picture: pictureUrlSchema.safeParse(payload.picture).data ?? null,
        issuedAt: (payload.iat ?? 0) * 1000,
      };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError("INVALID_GOOGLE_TOKEN");
    }
  };
}
