import type { ResultAsync } from "neverthrow";
import type { ObjectiveSubmission } from "../exchange/exchange-flow-objective";
import type { HistoryQuery, HistoryRange } from "../history/history-query";
import type { TopTraderStats } from "../history/leaderboard";
import type { TradeHistoryPage } from "../history/trade-history";
import type { WalletChallenge, WalletProof } from "../history/wallet-link";
import type { ApiError } from "./api.errors";
import type { Address } from "./chain.port";
import type { WalletConnectionType } from "./trade-storage.port";

/** The wallet a user trades from, and how it is connected. */
export type WalletLink = Readonly<{ address: Address; connection: WalletConnectionType }>;

/**
 * The trade about to be made, checked against the user's daily volume. With `reservationId` (one
 * per flow run) the server holds the trade's volume, so a concurrent check counts it.
 */
export type VolumeCheck = WalletLink & Readonly<{ tokenCode: string; amount: bigint; reservationId?: string }>;

/** A trade the wallet sent, reported at submit: the day's volume counts it before it is indexed. */
export type SentTradeReport = Readonly<{
  reservationId: string;
  transactionHash: string;
  walletAddress: Address;
  fromToken: string;
  toToken: string;
  fromAmount: bigint;
  toAmount: bigint;
}>;

/** Whether the day's volume with the trade passes the limit, and the day's THB total (2 decimals) when known. */
export type DailyVolume = Readonly<{ overLimit: boolean; volumeThb: string | null }>;

/**
 * The trading checks, trade history and leaderboard routes. Implemented by adapters/http-client
 * (createHistoryApi), which checks each answer once.
 */
export interface HistoryApiPort {
  /** A single-use nonce and what the wallet's sign-in message must say. */
  walletChallenge(): ResultAsync<WalletChallenge, ApiError>;
  /** Links the wallet to the user's account on its signed sign-in message (from another account too). */
  linkWallet(link: WalletLink & Readonly<{ proof: WalletProof }>): ResultAsync<void, ApiError>;
  /** Tells whether the trade takes the day's volume over the limit; WALLET_LINK_REQUIRED when the wallet is not the user's. */
  checkDailyVolume(check: VolumeCheck): ResultAsync<DailyVolume, ApiError>;
  /** Reports a sent trade (the server values it); the same hash twice counts once. */
  reportSentTrade(report: SentTradeReport): ResultAsync<void, ApiError>;
  /** Files the objective of trading asked once the day's volume is over the limit. */
  submitTradingObjective(objective: ObjectiveSubmission): ResultAsync<void, ApiError>;
  /** One page of the user's trades in the period. */
  tradeHistory(query: HistoryQuery): ResultAsync<TradeHistoryPage, ApiError>;
  /** The period's trades as CSV text, THB values included. */
  tradeHistoryReport(range: HistoryRange): ResultAsync<string, ApiError>;
  /** The leaderboard, with the caller's own figures when `userId` is theirs. */
  leaderboard(userId?: string): ResultAsync<TopTraderStats, ApiError>;
}
