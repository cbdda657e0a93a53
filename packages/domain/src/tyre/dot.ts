/**
 * The date a tyre was made, from its DOT code's last group: four digits since 2000 (week and year,
 * "2319" is week 23 of 2019), three before (week and the year's last digit, "239": week 23 of a
 * year ending in 9, its decade unknown: the tyre is at least from the 1990s).
 */
export type DotDate =
  | { week: number; year: number; madeOn: string }
  | { week: number; yearDigit: number; year: null; madeOn: null };

/** A DOT code's own characters: the plant, size and option codes, then the date group. */
const dotCode = /^(?:DOT)?[A-Z0-9]{0,12}?(\d{3,4})$/;

/** The Monday of ISO week `week` of `year`, as an ISO date-time. */
function isoWeekStart(year: number, week: number): string {
  const januaryFourth = Date.UTC(year, 0, 4);
  const weekday = (new Date(januaryFourth).getUTCDay() + 6) % 7;
  return new Date(januaryFourth - weekday * 86_400_000 + (week - 1) * 7 * 86_400_000).toISOString();
}

/**
 * The make date `code` writes ("DOT U2LL LMLR 2319", "2319", "239"), or null when it writes none
 * or an impossible one (week 54, a year to come). `now` bounds the year.
 */
export function parseDotDate(code: string, now: Date): DotDate | null {
  const compact = code.toUpperCase().replace(/[\s\u25C4\u25C0<-]+/g, "");
  const group = dotCode.exec(compact)?.[1];
  if (group === undefined) return null;
  const week = Number(group.slice(0, 2));
  if (week < 1 || week > 53) return null;
  if (group.length === 3) return { week, yearDigit: Number(group[2]), year: null, madeOn: null };
  const year = 2000 + Number(group.slice(2));
  const madeOn = isoWeekStart(year, week);
  return madeOn > now.toISOString() ? null : { week, year, madeOn };
}

/** Whole years since a tyre was made; a three-digit code's tyre is older than any limit (made before 2000). */
export function tyreAgeYears(dot: DotDate, now: Date): number {
  if (dot.madeOn === null) return now.getUTCFullYear() - 1999;
  const made = new Date(dot.madeOn);
  let years = now.getUTCFullYear() - made.getUTCFullYear();
  const anniversary = Date.UTC(now.getUTCFullYear(), made.getUTCMonth(), made.getUTCDate());
  if (now.getTime() < anniversary) years -= 1;
  return Math.max(years, 0);
}
