import type { ClockPort } from "../ports/clock.port";
import { bangkokIsoDate } from "../shared/bangkok-time";
import { DAY_MS, parseIsoDate, utcMidnight, type IsoDate } from "../shared/iso-date";

// KYC dates are whole days: comparing them as day numbers (days since 1970-01-01) avoids any
// floating time zone. "Today" is the Asia/Bangkok calendar day, given as an input.

function dayNumber(value: IsoDate): number {
  const d = parseIsoDate(value);
  if (!d) throw new Error(`not an ISO date: ${value}`);
  return utcMidnight(d.year, d.month, d.day) / DAY_MS;
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

/** Today's Asia/Bangkok calendar day from the injected clock. */
export function bangkokToday(clock: ClockPort): IsoDate {
  return bangkokIsoDate(clock.now());
}
