import type { ResultAsync } from "neverthrow";
import type { ChainError } from "./chain.errors";
import type { Address, FeeDataBySpeed, QuoteRequest } from "./chain.port";

/** One constant-product pool as its venue prices it: tokens in address order and their reserves. */
export type PoolReserves = Readonly<{ token0: Address; token1: Address; reserve0: bigint; reserve1: bigint }>;

/**
 * What the router's quote views read at one block, so quotes can be computed locally: the
 * partner's fee (null for an unknown partner: every view reverts), and per venue whether the
 * router has it enabled and the reserves of its pools (wrapped ether for ETH).
 */
export type PoolSnapshot = Readonly<{
  feeBps: bigint | null;
  venues: readonly Readonly<{ proxyIndex: number; enabled: boolean; pools: readonly PoolReserves[] }>[];
}>;

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
  /** Fee data per speed (EIP-1559 percentiles 10 / 50 / 90, else legacy, else 5.5 gwei). */
  getFeeData(): ResultAsync<FeeDataBySpeed, ChainError>;
}
