import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatFixed, formatGrouped, formatSignificant, groupThousands, shortHex } from "./format";
import { formatUnits, parseUnits } from "./units";

const E18 = 10n ** 18n;

describe("shortHex", () => {
  it.each([
    ["0x1234567890abcdef0", "0x123…cdef0"],
    ["0x71C7656EC7ab88b098defB751B7401B5f6d8976F", "0x71C…8976F"],
    ["0x12345678a", "0x12345678a"],
    ["0x12345678ab", "0x123…678ab"],
    ["", ""],
  ])("shortens %j to %j", (hex, expected) => {
    expect(shortHex(hex)).toBe(expected);
  });

  it("keeps another number of characters when told", () => {
    expect(shortHex("0x1234567890abcdef", 6)).toBe("0x1234…abcdef");
  });
});

describe("groupThousands", () => {
  it.each([
    ["0", "0"],
    ["999", "999"],
    ["1000", "1,000"],
    ["1234567", "1,234,567"],
    ["5000000", "5,000,000"],
  ])("groups %s as %s", (digits, expected) => {
    expect(groupThousands(digits)).toBe(expected);
  });
});

describe("formatFixed", () => {
  it.each([
    [1234567n, 3, 2, {}, "1234.57"],
    [1234567n, 3, 2, { group: true }, "1,234.57"],
    [1234565n, 3, 2, {}, "1234.57"],
    [1234565n, 3, 2, { rounding: "down" }, "1234.56"],
    [1234564n, 3, 2, {}, "1234.56"],
    [0n, 18, 2, {}, "0.00"],
    [5n, 3, 2, {}, "0.01"],
    [4n, 3, 2, {}, "0.00"],
    [-1234567n, 3, 2, { group: true }, "-1,234.57"],
    [12n, 0, 2, {}, "12.00"],
    [1_999_999n, 6, 0, {}, "2"],
    [E18 * 5_000_000n, 18, 2, { group: true }, "5,000,000.00"],
  ] as const)("writes %s (%i decimals) with %i places %j as %j", (value, decimals, places, options, expected) => {
    expect(formatFixed(value, decimals, places, options)).toBe(expected);
  });

  it("uses 2 places by default", () => {
    expect(formatFixed(1_500_000n, 6)).toBe("1.50");
  });
});

describe("formatSignificant", () => {
  it.each([
    [123456789n, 8, "1.2345679"],
    [123456789n * 10n ** 10n, 18, "1.2345679"],
    [1234567891n * E18 / 100n, 18, "12345679"],
    [123456789123n * E18, 18, "123456789123"],
    [123n * 10n ** 9n, 18, "0.000000123"],
    [123456789123n, 18, "0.00000012345679"],
    [99999999950n, 10, "10"],
    [E18, 18, "1"],
    [0n, 18, "0"],
    [5n, 0, "5"],
    [-123456789n, 8, "-1.2345679"],
  ])("writes %s (%i decimals) with 8 significant digits as %j", (value, decimals, expected) => {
    expect(formatSignificant(value, decimals)).toBe(expected);
  });

  it("rounds down and groups when told", () => {
    expect(formatSignificant(123456789n, 4, 8, { rounding: "down", group: true })).toBe("12,345.678");
  });

  it.each([0, -1, 2.5])("throws on %s digits (a caller's bug)", (digits) => {
    expect(() => formatSignificant(1n, 0, digits)).toThrow(RangeError);
  });

  it("never shows more than 8 significant digits in the fraction of a value below one", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: E18 - 1n }), (value) => {
        const text = formatSignificant(value, 18, 8, { rounding: "down" });
        expect(text.replace(/^0\.0*/, "").length).toBeLessThanOrEqual(8);
      }),
    );
  });
});

describe("formatGrouped", () => {
  it.each([
    [1234567890000000000000n, 18, "1,234.56789"],
    [1n, 18, "0.000000000000000001"],
    [1n, 24, "0"],
    [123n, 22, "0.00000000000000000001"],
    [E18 * 1_000_000n, 18, "1,000,000"],
    [0n, 6, "0"],
  ])("writes %s (%i decimals) as %j", (value, decimals, expected) => {
    expect(formatGrouped(value, decimals)).toBe(expected);
  });

  it("loses nothing for tokens with at most 20 decimals", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 20 }), (value, decimals) => {
        expect(parseUnits(formatGrouped(value, decimals).replace(/,/g, ""), decimals).unwrapOr(-1n)).toBe(value);
      }),
    );
  });

  it("groups the whole part exactly as formatUnits writes it", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), (value) => {
        expect(formatGrouped(value, 18).replace(/,/g, "")).toBe(formatUnits(value, 18));
      }),
    );
  });
});
