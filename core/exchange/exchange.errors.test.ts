import { describe, expect, it } from "vitest";
import * as e from "./exchange.errors";

describe("exchange errors", () => {
  it.each([
    ["AMOUNT_EMPTY", e.amountEmpty(), { code: "AMOUNT_EMPTY" }],
    ["AMOUNT_NOT_NUMERIC", e.amountNotNumeric("x"), { code: "AMOUNT_NOT_NUMERIC", input: "x" }],
    ["AMOUNT_NEGATIVE", e.amountNegative("-1"), { code: "AMOUNT_NEGATIVE", input: "-1" }],
    ["AMOUNT_TOO_MANY_DECIMALS", e.amountTooManyDecimals(6), { code: "AMOUNT_TOO_MANY_DECIMALS", decimals: 6 }],
    ["BALANCE_NOT_ENOUGH", e.balanceNotEnough(1n, 2n), { code: "BALANCE_NOT_ENOUGH", balance: 1n, amount: 2n }],
    [
      "ETH_NOT_ENOUGH_FOR_NETWORK_FEE",
      e.ethNotEnoughForNetworkFee(1n, 2n),
      { code: "ETH_NOT_ENOUGH_FOR_NETWORK_FEE", ethBalance: 1n, required: 2n },
    ],
    ["SLIPPAGE_OUT_OF_RANGE", e.slippageOutOfRange("11"), { code: "SLIPPAGE_OUT_OF_RANGE", input: "11" }],
    ["AMOUNT_BELOW_MINIMUM", e.amountBelowMinimum(1), { code: "AMOUNT_BELOW_MINIMUM", minUsd: 1 }],
    ["USD_PRICE_UNAVAILABLE", e.usdPriceUnavailable("DAI"), { code: "USD_PRICE_UNAVAILABLE", token: "DAI" }],
    ["RATE_UNAVAILABLE", e.rateUnavailable("FAST"), { code: "RATE_UNAVAILABLE", speed: "FAST" }],
    ["PRICE_IMPACT_TOO_HIGH", e.priceImpactTooHigh(1600), { code: "PRICE_IMPACT_TOO_HIGH", impactBps: 1600 }],
    ["TOKEN_NOT_LISTED", e.tokenNotListed("DAI"), { code: "TOKEN_NOT_LISTED", token: "DAI" }],
    ["TOKEN_DECIMALS_UNKNOWN", e.tokenDecimalsUnknown("KUL"), { code: "TOKEN_DECIMALS_UNKNOWN", token: "KUL" }],
    [
      "TOKEN_DECIMALS_MISMATCH",
      e.tokenDecimalsMismatch("USDT", 6, 18),
      { code: "TOKEN_DECIMALS_MISMATCH", token: "USDT", expected: 6, actual: 18 },
    ],
    ["TOKEN_DUPLICATE", e.tokenDuplicate("DAI"), { code: "TOKEN_DUPLICATE", token: "DAI" }],
  ])("builds %s as frozen data with its details", (_code, error, expected) => {
    expect(error).toEqual(expected);
    expect(Object.isFrozen(error)).toBe(true);
  });
});
