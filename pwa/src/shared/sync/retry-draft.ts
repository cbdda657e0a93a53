import type { MutationName } from "@odo/domain";
import { localDateTimeValue } from "../i18n/format.js";
import type { OdoDatabase, RejectedEntry } from "./db.js";

/** The args of a refused change of kind `name`, as a plain record to fill a form from. */
export function draftArgs(draft: RejectedEntry | null | undefined, name: MutationName): Record<string, unknown> | null {
  if (!draft || draft.name !== name || typeof draft.args !== "object" || draft.args === null) return null;
  return draft.args as Record<string, unknown>;
}

export function nestedArgs(args: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = args[key];
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

/** A stored value as a form input holds it: numbers as text, nothing as "". */
export function inputText(value: unknown): string {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" ? value : "";
}

/** An ISO instant as a datetime-local input holds it, or now. */
export function inputDateTime(value: unknown): string {
  const date = typeof value === "string" ? new Date(value) : new Date(Number.NaN);
  return localDateTimeValue(Number.isNaN(date.getTime()) ? new Date() : date);
}

/** Forgets a refused change for good: what was typed in it is gone. */
export async function discardRefusal(db: OdoDatabase, id: number): Promise<void> {
  await db.rejected.delete(id);
}
