import type { ResultAsync } from "neverthrow";
import type { Decimal } from "../history/decimal";
import type { ChainError } from "./chain.errors";
import type { TradeEvent } from "./chain.port";

/**
 * The router's Trade events of every trader, read in block ranges, for the server's trade
 * indexer. ChainPort.getTradeEvents filters by one trader and always reads to the latest block;
 * the indexer needs all traders and bounded ranges so a restart resumes exactly where it stopped.
 */
export interface TradeEventSourcePort {
  /** The latest block number. */
  getBlockNumber(): ResultAsync<bigint, ChainError>;
  /** Every Trade event in [fromBlock, toBlock], oldest first (block, then log index). */
  getTradeEvents(fromBlock: bigint, toBlock: bigint): ResultAsync<readonly TradeEvent[], ChainError>;
  /** The router's TradeAuthorizationUsed and TradeAuthorizationCancelled events in [fromBlock, toBlock], oldest first. */
  getTradeAuthorizationEvents(fromBlock: bigint, toBlock: bigint): ResultAsync<readonly TradeAuthorizationLog[], ChainError>;
  /** Unix seconds of a block. */
  getBlockTimestamp(blockNumber: bigint): ResultAsync<number, ChainError>;
}

/** A gate event as logged: which authorization, used or cancelled, and where. */
export type TradeAuthorizationLog = Readonly<{ kind: "USED" | "CANCELLED"; authId: bigint; transactionHash: string; blockNumber: bigint; logIndex: number }>;

/** A listed token and its current USD price (null when the feed has none). */
export type PricedToken = Readonly<{ address: string; code: string; decimals: number; usdPrice: Decimal | null }>;

/** The prices the history needs to put a THB value on a trade. */
export interface TradePricesPort {
  /** The tokens of the current network with their USD prices. */
  tokens(): ResultAsync<readonly PricedToken[], ChainError>;
  /** Baht per US dollar (33.0 locally, decisions.md). */
  usdThbRate(): ResultAsync<Decimal, ChainError>;
}
