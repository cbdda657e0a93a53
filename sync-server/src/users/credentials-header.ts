import { controlInLine } from "@odo/domain";
import { ApiError } from "../errors.js";

/** `Authorization: Basic base64(username:password)` of the sign-in request. */
export function basicCredentials(header: string | undefined): { username: string; password: string } {
  if (!header) throw new ApiError("MISSING_AUTHORIZATION_HEADER");
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)$/i.exec(header.trim());
  if (!match?.[1]) throw new ApiError("INVALID_AUTHORIZATION_HEADER");
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  // No username holds a control character (sign-up refuses them): a NUL would reach the database.
  if (colon <= 0 || controlInLine.test(decoded.slice(0, colon))) throw new ApiError("INVALID_AUTHORIZATION_HEADER");
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** `Authorization: Bearer <token>`, or undefined when absent or of another scheme. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? "");
  return match?.[1];
}

/**
 * `x-credentials: base64(JSON)` of sign-up and password reset. Returns the decoded object, or
 * undefined when the header is missing or is not base64 JSON of an object.
 */
export function jsonCredentials(header: string | undefined): Record<string, unknown> | undefined {
  if (!header) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(header, "base64").toString("utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
