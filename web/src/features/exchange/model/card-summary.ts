import { GAS_SPEEDS, networkFee, type GasSpeed } from "../../../../../core/exchange/gas";
import { exchangeAllowed, type ExchangeAllowed } from "../../../../../core/exchange/exchange-allowed";
import { priceImpactTier, type PriceImpactTier } from "../../../../../core/exchange/price-impact";
import { isValidSlippage, type SlippageBps } from "../../../../../core/exchange/slippage";
import { isApproximateQuote } from "../../../../../core/exchange/transfer-fee";
import { sufficiency, type Sufficiency } from "../../../../../core/exchange/sufficiency";
import { ETH, type Token } from "../../../../../core/exchange/tokens";
import { formatUsd, usdValue } from "../../../../../core/exchange/usd";
import { formatThb, thbSatang, tokenUsdValue } from "../../../../../core/history/thb-value";
import type { RateTrade } from "../../../../../core/exchange/best-rate";
import { quoteMinimum, type RateQuote } from "../../../../../core/exchange/trade-request";
import type { MarketData } from "./market-data";

/** The network fee of a speed in wei, and its value in USD and THB (display strings; null without an ETH price). */
export type FeeView = Readonly<{ wei: bigint; usd: string | null; thb: string | null; estimatedMinutes: number }>;

/** Everything the card and the confirm step show below the amounts. */
export type QuoteSummary = Readonly<{
  minimumReceived: bigint | null;
  /** The amounts are approximate: a token on the route takes a fee on transfer (the minimum allows for it). */
  approximate: boolean;
  priceImpactBps: number;
  priceImpactTier: PriceImpactTier;
  fee: FeeView;
  /**
   * What the route is shown from: the trade's parts and the tokens that name where its paths pass
   * (core/exchange/route-summary.ts reads them, in the code the card loads on demand).
   */
  route: Readonly<{ trade: Pick<RateTrade, "kind" | "parts">; tokens: readonly Token[] }>;
}>;

/** The fee of `speed` for a quote, valued at the market's ETH price. */
export function feeView(quote: RateQuote, speed: GasSpeed, market: MarketData): FeeView {
  const rate = quote.details.speeds[speed];
  const wei = networkFee(rate.gasLimit, rate.gasPrice);
  const ethUsd = market.pricesUsd.get(ETH.code);
  const ethDecimal = market.priceDecimals.get(ETH.code);
  return {
    wei,
    usd: ethUsd === undefined ? null : formatUsd(usdValue(wei, ETH.decimals, ethUsd)),
    thb: ethDecimal === undefined ? null : formatThb(thbSatang(tokenUsdValue(wei, ETH.decimals, ethDecimal), market.usdThb)),
    estimatedMinutes: rate.estimatedMinutes,
  };
}

/** The fee of every speed, for the speed choices of advanced settings. */
export function feesBySpeed(quote: RateQuote, market: MarketData): Readonly<Record<GasSpeed, FeeView>> {
  return Object.fromEntries(GAS_SPEEDS.map((s) => [s, feeView(quote, s, market)])) as Record<GasSpeed, FeeView>;
}

/** The summary of a quote for the selected speed and slippage. */
export function quoteSummary(quote: RateQuote, speed: GasSpeed, slippageBps: SlippageBps, market: MarketData): QuoteSummary {
  const trade = quote.details.speeds[speed].trade;
  // The server gives the impact in percent with two decimals: whole basis points.
  const impactBps = Math.round(trade.priceImpact * 100);
  return {
    minimumReceived: isValidSlippage(slippageBps) ? quoteMinimum(quote, speed, slippageBps) : null,
    approximate: isApproximateQuote(trade.transferFeeBps),
    priceImpactBps: impactBps,
    priceImpactTier: priceImpactTier(impactBps),
    fee: feeView(quote, speed, market),
    route: { trade, tokens: market.tokens.tokens },
  };
}

/** The wallet's side of a check: balances of the source token and of ETH, null while unknown. */
export type WalletFunds = Readonly<{ balance: bigint | null; ethBalance: bigint | null }>;

/** Whether the wallet can pay the quote and its fee (ENOUGH while balances are unknown: the wallet decides then). */
export function fundsCheck(from: Token, quote: RateQuote, fee: bigint, funds: WalletFunds): Sufficiency {
  if (funds.balance === null || funds.ethBalance === null) return "ENOUGH";
  return sufficiency({ source: from, amount: quote.fromAmount, balance: funds.balance, ethBalance: funds.ethBalance, networkFee: fee });
}

/** The single "exchange allowed" rule of the core, fed from the card's state. */
export function allowedToExchange(
  input: Readonly<{ from: Token; quote: RateQuote | null; speed: GasSpeed; slippageBps: SlippageBps; market: MarketData; funds: WalletFunds }>,
): ExchangeAllowed & Readonly<{ sufficiency: Sufficiency }> {
  const { from, quote, speed, market } = input;
  const summary = quote ? quoteSummary(quote, speed, isValidSlippage(input.slippageBps) ? input.slippageBps : 0, market) : null;
  const enough = quote && summary ? fundsCheck(from, quote, summary.fee.wei, input.funds) : "ENOUGH";
  const result = exchangeAllowed({
    sufficiency: enough,
    rates: quote ? quote.details.speeds : null,
    speed,
    fromToken: from,
    fromAmount: quote?.fromAmount ?? 0n,
    fromPriceUsd: market.pricesUsd.get(from.code) ?? null,
    slippageBps: input.slippageBps,
    priceImpactBps: summary?.priceImpactBps ?? null,
  });
  return { ...result, sufficiency: enough };
}
