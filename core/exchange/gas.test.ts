import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_GAS_PRICE,
  DEFAULT_GAS_SPEED,
  ESTIMATED_MINUTES,
  GAS_SPEEDS,
  gasLimitWithMargin,
  gasPriceOrDefault,
  networkFee,
  PRIORITY_FEE_PERCENTILES,
  swapGasLimit,
} from "./gas";
import { formatGwei } from "./units";

describe("gas speeds", () => {
  it("offers SLOW, STD (default) and FAST with their estimated minutes and percentiles", () => {
    expect(GAS_SPEEDS).toEqual(["SLOW", "STD", "FAST"]);
    expect(DEFAULT_GAS_SPEED).toBe("STD");
    expect(ESTIMATED_MINUTES).toEqual({ SLOW: 30, STD: 5, FAST: 2 });
    expect(PRIORITY_FEE_PERCENTILES).toEqual({ SLOW: 10, STD: 50, FAST: 90 });
  });

  it("falls back to 5.5 gwei", () => {
    expect(formatGwei(DEFAULT_GAS_PRICE)).toBe("5.5");
    expect(gasPriceOrDefault(null)).toBe(5_500_000_000n);
    expect(gasPriceOrDefault(7n)).toBe(7n);
  });
});

describe("gas limit", () => {
  it.each([
    [100_000n, 125_000n],
    [98_086n, 122_608n],
    [1n, 2n],
    [3n, 4n],
    [4n, 5n],
    [0n, 0n],
  ])("adds the 1.25 margin to %s, rounded up: %s", (estimate, expected) => {
    expect(gasLimitWithMargin(estimate)).toBe(expected);
  });

  it("throws on a negative estimate", () => {
    expect(() => gasLimitWithMargin(-1n)).toThrow(RangeError);
  });

  it("uses the rate answer's limit when the estimation failed", () => {
    expect(swapGasLimit(null, 300_000n)).toBe(300_000n);
    expect(swapGasLimit(200_000n, 300_000n)).toBe(250_000n);
  });

  it("is at least the estimate and is the least integer at or above estimate * 1.25", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), (estimate) => {
        const limit = gasLimitWithMargin(estimate);
        expect(limit >= estimate).toBe(true);
        expect(limit * 4n >= estimate * 5n).toBe(true);
        expect((limit - 1n) * 4n < estimate * 5n).toBe(true);
      }),
    );
  });
});

describe("networkFee", () => {
  it("multiplies the gas limit by the gas price", () => {
    expect(networkFee(125_000n, DEFAULT_GAS_PRICE)).toBe(687_500_000_000_000n);
  });
});
