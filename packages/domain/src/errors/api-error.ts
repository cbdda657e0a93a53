import type { z } from "zod";
import { firstMessageKey } from "../shared/field-errors.js";
import { type ApiErrorCode, apiErrors } from "./api-errors.js";

/**
 * A refusal with a code from the catalogue. A shared mutator throws it on either side: the server
 * turns it into the `{code, message}` envelope with the catalogue's status (or a push's `rejected`
 * result); on a device it stops the write before anything is stored. `message` replaces the
 * catalogue text where the refusal names something specific (a rule's key, a plan's limit).
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
