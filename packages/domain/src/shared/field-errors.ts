import type { z } from "zod";
import type { MessageKey } from "./message-keys.js";
import { messageKeys } from "./message-keys.js";
import type { MileageConflict } from "./readings.js";

/** What a form shows under one field: the message key plus the numbers it may interpolate. */
export interface FieldError {
  key: MessageKey;
  minimum?: number;
  maximum?: number;
  /** For invalidMileage: the reading this one clashes with, to name it. */
  conflict?: MileageConflict;
}

/** Form-level errors (no field path) are kept under this name. */
export const formErrorPath = "_form";

const knownKeys: ReadonlySet<string> = new Set(messageKeys);

export function isMessageKey(value: string): value is MessageKey {
  return knownKeys.has(value);
}

function issueKey(issue: z.core.$ZodIssue): MessageKey {
  if (isMessageKey(issue.message)) return issue.message;
  // zod's own messages (a wrong type sent by a hand-made request) become generic keys.
  if (issue.code === "invalid_type") return "required";
  return "invalidOption";
}

function bounds(issue: z.core.$ZodIssue): Pick<FieldError, "minimum" | "maximum" | "conflict"> {
  if (issue.code === "too_small") return { minimum: Number(issue.minimum) };
  if (issue.code === "too_big") return { maximum: Number(issue.maximum) };
  if (issue.code === "custom" && issue.params?.conflict)
    return { conflict: issue.params.conflict as FieldError["conflict"] };
  return {};
}

/**
 * The first error of each field, keyed by its dotted path ("gasStation.name"), ready for a form.
 * The first issue wins because the rules are declared in the order a user fixes them.
 */
export function toFieldErrors(error: z.ZodError): Record<string, FieldError> {
  const result: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    const path = issue.path.length > 0 ? issue.path.map(String).join(".") : formErrorPath;
    if (result[path] === undefined) {
      result[path] = { key: issueKey(issue), ...bounds(issue) };
    }
  }
  return result;
}

/** The key of the first issue: what a server puts in `message` for a refused request. */
export function firstMessageKey(error: z.ZodError): MessageKey {
  const first = error.issues[0];
  return first === undefined ? "invalidOption" : issueKey(first);
}
