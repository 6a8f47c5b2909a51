import type { Address, FeeData, TradeRoute } from "../ports/chain.port";
import type { GasSpeed } from "./gas";

/** One hop of a best-rate route as the trader sees it: the venue's name beside the router's proxy index. */
export type RateHop = Readonly<{ proxyIndex: number; venue: string; src: Address; dest: Address }>;

/** One part of a best-rate route: `srcAmount` along its hops (a split has one part per venue). */
export type RatePart = Readonly<{ srcAmount: bigint; hops: readonly RateHop[] }>;

/**
 * The trade a best-rate answer offers: what the router delivers after the platform fee, the route
 * the router takes (`route`, decoded once from the answer's parts) and the parts for display.
 */
export type RateTrade = Readonly<{
  kind: TradeRoute["kind"];
  fromAmount: bigint;
  toAmount: bigint;
  /** To-tokens per from-token, as a decimal string. */
  rate: string;
  route: TradeRoute;
  parts: readonly RatePart[];
  /** Venue names of the route, each once, in route order. */
  venues: readonly string[];
  /** Price impact in percent (two decimals). */
  priceImpact: number;
  /** What transfer fees of tokens on the route may take beyond `toAmount` (bps); above 0 the quote is approximate ("about"). */
  transferFeeBps: number;
}>;

/** One speed of a best-rate answer: what a transaction pays per gas, its gas limit and the trade. */
export type SpeedRate = Readonly<{
  fee: FeeData;
  /** The price per gas the network fee is shown at (the EIP-1559 fee cap, or the legacy price). */
  gasPrice: bigint;
  /** The gas limit to send with when estimation fails. */
  gasLimit: bigint;
  estimatedMinutes: number;
  trade: RateTrade;
}>;

/**
 * A best-rate answer: the trade per transaction speed, read at `blockNumber`, quoted for the
 * router partner `partnerIndex` (the deployment's platform partner), which the trade then names.
 */
export type BestRateAnswer = Readonly<{ blockNumber: bigint; partnerIndex: number; speeds: Readonly<Record<GasSpeed, SpeedRate>> }>;

