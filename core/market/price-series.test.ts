import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PriceSnapshot } from "../ports/price-snapshot.port";
import { PRICE_SERIES_MAX_POINTS, PRICE_SERIES_WINDOW_MS, priceSeries } from "./price-series";

const NOW = Date.UTC(2026, 0, 15, 3, 0, 0);
const MIN = 60_000;
const snap = (ago: number, eth: bigint, extra: Record<string, bigint> = {}): PriceSnapshot => ({ chainId: 31337, takenAt: NOW - ago, pricesE8: { ETH: eth, ...extra } });
const current = (eth: bigint) => ({ takenAt: NOW, pricesE8: { ETH: eth } });

describe("priceSeries", () => {
  it("lists the day's snapshots oldest first and ends with the price now", () => {
    const series = priceSeries(["ETH"], [snap(10 * MIN, 302n), snap(20 * 60 * MIN, 300n)], current(305n), NOW);
    expect(series).toEqual([
      {
        code: "ETH",
        points: [
          { takenAt: NOW - 20 * 60 * MIN, priceE8: 300n },
          { takenAt: NOW - 10 * MIN, priceE8: 302n },
          { takenAt: NOW, priceE8: 305n },
        ],
      },
    ]);
  });

  it("leaves out snapshots older than a day, and a token's moments without a price", () => {
    const series = priceSeries(["ETH", "DAI"], [snap(PRICE_SERIES_WINDOW_MS + 1, 1n, { DAI: 1n }), snap(60 * MIN, 2n, { DAI: 100n }), snap(30 * MIN, 3n)], current(4n), NOW);
    expect(series.map((s) => [s.code, s.points.map((p) => p.priceE8)])).toEqual([
      ["ETH", [2n, 3n, 4n]],
      ["DAI", [100n]],
    ]);
  });

  it("keeps the last snapshot of each half hour", () => {
    // 5-minute snapshots over the whole day: 288, thinned to one per slice.
    const snapshots = Array.from({ length: 288 }, (_, i) => snap(PRICE_SERIES_WINDOW_MS - i * 5 * MIN, BigInt(i)));
    const points = priceSeries(["ETH"], snapshots, current(999n), NOW)[0]!.points;
    expect(points).toHaveLength(PRICE_SERIES_MAX_POINTS + 1);
    expect(points.slice(0, 2).map((p) => p.priceE8)).toEqual([5n, 11n]);
    expect(points.at(-1)).toEqual({ takenAt: NOW, priceE8: 999n });
  });

  it("does not repeat a snapshot taken at the moment of the current price", () => {
    expect(priceSeries(["ETH"], [snap(0, 7n)], current(7n), NOW)[0]!.points).toEqual([{ takenAt: NOW, priceE8: 7n }]);
  });

  it("always answers points in time order, inside the window, at most one per slice plus the current one", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -MIN, max: 2 * PRICE_SERIES_WINDOW_MS }), { maxLength: 400 }), (agos) => {
        const points = priceSeries(["ETH"], agos.map((ago) => snap(ago, 1n)), current(1n), NOW)[0]!.points;
        const times = points.map((p) => p.takenAt);
        expect([...times].sort((a, b) => a - b)).toEqual(times);
        expect(times.every((t) => t >= NOW - PRICE_SERIES_WINDOW_MS && t <= NOW)).toBe(true);
        expect(points.length).toBeLessThanOrEqual(PRICE_SERIES_MAX_POINTS + 1);
      }),
    );
  });
});
