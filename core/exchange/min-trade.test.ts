import { err, ok } from "neverthrow";
import { describe, expect, it } from "vitest";
import { amountBelowMinimum, usdPriceUnavailable } from "./exchange.errors";
import { checkMinimumTrade, MIN_TRADE_USD } from "./min-trade";
import { parseUsd, usd } from "./usd";

const price = (text: string) => parseUsd(text)._unsafeUnwrap();
const DAI = { code: "DAI", decimals: 18 };
const USDC = { code: "USDC", decimals: 6 };
const WBTC = { code: "WBTC", decimals: 8 };
const SLP = { code: "SLP", decimals: 0 };

describe("checkMinimumTrade", () => {
  it("sets the minimum at 1 USD", () => {
    expect(MIN_TRADE_USD).toBe(1);
  });

  it.each([
    ["exactly 1 DAI at 1 USD", DAI, 10n ** 18n, usd(1), ok(undefined)],
    ["1 wei less than 1 USD of DAI", DAI, 10n ** 18n - 1n, usd(1), err(amountBelowMinimum(1))],
    ["0.99 USDC", USDC, 990_000n, price("1.00"), err(amountBelowMinimum(1))],
    ["1 USDC at 0.9999 USD", USDC, 1_000_000n, price("0.9999"), err(amountBelowMinimum(1))],
    ["0.00002 WBTC at 60,000 USD", WBTC, 2_000n, price("60000"), ok(undefined)],
    ["0.00001 WBTC at 60,000 USD", WBTC, 1_000n, price("60000"), err(amountBelowMinimum(1))],
    ["286 SLP at 0.0035 USD", SLP, 286n, price("0.0035"), ok(undefined)],
    ["285 SLP at 0.0035 USD", SLP, 285n, price("0.0035"), err(amountBelowMinimum(1))],
    ["zero amount", DAI, 0n, usd(1), err(amountBelowMinimum(1))],
    ["no listed price", DAI, 10n ** 20n, null, err(usdPriceUnavailable("DAI"))],
    ["a zero price", DAI, 10n ** 20n, 0n, err(usdPriceUnavailable("DAI"))],
  ])("%s", (_case, token, amount, priceUsd, expected) => {
    expect(checkMinimumTrade(token, amount, priceUsd)).toEqual(expected);
  });
});
