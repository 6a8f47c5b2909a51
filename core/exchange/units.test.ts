import fc from "fast-check";
import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { amountEmpty, amountNegative, amountNotNumeric, amountTooManyDecimals } from "./exchange.errors";
import { formatGwei, formatUnits, parseGwei, parseUnits, rescaleUnits, unitScale } from "./units";

describe("parseUnits", () => {
  it.each([
    ["1", 18, 10n ** 18n],
    ["1.5", 6, 1_500_000n],
    ["0.000001", 6, 1n],
    ["0", 18, 0n],
    ["12.", 2, 1200n],
    [".5", 1, 5n],
    ["  3.25  ", 2, 325n],
    ["007", 0, 7n],
    ["1.500", 2, 150n],
    ["100", 0, 100n],
    ["0.00000001", 8, 1n],
    ["115792089237316195423570985008687907853269984665640564039457.584007913129639935", 18, 2n ** 256n - 1n],
  ])("reads %j with %i decimals as %s", (input, decimals, expected) => {
    expect(parseUnits(input, decimals)).toEqual(ok(expected));
  });

  it.each([
    ["", 18, amountEmpty()],
    ["   ", 18, amountEmpty()],
    ["abc", 18, amountNotNumeric("abc")],
    [".", 18, amountNotNumeric(".")],
    ["1.2.3", 18, amountNotNumeric("1.2.3")],
    ["1e18", 18, amountNotNumeric("1e18")],
    ["1,000", 18, amountNotNumeric("1,000")],
    ["+1", 18, amountNotNumeric("+1")],
    ["1 000", 18, amountNotNumeric("1 000")],
    ["0x10", 18, amountNotNumeric("0x10")],
    ["-", 18, amountNotNumeric("-")],
    ["-abc", 18, amountNotNumeric("-abc")],
    ["-1", 18, amountNegative("-1")],
    ["-0.5", 18, amountNegative("-0.5")],
    ["1.1234567", 6, amountTooManyDecimals(6)],
    ["0.5", 0, amountTooManyDecimals(0)],
  ])("refuses %j with %i decimals", (input, decimals, error) => {
    expect(parseUnits(input, decimals)).toEqual(err(error));
  });

  it.each([-1, 1.5, Number.NaN])("throws on the invalid decimals %s (a caller's bug)", (decimals) => {
    expect(() => parseUnits("1", decimals)).toThrow(RangeError);
  });
});

describe("formatUnits", () => {
  it.each([
    [0n, 18, "0"],
    [1n, 18, "0.000000000000000001"],
    [10n ** 18n, 18, "1"],
    [1_500_000n, 6, "1.5"],
    [123n, 0, "123"],
    [-1_500_000n, 6, "-1.5"],
    [100_000_000n, 8, "1"],
    [2n ** 256n - 1n, 18, "115792089237316195423570985008687907853269984665640564039457.584007913129639935"],
    [1_500_000_000_000_000_000n, 18, "1.5"],
    [1n, 6, "0.000001"],
    [12n, 0, "12"],
    [-2500n, 3, "-2.5"],
  ])("writes %s with %i decimals as %j", (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected);
  });
});

describe("rescaleUnits", () => {
  it.each([
    [12345n, 3, 2, "half-up", 1235n],
    [12344n, 3, 2, "half-up", 1234n],
    [-12345n, 3, 2, "half-up", -1235n],
    [12349n, 3, 2, "down", 1234n],
    [-12349n, 3, 2, "down", -1234n],
    [5n, 0, 2, "down", 500n],
  ] as const)("rescales %s from %i to %i decimals (%s) as %s", (value, decimals, places, rounding, expected) => {
    expect(rescaleUnits(value, decimals, places, rounding)).toBe(expected);
  });
});

describe("units round trip", () => {
  const decimals = fc.integer({ min: 0, max: 30 });

  it("parses back every formatted amount exactly", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), decimals, (value, d) => {
        expect(parseUnits(formatUnits(value, d), d)).toEqual(ok(value));
      }),
    );
  });

  it("formats every valid decimal string to the same number, normalised", () => {
    const decimalString = decimals.chain((d) =>
      fc.tuple(
        fc.constant(d),
        fc.stringMatching(/^\d{1,20}$/),
        fc.stringMatching(new RegExp(`^\\d{0,${d}}$`)),
      ),
    );
    fc.assert(
      fc.property(decimalString, ([d, whole, fraction]) => {
        const input = fraction ? `${whole}.${fraction}` : whole;
        const normalised = (whole.replace(/^0+(?=\d)/, "") + "." + fraction).replace(/\.?0*$/, "") || "0";
        expect(parseUnits(input, d).map((v) => formatUnits(v, d))).toEqual(ok(normalised));
      }),
    );
  });
});

describe("gwei", () => {
  it("shows the 5.5 gwei default gas price with 9 decimals", () => {
    expect(formatGwei(5_500_000_000n)).toBe("5.5");
    expect(parseGwei("5.5")).toEqual(ok(5_500_000_000n));
    expect(parseGwei("0.0000000001")).toEqual(err(amountTooManyDecimals(9)));
  });

  it("scales whole units by ten to the decimals", () => {
    expect(unitScale(0)).toBe(1n);
    expect(unitScale(6)).toBe(1_000_000n);
  });
});
