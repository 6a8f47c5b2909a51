import fc from "fast-check";
import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { slippageOutOfRange } from "./exchange.errors";
import {
  DEFAULT_SLIPPAGE_BPS,
  formatSlippage,
  isValidSlippage,
  minimumReceived,
  parseSlippage,
  SLIPPAGE_PRESETS_BPS,
  slippageWarning,
} from "./slippage";

describe("slippage settings", () => {
  it("offers the presets 0.1, 0.5, 1 and 3 % and defaults to 0.5 %", () => {
    expect(SLIPPAGE_PRESETS_BPS.map(formatSlippage)).toEqual(["0.1", "0.5", "1", "3"]);
    expect(formatSlippage(DEFAULT_SLIPPAGE_BPS)).toBe("0.5");
  });

  it.each([
    ["0", 0],
    ["0.1", 10],
    ["0.5", 50],
    ["1", 100],
    ["3", 300],
    ["10", 1000],
    ["10.00", 1000],
    ["10.004", 1000],
    ["0.125", 13],
    ["0.124", 12],
    ["0.005", 1],
    ["0.0049", 0],
    [".5", 50],
    ["2.", 200],
    [" 1.25 ", 125],
  ])("reads %j as %i bps", (input, bps) => {
    expect(parseSlippage(input)).toEqual(ok(bps));
  });

  it.each(["10.005", "10.01", "11", "-0.1", "-1", "", ".", "abc", "1e-1", "1,5", "5%"])(
    "refuses %j with the range message",
    (input) => {
      expect(parseSlippage(input)).toEqual(err(slippageOutOfRange(input)));
    },
  );

  it.each([
    [0, true],
    [1000, true],
    [1001, false],
    [-1, false],
    [0.5, false],
    [Number.NaN, false],
  ])("validates %s bps as %s", (bps, valid) => {
    expect(isValidSlippage(bps)).toBe(valid);
  });

  it.each([
    [0, "SLIPPAGE_MAY_FAIL"],
    [4, "SLIPPAGE_MAY_FAIL"],
    [5, null],
    [50, null],
    [100, null],
    [101, "SLIPPAGE_MAY_BE_FRONTRUN"],
    [1000, "SLIPPAGE_MAY_BE_FRONTRUN"],
  ])("advises %i bps with %s", (bps, warning) => {
    expect(slippageWarning(bps)).toBe(warning);
  });

  it("formats every valid value so it parses back", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (bps) => {
        expect(parseSlippage(formatSlippage(bps))).toEqual(ok(bps));
      }),
    );
  });
});

describe("minimumReceived", () => {
  it.each([
    [1_000_000n, 50, 995_000n],
    [1_000_000n, 0, 1_000_000n],
    [1_000_000n, 1000, 900_000n],
    [999n, 50, 994n],
    [1n, 10, 0n],
    [0n, 300, 0n],
    [10n ** 18n, 13, 998_700_000_000_000_000n],
  ])("keeps floor(%s * (10000 - %i) / 10000) = %s", (to, bps, expected) => {
    expect(minimumReceived(to, bps)).toBe(expected);
  });

  it.each([-1, 1001, 2.5])("throws on the unvalidated slippage %s", (bps) => {
    expect(() => minimumReceived(1n, bps)).toThrow(RangeError);
  });

  it("throws on a negative amount", () => {
    expect(() => minimumReceived(-1n, 50)).toThrow(RangeError);
  });

  const amount = fc.bigInt({ min: 0n, max: 2n ** 200n });
  const bps = fc.integer({ min: 0, max: 1000 });

  it("never exceeds the quoted amount and keeps at least 90 % of it", () => {
    fc.assert(
      fc.property(amount, bps, (to, s) => {
        const min = minimumReceived(to, s);
        expect(min <= to && min * 10n >= to * 9n - 10n).toBe(true);
      }),
    );
  });

  it("falls as the slippage rises", () => {
    fc.assert(
      fc.property(amount, bps, bps, (to, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(minimumReceived(to, high) <= minimumReceived(to, low)).toBe(true);
      }),
    );
  });
});
