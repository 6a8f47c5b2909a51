import fc from "fast-check";
import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { amountNotNumeric } from "./exchange.errors";
import { formatUsd, parseUsd, usd, usdValue } from "./usd";

describe("usd", () => {
  it.each([
    ["1", ok(10n ** 18n)],
    ["1.25", ok(125n * 10n ** 16n)],
    ["0.00001234", ok(12_340_000_000_000n)],
    ["1e-5", err(amountNotNumeric("1e-5"))],
  ])("parses the listed price %j", (input, expected) => {
    expect(parseUsd(input)).toEqual(expected);
  });

  it.each([
    ["1 DAI at 1.00 USD", 10n ** 18n, 18, "1", usd(1)],
    ["2.5 USDC at 1 USD", 2_500_000n, 6, "1", usd(25) / 10n],
    ["0.01 WBTC at 60000 USD", 1_000_000n, 8, "60000", usd(600)],
    ["100 SLP at 0.0035 USD", 100n, 0, "0.0035", usd(35) / 100n],
    ["1,000,000 SHIB at 0.00001234 USD", 10n ** 24n, 18, "0.00001234", usd(1234) / 100n],
    ["1 wei at 1 USD rounds down", 1n, 18, "1", 1n],
  ])("values %s", (_case, amount, decimals, price, expected) => {
    expect(usdValue(amount, decimals, parseUsd(price)._unsafeUnwrap())).toBe(expected);
  });

  it("formats USD with 2 decimals and grouping", () => {
    expect(formatUsd(usd(165_000) + usd(1) / 200n)).toBe("165,000.01");
    expect(formatUsd(0n)).toBe("0.00");
  });

  it("never values more than the exact product", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 18 }),
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        (amount, decimals, price) => {
          const value = usdValue(amount, decimals, price);
          const scale = 10n ** BigInt(decimals);
          expect(value * scale <= amount * price && (value + 1n) * scale > amount * price).toBe(true);
        },
      ),
    );
  });
});
