import { formatUnits, unitScale } from "../exchange/units";
import type { TokenList } from "../exchange/token-list";
import type { Address, TradeRoute } from "../ports/chain.port";
import { gasLimitWithMargin } from "../exchange/gas";
import type { VenueKind } from "./venues";
import { routeSwaps } from "../exchange/trade-route";

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

/** The router's venues as the market names them. */
export type MarketVenue = MarketNetwork["venues"][number];

/**
 * Gas of one router call: a fixed overhead (the router's checks, fee split, balance reads and
 * transfers) plus one swap per venue traded on, by venue kind. From `npm run bench:gas`
 * (contracts/README.md): one hop on the KUL AMM 105,666 in all, two hops 153,307 (the second swap
 * 47,641), a split over two KUL AMM venues 148,363 (the second swap 42,697), one hop through the
 * Uniswap V2 proxy 134,366 and through a Uniswap V3 venue 141,442. So a KUL AMM swap is taken as
 * 48,000 (the dearer of the two second swaps, rounded up), the overhead as 106,000 less that, and a
 * V2 or V3 swap as its one-hop figure less the overhead, rounded up to the thousand.
 */
export const ROUTER_BASE_GAS = 58_000n;
/** Gas of one swap on a venue of each kind (see ROUTER_BASE_GAS). */
export const SWAP_GAS: Readonly<Record<VenueKind, bigint>> = Object.freeze({ "kul-amm": 48_000n, "uniswap-v2": 77_000n, "uniswap-v3": 84_000n });
/**
 * What a multi-path trade (the router's tradePaths) adds beyond its swaps, from `npm run bench:gas`
 * and the router's README: the trade itself over a split of the same venues (PATHS_GAS), each path
 * with its first step (PATH_GAS: its amount, its checks, its calldata), and each further step
 * (PATH_STEP_GAS: measuring what the previous step delivered and sharing it). One path of one step
 * costs PATHS_GAS + PATH_GAS (about 6,100) more than splitTrades.
 */
export const PATHS_GAS = 2_200n;
export const PATH_GAS = 3_900n;
export const PATH_STEP_GAS = 8_500n;

/** What one path of `steps` steps adds (its overhead and each step's after its first), with the given or measured overheads. */
export function pathGas(steps: number, perPath: bigint = PATH_GAS, perStep: bigint = PATH_STEP_GAS): bigint {
  return perPath + BigInt(Math.max(0, steps - 1)) * perStep;
}
/** A venue whose kind is not known is taken at the dearest kind's swap. */
const UNKNOWN_SWAP_GAS = 84_000n;
/**
 * What a trade may use beyond the table, added to its gas limit only: ether wrapped or unwrapped
 * at either end (token -> ETH 117,223 against token -> token 105,666) and the trading gate's check
 * on an authorization id whose bitmap word is still empty (budgeted at 34,000).
 */
const LIMIT_ALLOWANCE_GAS = 12_000n + 34_000n;
/**
 * The gas limit covers what a trade needs while it runs, before the refunds the chain returns at
 * its end (a balance that a trade fills and empties again, such as the router's output or a V3
 * proxy's input, and a pool's lock released): the figures above are what is charged after them.
 * Measured with eth_estimateGas on the local stack: two Uniswap V3 hops need 361,000 before refunds
 * and are charged 289,000; a V3 hop then a KUL AMM hop need 314,000; a split over two KUL AMM venues
 * 183,000. So the overhead is taken at 80,000 here and each swap at its kind's figure below, V3 with
 * room for a few initialised ticks crossed (each a cold tick read and write).
 */
const ROUTER_BASE_LIMIT_GAS = 80_000n;
const SWAP_LIMIT_GAS: Readonly<Record<VenueKind, bigint>> = Object.freeze({ "kul-amm": 60_000n, "uniswap-v2": 95_000n, "uniswap-v3": 150_000n });
const UNKNOWN_SWAP_LIMIT_GAS = 150_000n;

/** Gas of one swap on `proxyIndex` among `venues`. */
export function swapGas(venues: readonly MarketVenue[], proxyIndex: number): bigint {
  const kind = venues.find((v) => v.proxyIndex === proxyIndex)?.kind;
  return kind === undefined ? UNKNOWN_SWAP_GAS : SWAP_GAS[kind];
}

/** What a route's paths and steps add to its gas (PATHS_GAS and each path's; none but for a multi-path trade). */
export function pathsOverheadGas(route: TradeRoute): bigint {
  if (route.kind !== "PATHS") return 0n;
  return route.paths.reduce((gas, p) => gas + pathGas(p.steps.length), PATHS_GAS);
}

/** The gas a trade on `route` is expected to use: the overhead, each venue's swap and a multi-path trade's paths and steps. */
export function routeGas(route: TradeRoute, venues: readonly MarketVenue[] = []): bigint {
  return routeSwaps(route).reduce((gas, index) => gas + swapGas(venues, index), ROUTER_BASE_GAS + pathsOverheadGas(route));
}

/**
 * The gas limit sent with a trade on `route` when the wallet cannot estimate it: what it may need
 * before refunds (venues of unknown kind at the dearest kind) and the allowance for ether and the
 * gate, with the spec's 1.25 margin.
 */
export function tradeGasLimit(route: TradeRoute, venues: readonly MarketVenue[] = []): bigint {
  const kindOf = (index: number) => venues.find((v) => v.proxyIndex === index)?.kind;
  const swaps = routeSwaps(route).reduce((gas, index) => {
    const kind = kindOf(index);
    return gas + (kind === undefined ? UNKNOWN_SWAP_LIMIT_GAS : SWAP_LIMIT_GAS[kind]);
  }, 0n);
  // A path's and a step's overheads are the same before refunds (they fill no balance that empties again).
  return gasLimitWithMargin(ROUTER_BASE_LIMIT_GAS + pathsOverheadGas(route) + swaps + LIMIT_ALLOWANCE_GAS);
}

const RATE_DECIMALS = 18;

/** Whole `to` tokens per whole `from` token, 18 decimal places, rounded down ("0" for a zero from-amount). */
export function rateOf(fromAmount: bigint, fromDecimals: number, toAmount: bigint, toDecimals: number): string {
  if (fromAmount === 0n) return "0";
  const scaled = (toAmount * unitScale(fromDecimals) * unitScale(RATE_DECIMALS)) / (fromAmount * unitScale(toDecimals));
  return formatUnits(scaled, RATE_DECIMALS);
}
