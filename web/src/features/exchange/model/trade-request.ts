import type { BestRateResponse } from "../../../../../adapters/api-contract/market.schema";
import type { GasSpeed } from "../../../../../core/exchange/gas";
import { minimumReceived, type SlippageBps } from "../../../../../core/exchange/slippage";
import type { Token } from "../../../../../core/exchange/tokens";
import type { Address, FeeData, SendOptions, TradeRequest, TradeRoute } from "../../../../../core/ports/chain.port";
import type { CardQuote } from "./quote-source";

type WireSpeed = BestRateResponse["STD"];
type WireTrade = WireSpeed["trade"];

/** Trades are made for the platform partner (decisions.md: partner 0). */
export const PLATFORM_PARTNER_INDEX = 0;

/** The router route of a best-rate trade: one venue, a split across venues, or one multi-hop part. */
export function routeOfTrade(trade: WireTrade): TradeRoute {
  const [first] = trade.routes;
  if (first === undefined) throw new RangeError("a best-rate trade has at least one route part");
  switch (trade.kind) {
    case "SINGLE":
      return { kind: "SINGLE", proxyIndex: first.hops[0]!.proxyIndex, srcAmount: BigInt(first.srcAmount) };
    case "SPLIT":
      return {
        kind: "SPLIT",
        proxyIndexes: trade.routes.map((part) => part.hops[0]!.proxyIndex),
        srcAmounts: trade.routes.map((part) => BigInt(part.srcAmount)),
      };
    case "ROUTES":
      return {
        kind: "ROUTES",
        hops: first.hops.map((h) => ({ proxyIndex: h.proxyIndex, src: h.src as Address, dest: h.dest as Address })),
        srcAmount: BigInt(first.srcAmount),
      };
  }
}

/** The fee a speed of the answer pays per gas: EIP-1559 caps, or the legacy gas price. */
export function feeOfSpeed(speed: WireSpeed): FeeData {
  if (speed.feeType === "EIP1559" && speed.maxFeePerGas !== null && speed.maxPriorityFeePerGas !== null) {
    return { type: "EIP1559", maxFeePerGas: BigInt(speed.maxFeePerGas), maxPriorityFeePerGas: BigInt(speed.maxPriorityFeePerGas) };
  }
  return { type: "LEGACY", gasPrice: BigInt(speed.gasPrice) };
}

/** What the user set for a trade on the card and in advanced settings. */
export type TradeSettings = Readonly<{ speed: GasSpeed; slippageBps: SlippageBps; deadlineMinutes: number }>;

/**
 * The router trade for an accepted quote: minimum received after slippage (computed on the
 * quote's to-amount, which is already net of the fee) and a unix-seconds deadline from `now` (ms).
 * @example tradeRequestOf(ETH, DAI, quote, { speed: "STD", slippageBps: 50, deadlineMinutes: 20 }, Date.now())
 */
export function tradeRequestOf(from: Token, to: Token, quote: CardQuote, settings: TradeSettings, now: number): TradeRequest {
  const trade = quote.details[settings.speed].trade;
  return {
    src: from.address,
    dest: to.address,
    route: routeOfTrade(trade),
    partnerIndex: PLATFORM_PARTNER_INDEX,
    minDestAmount: minimumReceived(quote.toAmount, settings.slippageBps),
    deadline: BigInt(Math.floor(now / 1000) + settings.deadlineMinutes * 60),
  };
}

/** Send options for the selected speed: its fee, and its gas limit as the fallback when estimation fails. */
export function sendOptionsOf(quote: CardQuote, speed: GasSpeed): Pick<SendOptions, "fee" | "fallbackGasLimit"> {
  const wire = quote.details[speed];
  return { fee: feeOfSpeed(wire), fallbackGasLimit: BigInt(wire.gasLimit) };
}
