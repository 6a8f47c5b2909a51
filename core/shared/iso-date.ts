/** A calendar day written `yyyy-mm-dd`: a whole day with no time of day and no time zone. */
export type IsoDate = string;

/** Year, month (1-12) and day of a calendar date. */
export type DateParts = Readonly<{ year: number; month: number; day: number }>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Milliseconds in a calendar day (no leap seconds in epoch time). */
export const DAY_MS = 86_400_000;

/**
 * The instant of UTC midnight starting a date. The year is taken as written (Date.UTC maps
 * 0-99 to 1900-1999) and month or day may overflow into the next ones, as in Date.UTC.
 */
export function utcMidnight(year: number, month: number, day: number): number {
  const t = new Date(0);
  t.setUTCFullYear(year, month - 1, day);
  return t.getTime();
}

/** The UTC calendar date of an instant. */
export function utcDateParts(ms: number): DateParts {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The parts of a real calendar date, or null for anything else (wrong shape, 2023-02-30...). */
export function parseIsoDate(value: string): DateParts | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const parts = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const real = utcDateParts(utcMidnight(parts.year, parts.month, parts.day));
  return real.year === parts.year && real.month === parts.month && real.day === parts.day ? parts : null;
}

/** Whether `value` is a real `yyyy-mm-dd` date. */
export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

/** The `yyyy-mm-dd` text of a date. */
export function formatIsoDate({ year, month, day }: DateParts): IsoDate {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
