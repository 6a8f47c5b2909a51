import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changeBps, isqrt, midPriceE8 } from "./pool-price";

describe("isqrt", () => {
  it("is the floor of the square root of any non-negative integer", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 300n }), (n) => {
        const r = isqrt(n);
        expect(r * r <= n && (r + 1n) * (r + 1n) > n).toBe(true);
      }),
    );
  });

  it("refuses a negative number", () => {
    expect(() => isqrt(-1n)).toThrow(RangeError);
  });
});

describe("midPriceE8", () => {
  it.each([
    ["ETH at 3000 with no spread", { stableIn: 100_000_000n, tokenOut: 10n ** 18n / 30n, stableBack: 100_000_000n, tokenDecimals: 18, stableDecimals: 6 }, 300_000_000_000n],
    ["a 1 % spread each way cancels", { stableIn: 100_000_000n, tokenOut: 99n * 10n ** 16n, stableBack: 98_010_000n, tokenDecimals: 18, stableDecimals: 6 }, 10_000_000_000n],
    ["SLP with 0 decimals", { stableIn: 100_000_000n, tokenOut: 33_333n, stableBack: 100_000_000n, tokenDecimals: 0, stableDecimals: 6 }, 300_003n],
    ["nothing bought", { stableIn: 100_000_000n, tokenOut: 0n, stableBack: 0n, tokenDecimals: 18, stableDecimals: 6 }, null],
  ])("prices %s", (_label, trip, expected) => {
    const price = midPriceE8(trip);
    expect(expected === null ? price : Number(price) / Number(expected)).toEqual(expected === null ? null : expect.closeTo(1, 4));
  });
});

describe("changeBps", () => {
  it.each([
    [110n, 100n, 1000],
    [90n, 100n, -1000],
    [100n, undefined, 0],
    [100n, 0n, 0],
  ])("from %s to %s is %s bps", (now, then, expected) => {
    expect(changeBps(now, then)).toBe(expected);
  });
});
