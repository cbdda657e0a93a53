import { z } from "zod";
import { firstMessageKey } from "../shared/field-errors.js";
import type { MileageConflict } from "../shared/readings.js";
import { type ApiErrorCode, apiErrors } from "./api-errors.js";

/**
 * The reading a refused km clashes with (`invalidMileage`), as REST replies and push results carry
 * it beside the message: its date, its km, and whether it lies before, after, or is the odometer.
 */
export const readingConflictSchema = z.object({
  side: z.enum(["before", "after", "odometer"]),
  date: z.string(),
  kms: z.number(),
});
export type ReadingConflict = z.infer<typeof readingConflictSchema>;

/**
 * A refusal with a code from the catalogue. A shared mutator throws it on either side: the server
 * turns it into the `{code, message}` envelope with the catalogue's status (or a push's `rejected`
 * result); on a device it stops the write before anything is stored. `message` replaces the
 * catalogue text where the refusal names something specific (a rule's key, a plan's limit).
 */
export class ApiError extends Error {
  readonly status: number;
  /** For `invalidMileage`: the reading the refused one clashes with. */
  readonly conflict: ReadingConflict | undefined;

  constructor(
    readonly code: ApiErrorCode,
    message?: string,
    conflict?: MileageConflict,
  ) {
    super(message ?? apiErrors[code].message);
    this.name = "ApiError";
    this.status = apiErrors[code].status;
    this.conflict = conflict && { side: conflict.side, date: conflict.date, kms: conflict.km };
  }
}

/** What a domain check accepted, or its first broken rule's key as a 400. */
export function accepted<T>(result: { success: true; data: T } | { success: false; error: z.ZodError }): T {
  if (!result.success) throw new ApiError("VALIDATION_FAILED", firstMessageKey(result.error));
  return result.data;
}
