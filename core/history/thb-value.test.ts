import fc from "fast-check";
import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { formatUnits } from "../exchange/units";
import { decimalInvalid, parseDecimal, roundDecimal } from "./decimal";
import { DEFAULT_USD_THB_RATE, formatThb, plainThb, thbSatang, tokenUsdValue } from "./thb-value";

const dec = (text: string) => parseDecimal(text)._unsafeUnwrap();

describe("decimals", () => {
  it.each([
    ["33.0", { units: 330n, scale: 1 }],
    ["1850.25", { units: 185025n, scale: 2 }],
    [" 7 ", { units: 7n, scale: 0 }],
    ["0.000001", { units: 1n, scale: 6 }],
  ])("reads %j exactly", (text, value) => {
    expect(parseDecimal(text)).toEqual(ok(value));
  });

  it.each(["", "-1", "1e3", "1.", ".5", "1,000", "NaN"])("refuses %j", (text) => {
    expect(parseDecimal(text)).toEqual(err(decimalInvalid(text)));
  });

  it.each([
    [12345n, 3, 2, 1235n],
    [12344n, 3, 2, 1234n],
    [-12345n, 3, 2, -1235n],
    [5n, 0, 2, 500n],
  ])("rounds %i / 10^%i to %i places as %i", (units, scale, places, rounded) => {
    expect(roundDecimal({ units, scale }, places)).toBe(rounded);
  });
});

describe("THB value", () => {
  it.each([
    ["1 USD at the default rate", dec("1"), DEFAULT_USD_THB_RATE, 3300n],
    ["0.01 USD at 33.0", dec("0.01"), DEFAULT_USD_THB_RATE, 33n],
    ["0.015 USD at 33.0 (0.495 THB)", dec("0.015"), DEFAULT_USD_THB_RATE, 50n],
    ["165,000 USD at 30.3", dec("165000"), dec("30.3"), 499950000n],
  ])("converts %s", (_name, usd, rate, satang) => {
    expect(thbSatang(usd, rate)).toBe(satang);
  });

  it("values 1.5 ETH at 1850.25 USD as 91,587.38 THB, rounding once at the end", () => {
    const usd = tokenUsdValue(1500000000000000000n, 18, dec("1850.25"));
    expect(formatUnits(usd.units, usd.scale)).toBe("2775.375");
    expect(formatThb(thbSatang(usd))).toBe("91,587.38");
  });

  it.each([
    [0n, "0.00", "0.00"],
    [5n, "0.05", "0.05"],
    [100n, "1.00", "1.00"],
    [123456789n, "1,234,567.89", "1234567.89"],
    [500000000n, "5,000,000.00", "5000000.00"],
    [-100050n, "-1,000.50", "-1000.50"],
  ])("formats %i satang as %s", (satang, shown, plain) => {
    expect(formatThb(satang)).toBe(shown);
    expect(plainThb(satang)).toBe(plain);
  });

  it("formats any amount so that it reads back to the same satang", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), (satang) => {
        expect(roundDecimal(dec(plainThb(satang)), 2)).toBe(satang);
      }),
    );
  });

  it("rounds to within half a satang of the exact product", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.nat({ max: 18 }), (units, scale) => {
        const usd = { units, scale };
        const exactTimes2 = (units * 330n * 100n * 2n) / 10n ** BigInt(scale + 1);
        const diff = thbSatang(usd) * 2n - exactTimes2;
        expect(diff >= -1n && diff <= 1n).toBe(true);
      }),
    );
  });
});
