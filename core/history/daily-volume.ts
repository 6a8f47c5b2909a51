import { bangkokDay } from "../shared/bangkok-time";

/** Above this the trading objective form is required: 5,000,000 Baht, in satang. */
export const DAILY_VOLUME_LIMIT_SATANG = 500_000_000n;

/** A past trade as the volume rule needs it: when (ms) and its THB value in satang. */
export type VolumeTrade = Readonly<{ timestamp: number; thbSatang: bigint }>;

/**
 * The daily-volume rule of decisions.md: the user's trades in the current Asia/Bangkok
 * calendar day plus the one being made; over 5,000,000 Baht (not at it) needs the objective.
 */
export function dailyVolumeCheck(
  trades: readonly VolumeTrade[],
  currentThbSatang: bigint,
  now: number,
): { totalSatang: bigint; exceedsLimit: boolean } {
  const today = bangkokDay(now);
  const totalSatang = trades
    .filter((t) => t.timestamp >= today.start && t.timestamp < today.end)
    .reduce((sum, t) => sum + t.thbSatang, currentThbSatang);
  return { totalSatang, exceedsLimit: totalSatang > DAILY_VOLUME_LIMIT_SATANG };
}
