import { err, ok, type Result } from "neverthrow";
import type { BestRateResponse } from "../../../../../adapters/api-contract/market.schema";
import type { ApiClientError } from "../../../../../adapters/http-client/api-client";
import type { FetchQuote, Quote, QuoteError, RateQuery } from "../../../../../core/exchange/rate-requester.types";

/** What a quote carries beyond its amounts: the whole best-rate answer (fees and gas per speed, route). */
export type RateDetails = BestRateResponse;
/** A quote of the trading card. */
export type CardQuote = Quote<RateDetails>;

/** The two best-rate calls of the market client the card uses (an exact from-amount, an exact to-amount). */
export type BestRateCalls = Readonly<{
  bestRateToAmount(q: { from: string; to: string; amount: bigint }): PromiseLike<Result<BestRateResponse, ApiClientError>>;
  bestRateFromAmount(q: { from: string; to: string; amount: bigint }): PromiseLike<Result<BestRateResponse, ApiClientError>>;
}>;

/** The card quote of a best-rate answer: the amounts and rate of its trade (the same trade under every speed). */
export function quoteOfAnswer(answer: BestRateResponse): CardQuote {
  const { trade } = answer.STD;
  return { fromAmount: BigInt(trade.fromAmount), toAmount: BigInt(trade.toAmount), rate: trade.rate, details: answer };
}

/**
 * The rate requester's quote source over the server's best-rate routes: a typed from-amount asks
 * /rate/best-rate/toAmount, a typed to-amount asks /rate/best-rate/fromAmount (spec 1 section 7).
 * The market client has no abort hook, so an aborted query's answer is simply dropped by the requester.
 * @example createRateRequester({ clock, scheduler, fetchQuote: bestRateQuoteSource(market) }, pair)
 */
export function bestRateQuoteSource(market: BestRateCalls): FetchQuote<RateDetails> {
  return async (query: RateQuery): Promise<Result<CardQuote, QuoteError>> => {
    const ask = { from: query.from.code, to: query.to.code, amount: query.amount };
    const answer = await (query.side === "from" ? market.bestRateToAmount(ask) : market.bestRateFromAmount(ask));
    return answer.isOk() ? ok(quoteOfAnswer(answer.value)) : err({ code: answer.error.code });
  };
}
