import { bangkokDateParts, BANGKOK_OFFSET_MS } from "./bangkok-time";

const two = (n: number) => String(n).padStart(2, "0");

/**
 * The product's one date format (spec 1 section 9): "DD-MM-YYYY" of the Asia/Bangkok calendar,
 * whatever the reader's own time zone, in both languages. The year is the common-era one in Thai
 * too (the spec allows the Buddhist era there): the history's date filters, the CSV report and
 * the browser's date inputs all use it, so one page never shows 2026 next to 2569.
 * @example displayDate(Date.UTC(2026, 10, 25, 18)) // "26-11-2026" (01:00 in Bangkok)
 */
export function displayDate(ms: number): string {
  const { year, month, day } = bangkokDateParts(ms);
  return `${two(day)}-${two(month)}-${year}`;
}

/**
 * `displayDate` with the Bangkok time of day, 24-hour "HH:mm" (or "HH:mm:ss" with seconds).
 * @example displayDateTime(Date.UTC(2026, 10, 25, 18, 5)) // "26-11-2026 01:05"
 */
export function displayDateTime(ms: number, options: Readonly<{ seconds?: boolean }> = {}): string {
  const t = new Date(ms + BANGKOK_OFFSET_MS);
  const time = `${two(t.getUTCHours())}:${two(t.getUTCMinutes())}${options.seconds ? `:${two(t.getUTCSeconds())}` : ""}`;
  return `${displayDate(ms)} ${time}`;
}
