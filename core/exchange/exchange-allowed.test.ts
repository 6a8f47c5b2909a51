import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXCHANGE_BLOCK_REASONS, exchangeAllowed, type ExchangeAllowedInput } from "./exchange-allowed";
import { usd } from "./usd";

const E18 = 10n ** 18n;
const good: ExchangeAllowedInput = {
  sufficiency: "ENOUGH",
  rates: { SLOW: { toAmount: 1n }, STD: { toAmount: 1n }, FAST: { toAmount: 1n } },
  speed: "STD",
  fromToken: { code: "DAI", decimals: 18 },
  fromAmount: 10n * E18,
  fromPriceUsd: usd(1),
  slippageBps: 50,
  priceImpactBps: 10,
};

describe("exchangeAllowed", () => {
  it("allows a sufficient, quoted trade of at least 1 USD with a valid slippage", () => {
    expect(exchangeAllowed(good)).toEqual({ allowed: true });
  });

  it.each([
    ["the balance is short", { sufficiency: "NOT_ENOUGH" }, ["BALANCE_NOT_ENOUGH"]],
    ["the ETH cannot pay the fee", { sufficiency: "GAS_NOT_ENOUGH" }, ["ETH_NOT_ENOUGH_FOR_NETWORK_FEE"]],
    ["there is no rate yet", { rates: null }, ["RATE_UNAVAILABLE"]],
    ["the selected speed has no rate", { rates: { SLOW: {}, STD: {} }, speed: "FAST" }, ["RATE_UNAVAILABLE"]],
    ["the selected speed's rate is null", { rates: { STD: null } }, ["RATE_UNAVAILABLE"]],
    ["the amount is worth under 1 USD", { fromAmount: E18 - 1n }, ["AMOUNT_BELOW_MINIMUM"]],
    ["the source has no USD price", { fromPriceUsd: null }, ["USD_PRICE_UNAVAILABLE"]],
    ["the slippage is above 10 %", { slippageBps: 1001 }, ["SLIPPAGE_OUT_OF_RANGE"]],
    ["the price impact is 15 %", { priceImpactBps: 1500 }, ["PRICE_IMPACT_TOO_HIGH"]],
  ] as const)("refuses when %s", (_case, change, reasons) => {
    expect(exchangeAllowed({ ...good, ...change } as ExchangeAllowedInput)).toEqual({ allowed: false, reasons });
  });

  it("still allows a price impact that only needs a typed confirmation, or an unknown one", () => {
    expect(exchangeAllowed({ ...good, priceImpactBps: 1499 })).toEqual({ allowed: true });
    expect(exchangeAllowed({ ...good, priceImpactBps: null })).toEqual({ allowed: true });
  });

  it("lists every reason at once, in the fixed order", () => {
    const input: ExchangeAllowedInput = {
      ...good,
      sufficiency: "NOT_ENOUGH",
      rates: null,
      fromAmount: 0n,
      slippageBps: -1,
      priceImpactBps: 9000,
    };
    expect(exchangeAllowed(input)).toEqual({
      allowed: false,
      reasons: ["BALANCE_NOT_ENOUGH", "RATE_UNAVAILABLE", "AMOUNT_BELOW_MINIMUM", "SLIPPAGE_OUT_OF_RANGE", "PRICE_IMPACT_TOO_HIGH"],
    });
  });

  it("allows exactly when no reason applies", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("ENOUGH" as const, "NOT_ENOUGH" as const, "GAS_NOT_ENOUGH" as const),
        fc.boolean(),
        fc.bigInt({ min: 0n, max: 100n * E18 }),
        fc.integer({ min: -10, max: 1100 }),
        (sufficiency, hasRate, fromAmount, slippageBps) => {
          const result = exchangeAllowed({ ...good, sufficiency, rates: hasRate ? good.rates : {}, fromAmount, slippageBps });
          const slippageValid = slippageBps >= 0 && slippageBps <= 1000;
          const expected = sufficiency === "ENOUGH" && hasRate && fromAmount >= E18 && slippageValid;
          expect(result.allowed).toBe(expected);
          if (!result.allowed) expect(result.reasons.every((r) => EXCHANGE_BLOCK_REASONS.includes(r))).toBe(true);
        },
      ),
    );
  });
});
