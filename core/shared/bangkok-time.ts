import { DAY_MS, formatIsoDate, parseIsoDate, utcDateParts, utcMidnight, type DateParts, type IsoDate } from "./iso-date";

/** Asia/Bangkok is UTC+7 all year (no daylight saving since 1920), so plain arithmetic is exact. */
export const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** A time range in milliseconds, start inclusive, end exclusive. */
export type TimeRange = Readonly<{ start: number; end: number }>;

/** Year, month (1-12) and day of the Bangkok calendar date at `ms`. */
export function bangkokDateParts(ms: number): DateParts {
  return utcDateParts(ms + BANGKOK_OFFSET_MS);
}

/** The instant Bangkok midnight starts the given date (month may overflow, as in Date.UTC). */
export function bangkokMidnight(year: number, month: number, day: number): number {
  return utcMidnight(year, month, day) - BANGKOK_OFFSET_MS;
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
export function bangkokIsoDate(ms: number): IsoDate {
  return formatIsoDate(bangkokDateParts(ms));
}

/** The Bangkok day of a "YYYY-MM-DD" date, or undefined when it is not a real date. */
export function bangkokDayOf(isoDate: string): TimeRange | undefined {
  const date = parseIsoDate(isoDate);
  if (!date) return undefined;
  const start = bangkokMidnight(date.year, date.month, date.day);
  return { start, end: start + DAY_MS };
}
