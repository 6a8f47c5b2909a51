import { err, ok, type Result } from "neverthrow";

/** Trade deadline bounds and default in minutes (decisions.md: 20, editable 1-180). */
export const DEADLINE_MIN_MINUTES = 1;
export const DEADLINE_MAX_MINUTES = 180;
export const DEFAULT_DEADLINE_MINUTES = 20;

/** The deadline given is not a whole number of minutes within 1-180. */
export type DeadlineOutOfRange = Readonly<{ code: "DEADLINE_OUT_OF_RANGE"; min: number; max: number }>;

/**
 * A deadline typed by the trader (advanced settings, `kul swap --deadline`), in whole minutes.
 * @example parseDeadline("30") // ok(30)
 */
export function parseDeadline(text: string): Result<number, DeadlineOutOfRange> {
  const trimmed = text.trim();
  const minutes = /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (minutes >= DEADLINE_MIN_MINUTES && minutes <= DEADLINE_MAX_MINUTES) return ok(minutes);
  return err({ code: "DEADLINE_OUT_OF_RANGE", min: DEADLINE_MIN_MINUTES, max: DEADLINE_MAX_MINUTES });
}

/**
 * The unix-seconds deadline the router enforces for a trade sent at `nowMs` with `minutes` to go.
 * @example deadlineAt(Date.UTC(2026, 0, 1), 20) // 1767226800n
 */
export function deadlineAt(nowMs: number, minutes: number): bigint {
  return BigInt(Math.floor(nowMs / 1000) + minutes * 60);
}
