/**
 * A best-rate quote for `kul quote` and `kul swap`: asks the market for one direction (sell an
 * exact amount, or receive at least an amount) through the core's quote source, then shows what
 * the trader must see before agreeing: minimum received after slippage, platform fee, route,
 * price impact and its tier, and the network fee of the chosen speed.
 */
import type { GasSpeed } from "../../../core/exchange/gas";
import { networkFee } from "../../../core/exchange/gas";
import { priceImpactTier, type PriceImpactTier } from "../../../core/exchange/price-impact";
import { bestRateQuoteSource } from "../../../core/exchange/quote-source";
import type { RateQuery } from "../../../core/exchange/rate-requester.types";
import { pathText, routeSummary, type RouteView } from "../../../core/exchange/route-summary";
import type { SlippageBps } from "../../../core/exchange/slippage";
import { quoteMinimum, type RateQuote } from "../../../core/exchange/trade-request";
import { isApproximateQuote } from "../../../core/exchange/transfer-fee";
import { formatUnits } from "../../../core/exchange/units";
import type { CliContext } from "../cli-context";
import type { ListedToken } from "./market-data";

/** What to quote; `tokens` are the listed tokens, to name those a route passes through. */
export type QuoteQuestion = Readonly<{
  from: ListedToken;
  to: ListedToken;
  amount: bigint;
  direction: "SELL" | "RECEIVE";
  speed: GasSpeed;
  slippageBps: SlippageBps;
  tokens: readonly ListedToken[];
}>;

/** A quote with what the CLI shows of it at the question's speed and slippage. */
export type Quote = Readonly<{
  question: QuoteQuestion;
  /** The core's quote, as the exchange flow takes it. */
  rate: RateQuote;
  /** The rate query, kept to re-quote before the trade is sent. */
  query: RateQuery;
  minimumReceived: bigint;
  impactTier: PriceImpactTier;
  /** The route as the trader reads it (the web shows the same). */
  route: RouteView;
}>;

/** The core's rate query for a question (the from-amount or the to-amount side). */
export function rateQueryOf(q: QuoteQuestion): RateQuery {
  return { from: q.from, to: q.to, side: q.direction === "SELL" ? "from" : "to", amount: q.amount };
}

/** The quote of a question; API failures are thrown as refusals (exit 1). */
export async function fetchQuote(ctx: CliContext, q: QuoteQuestion): Promise<Quote> {
  const query = rateQueryOf(q);
  const rate = await ctx.unwrap(bestRateQuoteSource(await ctx.api.market())(query, new AbortController().signal));
  return viewOf(q, query, rate);
}

/** What the CLI shows of a (possibly re-quoted) rate for the question. */
export function viewOf(question: QuoteQuestion, query: RateQuery, rate: RateQuote): Quote {
  const { trade } = rate.details.speeds[question.speed];
  return {
    question,
    rate,
    query,
    minimumReceived: quoteMinimum(rate, question.speed, question.slippageBps),
    impactTier: priceImpactTier(Math.round(trade.priceImpact * 100)),
    route: routeSummary(trade, question.tokens),
  };
}

/** The quote as JSON (amounts in base units as strings and as decimals). */
export function quoteJson(quote: Quote, feeBps: number | null) {
  const { from, to, speed, slippageBps } = quote.question;
  const rate = quote.rate.details.speeds[speed];
  const fee = networkFee(rate.gasLimit, rate.gasPrice);
  return {
    from: from.code,
    to: to.code,
    fromAmount: quote.rate.fromAmount.toString(),
    fromAmountDecimal: formatUnits(quote.rate.fromAmount, from.decimals),
    toAmount: quote.rate.toAmount.toString(),
    toAmountDecimal: formatUnits(quote.rate.toAmount, to.decimals),
    minimumReceived: quote.minimumReceived.toString(),
    minimumReceivedDecimal: formatUnits(quote.minimumReceived, to.decimals),
    slippageBps,
    platformFeeBps: feeBps,
    priceImpact: rate.trade.priceImpact,
    priceImpactTier: quote.impactTier,
    approximate: isApproximateQuote(rate.trade.transferFeeBps),
    transferFeeBps: rate.trade.transferFeeBps,
    route: { kind: rate.trade.kind, venues: rate.trade.venues, paths: quote.route.paths },
    speed,
    networkFeeWei: fee.toString(),
    networkFeeEth: formatUnits(fee, 18),
    estimatedMinutes: rate.estimatedMinutes,
    blockNumber: quote.rate.details.blockNumber.toString(),
  };
}

/** The human summary, one fact per line. */
export function printQuote(ctx: CliContext, quote: Quote, feeBps: number | null): void {
  const j = quoteJson(quote, feeBps);
  const { style } = ctx.out;
  ctx.out.line(ctx.t("quote.pay", { amount: style.bold(j.fromAmountDecimal), token: j.from }));
  ctx.out.line(ctx.t(j.approximate ? "quote.receiveAbout" : "quote.receive", { amount: style.bold(j.toAmountDecimal), token: j.to }));
  if (j.approximate) ctx.out.line(style.yellow(ctx.t("quote.transferFee", { fee: (j.transferFeeBps / 100).toString() })));
  ctx.out.line(ctx.t("quote.minimum", { amount: j.minimumReceivedDecimal, token: j.to, slippage: (j.slippageBps / 100).toString() }));
  if (feeBps !== null) ctx.out.line(ctx.t("quote.fee", { fee: (feeBps / 100).toString() }));
  const kind = ctx.t(`quote.routeKinds.${j.route.kind}`);
  // One path reads on one line as before; several get a line each with their share.
  if (j.route.paths.length === 1) ctx.out.line(ctx.t("quote.route", { kind, venues: pathText(j.route.paths[0]!) }));
  else {
    ctx.out.line(ctx.t("quote.routePaths", { kind }));
    for (const path of j.route.paths) ctx.out.line(ctx.t("quote.routePath", { share: path.share, path: pathText(path) }));
  }
  const impact = ctx.t("quote.impact", { impact: j.priceImpact.toFixed(2) });
  ctx.out.line(quote.impactTier === "NONE" ? impact : style.yellow(impact));
  ctx.out.line(ctx.t("quote.networkFee", { fee: j.networkFeeEth, speed: j.speed, minutes: j.estimatedMinutes }));
}
