import { err, ok, type Result } from "neverthrow";
import { DEFAULT_GAS_SPEED, type GasSpeed } from "../../../../../core/exchange/gas";
import { DEFAULT_SLIPPAGE_BPS, type SlippageBps } from "../../../../../core/exchange/slippage";

/** Trade deadline bounds and default in minutes (decisions.md: 20, editable 1-180). */
export const DEADLINE_MIN_MINUTES = 1;
export const DEADLINE_MAX_MINUTES = 180;
export const DEFAULT_DEADLINE_MINUTES = 20;

/** The deadline field does not hold a whole number of minutes within 1-180. */
export type DeadlineOutOfRange = Readonly<{ code: "DEADLINE_OUT_OF_RANGE"; min: number; max: number }>;

/**
 * The deadline typed in advanced settings, in whole minutes.
 * @example parseDeadline("30") // ok(30)
 */
export function parseDeadline(text: string): Result<number, DeadlineOutOfRange> {
  const trimmed = text.trim();
  const minutes = /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (minutes >= DEADLINE_MIN_MINUTES && minutes <= DEADLINE_MAX_MINUTES) return ok(minutes);
  return err({ code: "DEADLINE_OUT_OF_RANGE", min: DEADLINE_MIN_MINUTES, max: DEADLINE_MAX_MINUTES });
}

/** The trade settings of the card: speed, slippage and deadline. */
export type CardSettings = Readonly<{ speed: GasSpeed; slippageBps: SlippageBps; deadlineMinutes: number }>;

/** The settings of a new card. */
export const DEFAULT_SETTINGS: CardSettings = Object.freeze({
  speed: DEFAULT_GAS_SPEED,
  slippageBps: DEFAULT_SLIPPAGE_BPS,
  deadlineMinutes: DEFAULT_DEADLINE_MINUTES,
});
