import { type ApiErrorCode, apiErrors, firstMessageKey } from "@odo/domain";
import type { z } from "zod";

/**
 * A refusal with a code from the domain's catalogue. Services throw it; the error handler turns
 * it into the `{code, message}` envelope with the catalogue's status. `message` replaces the
 * catalogue text where the reply names something specific (a rule's key, a plan's limit).
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ApiErrorCode,
    message?: string,
  ) {
    super(message ?? apiErrors[code].message);
    this.name = "ApiError";
    this.status = apiErrors[code].status;
  }
}

/** What a domain check accepted, or its first broken rule's key as a 400. */
export function accepted<T>(result: { success: true; data: T } | { success: false; error: z.ZodError }): T {
  if (!result.success) throw new ApiError("VALIDATION_FAILED", firstMessageKey(result.error));
  return result.data;
}
