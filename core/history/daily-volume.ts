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

/** How long a volume reservation counts when its trade is not reported sent: the wallet's signature included. */
export const VOLUME_RESERVATION_TTL_MS = 30 * 60_000;

/**
 * The rule with the day's volume already summed (stored and sent trades, reservations) and the
 * trade being made: over 5,000,000 Baht needs the objective, unless one was filed this
 * Asia/Bangkok day already (it is asked once a day).
 */
export function dailyVolumeWithTrade(
  priorSatang: bigint,
  currentThbSatang: bigint,
  objectiveFiledToday: boolean,
): { totalSatang: bigint; exceedsLimit: boolean } {
  const totalSatang = priorSatang + currentThbSatang;
  return { totalSatang, exceedsLimit: !objectiveFiledToday && totalSatang > DAILY_VOLUME_LIMIT_SATANG };
}

/** Whether one of the user's objectives was filed in the Asia/Bangkok day of `now`. */
export function objectiveFiledToday(objectives: readonly Readonly<{ createdAt: number }>[], now: number): boolean {
  const today = bangkokDay(now);
  return objectives.some((o) => o.createdAt >= today.start && o.createdAt < today.end);
}
