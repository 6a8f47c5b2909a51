import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isPriceImpactConfirmed, priceImpactBps, priceImpactNotice, priceImpactTier } from "./price-impact";

const E18 = 10n ** 18n;

describe("priceImpactBps", () => {
  it.each([
    ["a quote exactly at spot", { fromAmount: 100n, toAmount: 100n }, { fromAmount: 1n, toAmount: 1n }, 0],
    ["a quote better than spot", { fromAmount: 100n, toAmount: 101n }, { fromAmount: 1n, toAmount: 1n }, 0],
    ["10 % less than spot", { fromAmount: 100n, toAmount: 90n }, { fromAmount: 1n, toAmount: 1n }, 1000],
    [
      "1 ETH for 1,940 DAI at a 2,000 DAI pool price",
      { fromAmount: E18, toAmount: 1940n * E18 },
      { fromAmount: 10n * E18, toAmount: 20_000n * E18 },
      300,
    ],
    [
      "6-decimal target: 1 ETH for 1,700 USDC at 2,000",
      { fromAmount: E18, toAmount: 1_700_000_000n },
      { fromAmount: E18, toAmount: 2_000_000_000n },
      1500,
    ],
    ["a tiny shortfall rounds up to 1 bp", { fromAmount: 1_000_000n, toAmount: 999_999n }, { fromAmount: 1n, toAmount: 1n }, 1],
    ["nothing quoted is a 100 % impact", { fromAmount: 5n, toAmount: 0n }, { fromAmount: 1n, toAmount: 3n }, 10_000],
    ["a zero amount has no impact", { fromAmount: 0n, toAmount: 0n }, { fromAmount: 1n, toAmount: 3n }, 0],
  ])("gives %s", (_case, quote, spot, expected) => {
    expect(priceImpactBps(quote, spot)).toBe(expected);
  });

  it.each([
    ["a spot without a source side", { fromAmount: 1n, toAmount: 1n }, { fromAmount: 0n, toAmount: 1n }],
    ["a spot without a target side", { fromAmount: 1n, toAmount: 1n }, { fromAmount: 1n, toAmount: 0n }],
    ["a negative quoted source", { fromAmount: -1n, toAmount: 1n }, { fromAmount: 1n, toAmount: 1n }],
    ["a negative quoted target", { fromAmount: 1n, toAmount: -1n }, { fromAmount: 1n, toAmount: 1n }],
  ])("throws on %s", (_case, quote, spot) => {
    expect(() => priceImpactBps(quote, spot)).toThrow(RangeError);
  });

  it("stays within 0-10000 bps and never understates the shortfall", () => {
    const pos = fc.bigInt({ min: 1n, max: 10n ** 30n });
    fc.assert(
      fc.property(pos, fc.bigInt({ min: 0n, max: 10n ** 30n }), pos, pos, (from, to, spotFrom, spotTo) => {
        const bps = priceImpactBps({ fromAmount: from, toAmount: to }, { fromAmount: spotFrom, toAmount: spotTo });
        expect(bps >= 0 && bps <= 10_000).toBe(true);
        // quoted >= expected * (1 - bps/10000): the impact is never smaller than the truth.
        expect(to * spotFrom * 10_000n >= from * spotTo * BigInt(10_000 - bps)).toBe(true);
      }),
    );
  });
});

describe("priceImpactTier", () => {
  it.each([
    [0, "NONE", null],
    [299, "NONE", null],
    [300, "WARN", "PRICE_IMPACT_WARNING"],
    [999, "WARN", "PRICE_IMPACT_WARNING"],
    [1000, "CONFIRM", "PRICE_IMPACT_CONFIRM_REQUIRED"],
    [1499, "CONFIRM", "PRICE_IMPACT_CONFIRM_REQUIRED"],
    [1500, "BLOCKED", null],
    [10_000, "BLOCKED", null],
  ] as const)("puts %i bps in %s with notice %s", (bps, tier, notice) => {
    expect(priceImpactTier(bps)).toBe(tier);
    expect(priceImpactNotice(tier)).toBe(notice);
  });
});

describe("isPriceImpactConfirmed", () => {
  it.each([
    ["confirm", true],
    [" Confirm ", true],
    ["CONFIRM", true],
    ["confirmed", false],
    ["", false],
    ["ยืนยัน", false],
  ])("accepts %j: %s", (typed, expected) => {
    expect(isPriceImpactConfirmed(typed)).toBe(expected);
  });
});
