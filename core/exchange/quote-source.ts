import { err, ok } from "neverthrow";
import type { MarketApiPort } from "../ports/market-api.port";
import type { BestRateAnswer } from "./best-rate";
import type { FetchQuote } from "./rate-requester.types";
import type { RateQuote } from "./trade-request";

/** The quote of a best-rate answer: the amounts and rate of its trade (the same trade under every speed). */
export function quoteOfAnswer(answer: BestRateAnswer): RateQuote {
  const { trade } = answer.speeds.STD;
  return { fromAmount: trade.fromAmount, toAmount: trade.toAmount, rate: trade.rate, details: answer };
}

/**
 * The quote source of the rate requester and of the exchange flow's re-quote: the market's best
 * rate for the side the trader typed (an exact from-amount, or an exact to-amount).
 * @example createRateRequester({ clock, scheduler, fetchQuote: bestRateQuoteSource(market) }, pair)
 */
export function bestRateQuoteSource(market: Pick<MarketApiPort, "bestRate">): FetchQuote<BestRateAnswer> {
  return async (query, signal) => {
    const answer = await market.bestRate({ from: query.from.code, to: query.to.code, side: query.side, amount: query.amount }, signal);
    return answer.isOk() ? ok(quoteOfAnswer(answer.value)) : err({ code: answer.error.code });
  };
}
