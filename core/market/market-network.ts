import { formatUnits, unitScale } from "../exchange/units";
import type { TokenList } from "../exchange/token-list";
import type { Address, TradeRoute } from "../ports/chain.port";
import { gasLimitWithMargin } from "../exchange/gas";
import { swapCount } from "./route-shapes";
import type { VenueKind } from "./venues";

/** What the market use cases know of the network the server quotes on. */
export type MarketNetwork = Readonly<{
  chainId: number;
  tokens: TokenList;
  /** The router's trading proxies (venues) by index, with their names, kinds and (Uniswap V3) fee tiers. */
  venues: readonly Readonly<{ proxyIndex: number; name: string; kind?: VenueKind; feeTier?: number }>[];
  /** Tokens two-hop routes may pass through (ETH and the stablecoins). */
  intermediates: readonly Address[];
  partnerIndex: number;
  /** Wrapped ether: the pools hold it for ETH (the trading proxies wrap and unwrap). */
  wrappedEth: Address;
  /** Code of the stablecoin USD prices are read against. */
  stablecoin: string;
  /** USD-THB rate as a decimal string (decisions.md: 33.0 locally). */
  usdThb: string;
}>;

// Gas of one router call: fixed overhead plus one venue swap each (measured on the local stack:
// a single ETH->DAI trade uses about 120k, each extra swap about 80k), then the 1.25 margin.
const BASE_GAS = 70_000n;
const GAS_PER_SWAP = 95_000n;

/** The gas limit sent with a trade on `route`: the fixed table above with the spec's 1.25 margin. */
export function tradeGasLimit(route: TradeRoute): bigint {
  return gasLimitWithMargin(BASE_GAS + GAS_PER_SWAP * BigInt(swapCount(route)));
}

const RATE_DECIMALS = 18;

/** Whole `to` tokens per whole `from` token, 18 decimal places, rounded down ("0" for a zero from-amount). */
export function rateOf(fromAmount: bigint, fromDecimals: number, toAmount: bigint, toDecimals: number): string {
  if (fromAmount === 0n) return "0";
  const scaled = (toAmount * unitScale(fromDecimals) * unitScale(RATE_DECIMALS)) / (fromAmount * unitScale(toDecimals));
  return formatUnits(scaled, RATE_DECIMALS);
}
