/**
 * A best-rate quote for `kul quote` and `kul swap`: asks the API for one direction (sell an
 * exact amount, or receive at least an amount), then derives what the trader must see before
 * agreeing: minimum received after slippage, platform fee, route, price impact and its tier,
 * and the network fee of the chosen speed.
 */
import { createMarketClient } from "../../../adapters/http-client/market.client";
import type { BestRateResponse } from "../../../adapters/api-contract/market.schema";
import { formatUnits } from "../../../core/exchange/units";
import { minimumReceived, type SlippageBps } from "../../../core/exchange/slippage";
import { priceImpactTier, type PriceImpactTier } from "../../../core/exchange/price-impact";
import type { GasSpeed } from "../../../core/exchange/gas";
import type { Address, TradeRoute } from "../../../core/ports/chain.port";
import type { CliContext } from "../cli-context";
import type { ListedToken } from "./market-data";

export type QuoteQuestion = Readonly<{ from: ListedToken; to: ListedToken; amount: bigint; direction: "SELL" | "RECEIVE"; speed: GasSpeed; slippageBps: SlippageBps }>;
type Trade = BestRateResponse["STD"]["trade"];

export type Quote = Readonly<{
  question: QuoteQuestion;
  fromAmount: bigint;
  toAmount: bigint;
  minimumReceived: bigint;
  priceImpact: number;
  impactTier: PriceImpactTier;
  route: TradeRoute;
  venues: readonly string[];
  networkFeeWei: bigint;
  gasLimit: bigint;
  estimatedMinutes: number;
  blockNumber: bigint;
}>;

/** The router's route from the answer's parts (SINGLE: one part one hop; SPLIT: one hop per part; ROUTES: one part of hops). */
export function tradeRouteOf(trade: Trade): TradeRoute {
  const parts = trade.routes;
  if (trade.kind === "SPLIT") {
    return { kind: "SPLIT", proxyIndexes: parts.map((p) => p.hops[0]!.proxyIndex), srcAmounts: parts.map((p) => BigInt(p.srcAmount)) };
  }
  const first = parts[0]!;
  if (trade.kind === "ROUTES") {
    return { kind: "ROUTES", hops: first.hops.map((h) => ({ proxyIndex: h.proxyIndex, src: h.src as Address, dest: h.dest as Address })), srcAmount: BigInt(first.srcAmount) };
  }
  return { kind: "SINGLE", proxyIndex: first.hops[0]!.proxyIndex, srcAmount: BigInt(first.srcAmount) };
}

export async function fetchQuote(ctx: CliContext, q: QuoteQuestion): Promise<Quote> {
  const market = await ctx.client(createMarketClient);
  const ask = { from: q.from.code, to: q.to.code, amount: q.amount };
  const answer = await ctx.unwrap(q.direction === "SELL" ? market.bestRateToAmount(ask) : market.bestRateFromAmount(ask));
  const speed = answer[q.speed];
  const toAmount = BigInt(speed.trade.toAmount);
  return {
    question: q,
    fromAmount: BigInt(speed.trade.fromAmount),
    toAmount,
    minimumReceived: minimumReceived(toAmount, q.slippageBps),
    priceImpact: speed.trade.priceImpact,
    impactTier: priceImpactTier(Math.round(speed.trade.priceImpact * 100)),
    route: tradeRouteOf(speed.trade),
    venues: [...new Set(speed.trade.routes.flatMap((p) => p.hops.map((h) => h.venue)))],
    networkFeeWei: BigInt(speed.gasLimit) * BigInt(speed.gasPrice),
    gasLimit: BigInt(speed.gasLimit),
    estimatedMinutes: speed.estimatedMinutes,
    blockNumber: BigInt(answer.blockNumber),
  };
}

/** The quote as JSON (amounts in base units as strings and as decimals). */
export function quoteJson(quote: Quote, feeBps: number | null) {
  const { from, to } = quote.question;
  return {
    from: from.code,
    to: to.code,
    fromAmount: quote.fromAmount.toString(),
    fromAmountDecimal: formatUnits(quote.fromAmount, from.decimals),
    toAmount: quote.toAmount.toString(),
    toAmountDecimal: formatUnits(quote.toAmount, to.decimals),
    minimumReceived: quote.minimumReceived.toString(),
    minimumReceivedDecimal: formatUnits(quote.minimumReceived, to.decimals),
    slippageBps: quote.question.slippageBps,
    platformFeeBps: feeBps,
    priceImpact: quote.priceImpact,
    priceImpactTier: quote.impactTier,
    route: { kind: quote.route.kind, venues: quote.venues },
    speed: quote.question.speed,
    networkFeeWei: quote.networkFeeWei.toString(),
    networkFeeEth: formatUnits(quote.networkFeeWei, 18),
    estimatedMinutes: quote.estimatedMinutes,
    blockNumber: quote.blockNumber.toString(),
  };
}

/** The human summary, one fact per line. */
export function printQuote(ctx: CliContext, quote: Quote, feeBps: number | null): void {
  const j = quoteJson(quote, feeBps);
  const { style } = ctx.out;
  ctx.out.line(ctx.t("quote.pay", { amount: style.bold(j.fromAmountDecimal), token: j.from }));
  ctx.out.line(ctx.t("quote.receive", { amount: style.bold(j.toAmountDecimal), token: j.to }));
  ctx.out.line(ctx.t("quote.minimum", { amount: j.minimumReceivedDecimal, token: j.to, slippage: (j.slippageBps / 100).toString() }));
  if (feeBps !== null) ctx.out.line(ctx.t("quote.fee", { fee: (feeBps / 100).toString() }));
  ctx.out.line(ctx.t("quote.route", { kind: ctx.t(`quote.routeKinds.${j.route.kind}`), venues: j.route.venues.join(" + ") }));
  const impact = ctx.t("quote.impact", { impact: j.priceImpact.toFixed(2) });
  ctx.out.line(quote.impactTier === "NONE" ? impact : style.yellow(impact));
  ctx.out.line(ctx.t("quote.networkFee", { fee: j.networkFeeEth, speed: j.speed, minutes: j.estimatedMinutes }));
}
