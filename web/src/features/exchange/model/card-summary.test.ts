import { describe, expect, it } from "vitest";
import { allowedToExchange, quoteSummary } from "./card-summary";
import { marketDataOf } from "./market-data";
import { maxSpendable, gasReserve } from "./max-amount";
import { DAI, ETH, quoteOf } from "@core/exchange/best-rate.test-support";

const market = marketDataOf({
  chainId: 31337,
  usdThb: "33.0",
  takenAt: 0,
  tokens: [
    { code: "ETH", name: "Ethereum", address: ETH.address, decimals: 18, price: "2000", change: 1.5 },
    { code: "DAI", name: "Dai Stablecoin", address: DAI.address, decimals: 18, price: "1", change: 0 },
    { code: "DGX", name: "Digix Gold", address: "0x00000000000000000000000000000000000000dd", decimals: 9, price: null, change: 0 },
  ],
});

describe("the card summary", () => {
  it("lists ETH first and hides DGX", () => {
    expect(market.tokens.tokens.map((t) => t.code)).toEqual(["ETH", "DAI"]);
  });

  it("shows minimum received, price impact tier, route and the fee in USD and THB", () => {
    const quote = quoteOf(10n ** 18n, 2000n * 10n ** 18n, 3.5);
    const summary = quoteSummary(quote, "STD", 50, market);
    // 200,000 gas at 2 gwei = 0.0004 ETH = 0.80 USD = 26.40 THB.
    expect(summary).toEqual({
      minimumReceived: 1990n * 10n ** 18n,
      approximate: false,
      priceImpactBps: 350,
      priceImpactTier: "WARN",
      fee: { wei: 4n * 10n ** 14n, usd: "0.80", thb: "26.40", estimatedMinutes: 5 },
      route: { trade: quote.details.speeds.STD.trade, tokens: market.tokens.tokens },
    });
  });

  it("marks a quote through a transfer-fee token as approximate and widens its minimum by that fee", () => {
    const quote = quoteOf(10n ** 18n, 2000n * 10n ** 18n);
    const trade = { ...quote.details.speeds.STD.trade, transferFeeBps: 4 };
    const withFee = { ...quote, details: { ...quote.details, speeds: { ...quote.details.speeds, STD: { ...quote.details.speeds.STD, trade } } } };
    expect(quoteSummary(withFee, "STD", 50, market)).toMatchObject({ approximate: true, minimumReceived: (2000n * 10n ** 18n * 9_946n) / 10_000n });
    expect(quoteSummary(withFee, "FAST", 50, market)).toMatchObject({ approximate: false, minimumReceived: 1990n * 10n ** 18n });
  });

  it("blocks the exchange when the balance cannot pay, and names why", () => {
    const quote = quoteOf(10n ** 18n, 2000n * 10n ** 18n);
    const poor = allowedToExchange({ from: ETH, quote, speed: "STD", slippageBps: 50, market, funds: { balance: 10n ** 18n, ethBalance: 10n ** 18n } });
    expect(poor).toEqual({ allowed: false, reasons: ["ETH_NOT_ENOUGH_FOR_NETWORK_FEE"], sufficiency: "GAS_NOT_ENOUGH" });
    const rich = allowedToExchange({ from: ETH, quote, speed: "STD", slippageBps: 50, market, funds: { balance: 2n * 10n ** 18n, ethBalance: 2n * 10n ** 18n } });
    expect(rich).toEqual({ allowed: true, sufficiency: "ENOUGH" });
    const tooSmall = allowedToExchange({ from: DAI, quote: quoteOf(10n ** 17n, 1n), speed: "STD", slippageBps: 1001, market, funds: { balance: null, ethBalance: null } });
    expect(tooSmall).toEqual({ allowed: false, reasons: ["AMOUNT_BELOW_MINIMUM", "SLIPPAGE_OUT_OF_RANGE"], sufficiency: "ENOUGH" });
  });
});

describe("the max amount", () => {
  it("keeps the network fee back from an ETH balance, never below zero, and a token's whole balance", () => {
    expect(maxSpendable(ETH, 10n ** 18n, 10n ** 15n)).toBe(999n * 10n ** 15n);
    expect(maxSpendable(ETH, 10n, 11n)).toBe(0n);
    expect(maxSpendable(DAI, 10n, 11n)).toBe(10n);
    // A two-venue split's gas limit, venues of unknown kind taken at the dearest (Uniswap V3) before refunds:
    // ceil((80k overhead + 2 x 150k + 46k ether and gate allowance) x 1.25) = 532,500, at 5.5 gwei without a chain price.
    expect(gasReserve(null)).toBe(532_500n * 5_500_000_000n);
  });
});
