/** Asia/Bangkok is UTC+7 all year (no daylight saving since 1920), so plain arithmetic is exact. */
export const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A time range in milliseconds, start inclusive, end exclusive. */
export type TimeRange = Readonly<{ start: number; end: number }>;

/** Year, month (1-12) and day of the Bangkok calendar date at `ms`. */
export function bangkokDateParts(ms: number): { year: number; month: number; day: number } {
  const d = new Date(ms + BANGKOK_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The instant Bangkok midnight starts the given date (month may overflow, as in Date.UTC). */
export function bangkokMidnight(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) - BANGKOK_OFFSET_MS;
}

/** The Bangkok calendar day holding `ms`. */
export function bangkokDay(ms: number): TimeRange {
  const { year, month, day } = bangkokDateParts(ms);
  const start = bangkokMidnight(year, month, day);
  return { start, end: start + DAY_MS };
}

/** The Bangkok calendar month holding `ms`. */
export function bangkokMonth(ms: number): TimeRange {
  const { year, month } = bangkokDateParts(ms);
  return { start: bangkokMidnight(year, month, 1), end: bangkokMidnight(year, month + 1, 1) };
}

/** "YYYY-MM-DD" of the Bangkok date at `ms`. */
export function bangkokIsoDate(ms: number): string {
  const { year, month, day } = bangkokDateParts(ms);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The Bangkok day of a "YYYY-MM-DD" date, or undefined when it is not a real date. */
export function bangkokDayOf(isoDate: string): TimeRange | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return undefined;
  const start = bangkokMidnight(Number(m[1]), Number(m[2]), Number(m[3]));
  return bangkokIsoDate(start) === isoDate ? { start, end: start + DAY_MS } : undefined;
}
