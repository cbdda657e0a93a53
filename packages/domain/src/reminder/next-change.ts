import type { DueItem } from "./due.js";

const minuteMs = 60_000;
export const dueLookAheadMs = 24 * 60 * minuteMs;

const signature = (items: readonly DueItem[]) =>
  items.map((item) => `${item.id}|${item.occurrence}|${item.level}|${item.snoozed}`).join(";");

/**
 * The first minute after `now`, within `horizonMs`, at which the items change level, occurrence
 * or snooze with no new data (a date coming closer, a snooze ending); null when nothing changes
 * by then. Time only moves items forward, so bisection finds the first change.
 */
export function nextDueChange(
  evaluate: (at: Date) => readonly DueItem[],
  now: Date,
  horizonMs: number = dueLookAheadMs,
): Date | null {
  const before = signature(evaluate(now));
  const at = (minute: number) => new Date(minute * minuteMs);
  // Whole minutes, so a change at midnight is found at midnight exactly.
  let low = Math.floor(now.getTime() / minuteMs);
  let high = low + Math.ceil(horizonMs / minuteMs);
  if (signature(evaluate(at(high))) === before) return null;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (signature(evaluate(at(middle))) === before) low = middle;
    else high = middle;
  }
  return at(high);
}
