import type { z } from "zod";
import { type FieldError, firstMessageKey, toFieldErrors } from "../shared/field-errors.js";

/** The key a schema's first failure carries, or undefined when the value passes. */
export function firstKey(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : firstMessageKey(result.error);
}

/** The form errors a value produces, empty when it passes. */
export function fieldErrorsOf(schema: z.ZodType, value: unknown): Record<string, FieldError> {
  const result = schema.safeParse(value);
  return result.success ? {} : toFieldErrors(result.error);
}
