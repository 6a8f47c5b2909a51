import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FakeClock } from "../testing/fake-clock";
import { DAILY_VOLUME_LIMIT_SATANG, dailyVolumeCheck, dailyVolumeWithTrade, objectiveFiledToday } from "./daily-volume";

const now = new FakeClock().now(); // 2026-01-15 10:00 Bangkok
const todayStart = Date.UTC(2026, 0, 14, 17);
const tomorrow = Date.UTC(2026, 0, 15, 17);
const THB = (baht: bigint) => baht * 100n;

describe("daily volume rule", () => {
  const at = (timestamp: number, baht: bigint) => ({ timestamp, thbSatang: THB(baht) });
  it.each([
    ["nothing today, a small trade", [], THB(1000n), THB(1000n), false],
    ["exactly 5,000,000 Baht with the current trade", [at(now - 1, 4_000_000n)], THB(1_000_000n), THB(5_000_000n), false],
    ["one satang over", [at(todayStart, 4_000_000n)], THB(1_000_000n) + 1n, THB(5_000_000n) + 1n, true],
    ["yesterday's last second left out", [at(todayStart - 1, 4_900_000n)], THB(200_000n), THB(200_000n), false],
    ["tomorrow's trades left out", [at(tomorrow, 4_900_000n)], THB(200_000n), THB(200_000n), false],
    [
      "several trades today",
      [at(todayStart + 1, 2_000_000n), at(now, 2_000_000n)],
      THB(1_000_001n),
      THB(5_000_001n),
      true,
    ],
    ["the current trade alone over the limit", [], THB(5_000_000n) + 50n, THB(5_000_000n) + 50n, true],
  ])("%s", (_name, trades, current, totalSatang, exceedsLimit) => {
    expect(dailyVolumeCheck(trades, current, now)).toEqual({ totalSatang, exceedsLimit });
  });

  it("exceeds the limit exactly when today's total is above 500,000,000 satang", () => {
    const trade = fc.record({
      timestamp: fc.integer({ min: todayStart - 86_400_000, max: tomorrow + 86_400_000 }),
      thbSatang: fc.bigInt({ min: 0n, max: THB(3_000_000n) }),
    });
    fc.assert(
      fc.property(fc.array(trade), fc.bigInt({ min: 0n, max: THB(3_000_000n) }), (trades, current) => {
        const today = trades.filter((t) => t.timestamp >= todayStart && t.timestamp < tomorrow);
        const total = today.reduce((s, t) => s + t.thbSatang, current);
        const exceedsLimit = total > DAILY_VOLUME_LIMIT_SATANG;
        expect(dailyVolumeCheck(trades, current, now)).toEqual({ totalSatang: total, exceedsLimit });
      }),
    );
  });
});

describe("daily volume with the trade, summed by storage", () => {
  it.each([
    ["exactly at the limit", THB(4_000_000n), THB(1_000_000n), false, false],
    ["one satang over", THB(4_000_000n), THB(1_000_000n) + 1n, false, true],
    ["over, but an objective was filed today", THB(6_000_000n), THB(1_000n), true, false],
  ])("%s", (_name, prior, current, filed, exceeds) => {
    expect(dailyVolumeWithTrade(prior, current, filed)).toEqual({ totalSatang: prior + current, exceedsLimit: exceeds });
  });

  it("counts an objective of today only (Asia/Bangkok)", () => {
    expect(objectiveFiledToday([{ createdAt: todayStart }], now)).toBe(true);
    expect(objectiveFiledToday([{ createdAt: todayStart - 1 }, { createdAt: tomorrow }], now)).toBe(false);
  });
});
