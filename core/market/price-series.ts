import type { PriceSnapshot } from "../ports/price-snapshot.port";

/** The window of the price table's lines: the last 24 hours. */
export const PRICE_SERIES_WINDOW_MS = 24 * 60 * 60_000;
/** Most points a line keeps: one per half hour of the day (snapshots come every 5 minutes at most). */
export const PRICE_SERIES_MAX_POINTS = 48;

/** One price of a line: USD x 10^8 at `takenAt` (epoch ms). */
export type PricePoint = Readonly<{ takenAt: number; priceE8: bigint }>;
/** One token's line, oldest point first. */
export type TokenPriceSeries = Readonly<{ code: string; points: readonly PricePoint[] }>;

/**
 * Each token's prices over the window, oldest first: the snapshots thinned to the last one of
 * each of `maxPoints` equal slices of the window, then the price now, so a line ends where the
 * price table's price is. A token without a price at some moment has no point there.
 * @example priceSeries(["ETH"], snapshots, { takenAt: now, pricesE8: { ETH: 300000000000n } }, now) // [{ code: "ETH", points: [...] }]
 */
export function priceSeries(
  codes: readonly string[],
  snapshots: readonly PriceSnapshot[],
  current: Readonly<{ takenAt: number; pricesE8: Readonly<Record<string, bigint>> }>,
  now: number,
  windowMs = PRICE_SERIES_WINDOW_MS,
  maxPoints = PRICE_SERIES_MAX_POINTS,
): readonly TokenPriceSeries[] {
  const from = now - windowMs;
  const slice = windowMs / maxPoints;
  // The last snapshot of each slice stands for it (later ones overwrite earlier ones).
  const bySlice = new Map<number, PriceSnapshot>();
  for (const snapshot of snapshots) {
    if (snapshot.takenAt < from || snapshot.takenAt > now) continue;
    const index = Math.min(maxPoints - 1, Math.floor((snapshot.takenAt - from) / slice));
    const kept = bySlice.get(index);
    if (kept === undefined || kept.takenAt <= snapshot.takenAt) bySlice.set(index, snapshot);
  }
  const kept = [...bySlice.values()].sort((a, b) => a.takenAt - b.takenAt);
  const last = kept.at(-1);
  // The current price closes the line, unless a snapshot of that same moment already does.
  const moments = last !== undefined && last.takenAt >= current.takenAt ? kept : [...kept, current];
  return codes.map((code) => ({
    code,
    points: moments.flatMap((m) => {
      const priceE8 = m.pricesE8[code];
      return priceE8 === undefined ? [] : [{ takenAt: m.takenAt, priceE8 }];
    }),
  }));
}
