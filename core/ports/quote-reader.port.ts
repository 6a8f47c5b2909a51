import type { ResultAsync } from "neverthrow";
import type { ChainError } from "./chain.errors";
import type { Address, FeeDataBySpeed, QuoteRequest } from "./chain.port";

/**
 * One constant-product pool as its venue prices it: tokens in address order and their reserves.
 * `kind` may be left out (a snapshot from before pools had kinds).
 */
export type PoolReserves = Readonly<{ kind?: "constant-product"; token0: Address; token1: Address; reserve0: bigint; reserve1: bigint }>;

/** An initialised tick of a Uniswap V3 pool and the liquidity crossing it upwards adds (negative: removes). */
export type InitializedTick = Readonly<{ tick: number; liquidityNet: bigint }>;

/**
 * One Uniswap V3 pool as a swap in it starts: tokens in address order, fee in hundredths of a
 * basis point, price (Q64.96), tick, active liquidity and tick spacing, and every initialised tick
 * within the window of bitmap words read, [minTick, maxTick). A swap that would look past the
 * window cannot be priced from the snapshot.
 */
export type UniswapV3PoolState = Readonly<{
  kind: "uniswap-v3";
  token0: Address;
  token1: Address;
  fee: number;
  sqrtPriceX96: bigint;
  tick: number;
  liquidity: bigint;
  tickSpacing: number;
  minTick: number;
  maxTick: number;
  ticks: readonly InitializedTick[];
}>;

/** A pool of a venue, by kind. */
export type PoolState = PoolReserves | UniswapV3PoolState;

/**
 * What the router's quote views read at one block, so quotes can be computed locally: the
 * partner's fee (null for an unknown partner: every view reverts), and per venue whether the
 * router has it enabled and the state of its pools (wrapped ether for ETH).
 */
export type PoolSnapshot = Readonly<{
  feeBps: bigint | null;
  venues: readonly Readonly<{ proxyIndex: number; enabled: boolean; pools: readonly PoolState[] }>[];
}>;

/** A Uniswap V3 pool of a venue, by its tokens in address order (wrapped ether for ETH). */
export type V3PoolRef = Readonly<{ proxyIndex: number; token0: Address; token1: Address }>;

/** A Uniswap V3 pool's state read whole, with its venue. */
export type VenueV3Pool = Readonly<{ proxyIndex: number; pool: UniswapV3PoolState }>;

/**
 * The read-only chain access the market side of the server needs: the block, many router
 * quote views answered together (one round trip), the pool snapshot the views read (one round
 * trip), and fee data. Implemented over JSON-RPC batches in adapters/chain/rpc.
 */
export interface QuoteReaderPort {
  /** The latest block number. */
  getBlockNumber(): ResultAsync<bigint, ChainError>;
  /** What the router would deliver for each request at `blockNumber`, in order; null where the view reverts (no pool, same asset). */
  quoteMany(requests: readonly QuoteRequest[], blockNumber: bigint): ResultAsync<readonly (bigint | null)[], ChainError>;
  /** The pools, venues and partner fee the quote views read, at `blockNumber`, in one round trip. */
  readPools(partnerIndex: number, blockNumber: bigint): ResultAsync<PoolSnapshot, ChainError>;
  /**
   * Each of `pools` at `blockNumber` with its initialised ticks over its whole range (or as much of
   * it as one call may read), in one round trip: for a swap that walks past the ticks readPools
   * read. A pool not read is left out.
   */
  readWholeV3Pools(pools: readonly V3PoolRef[], blockNumber: bigint): ResultAsync<readonly VenueV3Pool[], ChainError>;
  /** Fee data per speed (EIP-1559 percentiles 10 / 50 / 90, else legacy, else 5.5 gwei). */
  getFeeData(): ResultAsync<FeeDataBySpeed, ChainError>;
}
