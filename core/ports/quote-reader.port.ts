import type { ResultAsync } from "neverthrow";
import type { ChainError } from "./chain.errors";
import type { FeeDataBySpeed, QuoteRequest } from "./chain.port";

/**
 * The read-only chain access the market side of the server needs: the block, many router
 * quote views answered together (one round trip), and fee data. Implemented over JSON-RPC
 * batches in adapters/chain/rpc.
 */
export interface QuoteReaderPort {
  /** The latest block number. */
  getBlockNumber(): ResultAsync<bigint, ChainError>;
  /** What the router would deliver for each request at `blockNumber`, in order; null where the view reverts (no pool, same asset). */
  quoteMany(requests: readonly QuoteRequest[], blockNumber: bigint): ResultAsync<readonly (bigint | null)[], ChainError>;
  /** Fee data per speed (EIP-1559 percentiles 10 / 50 / 90, else legacy, else 5.5 gwei). */
  getFeeData(): ResultAsync<FeeDataBySpeed, ChainError>;
}
