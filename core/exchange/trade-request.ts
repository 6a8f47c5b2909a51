import type { Address, SendOptions, TradeRequest } from "../ports/chain.port";
import type { BestRateAnswer } from "./best-rate";
import { deadlineAt, DEFAULT_DEADLINE_MINUTES } from "./deadline";
import { DEFAULT_GAS_SPEED, type GasSpeed } from "./gas";
import type { Quote } from "./rate-requester.types";
import { DEFAULT_SLIPPAGE_BPS, type SlippageBps } from "./slippage";
import { tradeMinimum } from "./transfer-fee";

/** What the trader set for a trade: speed, slippage and deadline (the card's advanced settings, `kul swap` options). */
export type TradeSettings = Readonly<{ speed: GasSpeed; slippageBps: SlippageBps; deadlineMinutes: number }>;

/** The settings of a new trade. */
export const DEFAULT_TRADE_SETTINGS: TradeSettings = Object.freeze({
  speed: DEFAULT_GAS_SPEED,
  slippageBps: DEFAULT_SLIPPAGE_BPS,
  deadlineMinutes: DEFAULT_DEADLINE_MINUTES,
});

/** A quote as the exchange flow carries it: its amounts and the best-rate answer behind them. */
export type RateQuote = Quote<BestRateAnswer>;

/**
 * The router trade for an accepted quote: the route and partner it was quoted with, the minimum
 * received after slippage and the transfer fees of tokens on the route (on the quote's to-amount,
 * already net of the platform fee) and a deadline counted from `now` (ms).
 * @example tradeRequestOf({ from: ETH.address, to: DAI.address }, quote, { speed: "STD", slippageBps: 50, deadlineMinutes: 20 }, Date.now())
 */
export function tradeRequestOf(pair: Readonly<{ from: Address; to: Address }>, quote: RateQuote, settings: TradeSettings, now: number): TradeRequest {
  const trade = quote.details.speeds[settings.speed].trade;
  return {
    src: pair.from,
    dest: pair.to,
    route: trade.route,
    partnerIndex: quote.details.partnerIndex,
    minDestAmount: quoteMinimum(quote, settings.speed, settings.slippageBps),
    deadline: deadlineAt(now, settings.deadlineMinutes),
  };
}

/** The minimum received the trade of `speed` is sent with: the to-amount less the slippage and the route's transfer fees. */
export function quoteMinimum(quote: RateQuote, speed: GasSpeed, slippageBps: SlippageBps): bigint {
  return tradeMinimum(quote.toAmount, slippageBps, quote.details.speeds[speed].trade.transferFeeBps);
}

/** Send options for a speed: its fee, and its gas limit as the fallback when estimation fails. */
export function sendOptionsOf(quote: RateQuote, speed: GasSpeed): Pick<SendOptions, "fee" | "fallbackGasLimit"> {
  const rate = quote.details.speeds[speed];
  return { fee: rate.fee, fallbackGasLimit: rate.gasLimit };
}
