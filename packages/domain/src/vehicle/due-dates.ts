import { toTime } from "../shared/dates.js";

/** Insurance and tax due dates: past is expired (red, warning), future is valid (green, check). */
export type DueState = "unset" | "expired" | "valid";

export function dueState(date: string | null | undefined, now: Date): DueState {
  if (!date) return "unset";
  const time = toTime(date);
  if (Number.isNaN(time)) return "unset";
  return time <= now.getTime() ? "expired" : "valid";
}
