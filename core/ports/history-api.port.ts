import type { ResultAsync } from "neverthrow";
import type { ObjectiveSubmission } from "../exchange/exchange-flow-objective";
import type { ApiError } from "./api.errors";
import type { Address } from "./chain.port";
import type { WalletConnectionType } from "./trade-storage.port";

/** The wallet a user trades from, and how it is connected. */
export type WalletLink = Readonly<{ address: Address; connection: WalletConnectionType }>;

/** The trade about to be made, checked against the user's daily volume. */
export type VolumeCheck = WalletLink & Readonly<{ tokenCode: string; amount: bigint }>;

/** Whether the day's volume with the trade passes the limit, and the day's THB total (2 decimals) when known. */
export type DailyVolume = Readonly<{ overLimit: boolean; volumeThb: string | null }>;

/** A history period: unix seconds, both ends inclusive, optionally one token on either side. */
export type TradeHistoryRange = Readonly<{ startTimestamp: number; endTimestamp: number; fromToken?: string; toToken?: string }>;

/** One page of the period: at most `limit` trades after the previous page's key. */
export type TradeHistoryPageQuery = TradeHistoryRange & Readonly<{ limit?: number; exclusiveStartKey?: string }>;

/** One of the user's trades, as indexed from the router's Trade events. */
export type TradeHistoryItem = Readonly<{
  blockTimestamp: number;
  blockNumber: string;
  logIndex: number;
  transactionHash: string;
  trader: string;
  fromToken: string;
  fromTokenDecimals: number;
  toToken: string;
  toTokenDecimals: number;
  srcAmount: bigint;
  destAmount: bigint;
  /** THB value of what was received at trade time, 2 decimals. */
  toTokenThbValue: string;
}>;

/** A page of trades and the key of the next one (null on the last page). */
export type TradeHistoryPage = Readonly<{ results: readonly TradeHistoryItem[]; lastEvaluatedKey: string | null }>;

/** One trader of the leaderboard. */
export type LeaderboardRow = Readonly<{
  rank: number;
  userId: string;
  email: string;
  profilePicture: string | null;
  /** USD with 2 decimals. */
  tradeVolumeUsd: string;
  topToken: readonly Readonly<{ token: string }>[];
}>;

/** The leaderboard: overall figures, the top ten, the caller's own row, and what counts (confirmations). */
export type Leaderboard = Readonly<{
  overAllTrade: Readonly<{ totalVolume: string; tokenTopTrade: string | null }>;
  userTopTrade: readonly LeaderboardRow[];
  myStat: LeaderboardRow | null;
  amountToBeWinnerUsd: string;
  confirmations: number;
  countedToBlock: string | null;
}>;

/**
 * The trading checks, trade history and leaderboard routes. Implemented by adapters/http-client
 * (createHistoryApi), which checks each answer once.
 */
export interface HistoryApiPort {
  /** Links the wallet to the user's account. */
  linkWallet(link: WalletLink): ResultAsync<void, ApiError>;
  /** Saves the wallet and tells whether the trade takes the day's volume over the limit. */
  checkDailyVolume(check: VolumeCheck): ResultAsync<DailyVolume, ApiError>;
  /** Files the objective of trading asked once the day's volume is over the limit. */
  submitTradingObjective(objective: ObjectiveSubmission): ResultAsync<void, ApiError>;
  /** One page of the user's trades in the period. */
  tradeHistory(query: TradeHistoryPageQuery): ResultAsync<TradeHistoryPage, ApiError>;
  /** The period's trades as CSV text, THB values included. */
  tradeHistoryReport(range: TradeHistoryRange): ResultAsync<string, ApiError>;
  /** The leaderboard, with the caller's own figures when `userId` is theirs. */
  leaderboard(userId?: string): ResultAsync<Leaderboard, ApiError>;
}
