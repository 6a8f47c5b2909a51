import type { ClockPort } from "../ports/clock.port";

/**
 * A calendar day as `yyyy-mm-dd`. KYC dates are whole days with no time of day: comparing
 * them as day numbers (days since 1970-01-01) avoids any floating time zone. "Today" is the
 * Asia/Bangkok calendar day (UTC+7 all year, no daylight saving), given as an input.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
/** Asia/Bangkok is UTC+7 all year. */
export const BANGKOK_OFFSET_MS = 7 * 3_600_000;

type Ymd = { year: number; month: number; day: number };

/** The parts of a real calendar date, or null for anything else (wrong shape, 2023-02-30...). */
export function parseIsoDate(value: string): Ymd | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  probe.setUTCFullYear(year); // Date.UTC maps years 0-99 to 1900-1999
  const real = probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** Whether `value` is a real `yyyy-mm-dd` date. */
export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

function dayNumber(value: IsoDate): number {
  const d = parseIsoDate(value);
  if (!d) throw new Error(`not an ISO date: ${value}`);
  const t = new Date(Date.UTC(2000, d.month - 1, d.day));
  t.setUTCFullYear(d.year);
  return Math.round(t.getTime() / DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). Both must be real dates. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * Full years between a birth date and `today`. A 29 February birthday is reached on 1 March
 * in common years (the day after 28 February), the usual legal reading.
 */
export function fullYearsBetween(birth: IsoDate, today: IsoDate): number {
  const b = parseIsoDate(birth);
  const t = parseIsoDate(today);
  if (!b || !t) throw new Error(`not ISO dates: ${birth}, ${today}`);
  const beforeBirthday = t.month < b.month || (t.month === b.month && t.day < b.day);
  return t.year - b.year - (beforeBirthday ? 1 : 0);
}

/** The yyyy-mm-dd of an instant as seen in UTC. */
export function isoDateOfUtc(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Today's Asia/Bangkok calendar day from the injected clock. */
export function bangkokToday(clock: ClockPort): IsoDate {
  return isoDateOfUtc(clock.now() + BANGKOK_OFFSET_MS);
}
