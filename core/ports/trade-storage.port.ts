import type { ResultAsync } from "neverthrow";
import type { StorageError } from "./storage.port";
import type { TradeAuthorizationEvent, TradeAuthorizationStoragePort } from "./trade-gate.port";
import type { WalletNonceStoragePort } from "./wallet-link.port";

/**
 * Server-side storage of wallets, indexed trades and the indexer's cursor. Implemented by
 * adapters/storage/memory and adapters/storage/sql; both pass
 * tests/conformance/trade-storage.behavior.ts. Addresses are stored lower-cased; the
 * implementation lower-cases what it is given.
 */

/** How the user's wallet is connected (spec 3 section 7: detected provider types). */
export const WALLET_CONNECTION_TYPES = [
  "MetaMask",
  "Trust",
  "Coinbase Wallet",
  "Cipher",
  "Mist",
  "Parity",
  "WalletConnect",
  "Infura",
  "localhost",
  "unknown",
] as const;
export type WalletConnectionType = (typeof WALLET_CONNECTION_TYPES)[number];

/** A wallet a user connected; one address belongs to at most one user. */
export type WalletRecord = Readonly<{
  address: string;
  userId: string;
  connectionType: WalletConnectionType;
  updatedAt: number;
}>;

/** A token side of a stored trade, as the token list knew it when the trade was indexed. */
export type TradeToken = Readonly<{ address: string; code: string; decimals: number }>;

/** One router Trade event as stored; the key is (transactionHash, logIndex). */
export type TradeRecord = Readonly<{
  transactionHash: string;
  logIndex: number;
  blockNumber: bigint;
  /** Unix seconds of the block. */
  blockTimestamp: number;
  trader: string;
  fromToken: TradeToken;
  toToken: TradeToken;
  srcAmount: bigint;
  destAmount: bigint;
  fee: bigint;
  /** What was received, in USD cents and THB satang, at the prices of the trade's time. */
  usdCents: bigint;
  thbSatang: bigint;
}>;

/** Where a page ends; the next page starts right after it (newest first order). */
export type TradeKey = Readonly<{ blockNumber: bigint; logIndex: number }>;

/** Trades of `traders` with blockTimestamp in [start, end] (unix seconds, inclusive), newest first. */
export type TradeQuery = Readonly<{
  traders: readonly string[];
  startTimestamp: number;
  endTimestamp: number;
  fromToken?: string;
  toToken?: string;
  limit: number;
  exclusiveStartKey?: TradeKey;
}>;

/** A page of trades; lastEvaluatedKey is the last row's key exactly when more rows follow, else null. */
export type TradePage = Readonly<{ trades: readonly TradeRecord[]; lastEvaluatedKey: TradeKey | null }>;

/** A trade with the user its wallet belongs to (null: nobody connected that wallet). */
export type LinkedTrade = Readonly<{ trade: TradeRecord; userId: string | null }>;

/**
 * What one indexer step writes, atomically: new trades (duplicates skipped), the gate's events of the
 * same blocks (each sets the use or cancellation of its authorization once; an unknown id is skipped) and its cursor.
 */
export type TradeScanBatch = Readonly<{ indexer: string; trades: readonly TradeRecord[]; authorizationEvents?: readonly TradeAuthorizationEvent[]; lastBlock: bigint }>;

/** An objective of trading a user gave when the daily volume was over the limit. */
export type TradingObjectiveRecord = Readonly<{
  id: string;
  userId: string;
  objective: string;
  reason: string | null;
  fromToken: string;
  fromTokenAmount: bigint;
  createdAt: number;
}>;

/**
 * Volume held for a trade about to be sent: the front door's flow run names it (`id`, the user's
 * own), the server values it in THB. It counts in the day's volume until `expiresAt` unless the
 * trade is reported sent, from then on until the indexer has the trade.
 */
export type VolumeReservation = Readonly<{
  userId: string;
  id: string;
  thbSatang: bigint;
  createdAt: number;
  expiresAt: number;
}>;

/**
 * A trade the user sent through the product, reported at submit and valued in THB by the server.
 * It counts in the day's volume (by `sentAt`) until a stored trade has its hash, so it never
 * counts twice. `id` is the reservation it fulfils when one was made.
 */
export type SentTradeRecord = Readonly<{
  userId: string;
  id: string;
  transactionHash: string;
  trader: string;
  fromToken: string;
  toToken: string;
  fromAmount: bigint;
  toAmount: bigint;
  thbSatang: bigint;
  sentAt: number;
}>;

/** A Bangkok calendar day in epoch ms: [start, end). */
export type VolumeDay = Readonly<{ start: number; end: number }>;

export interface TradeStoragePort extends WalletNonceStoragePort, TradeAuthorizationStoragePort {
  /** Saves the wallet; STORAGE_CONFLICT when the address belongs to another user. */
  saveWallet(wallet: WalletRecord): ResultAsync<WalletRecord, StorageError>;
  /**
   * Saves the wallet for `wallet.userId` whoever held it: a link proven by the wallet's signature
   * ends another user's link, so the wallet's trades count for the prover from then on.
   */
  linkWallet(wallet: WalletRecord): ResultAsync<WalletRecord, StorageError>;
  findWallet(address: string): ResultAsync<WalletRecord | null, StorageError>;
  /** The user's wallets, most recently saved first. */
  listWallets(userId: string): ResultAsync<WalletRecord[], StorageError>;
  /** Stores the trades not stored yet and sets the cursor, all or nothing; returns how many were new. */
  saveScan(batch: TradeScanBatch): ResultAsync<number, StorageError>;
  /** The last block the indexer processed, or null before its first step. */
  getCursor(indexer: string): ResultAsync<bigint | null, StorageError>;
  /** Newest first by (blockNumber, logIndex); token filters compare codes exactly. */
  listTrades(query: TradeQuery): ResultAsync<TradePage, StorageError>;
  /** listTrades with every wallet linked to `userId` as the traders, in one read (the history page of an authenticated request). */
  listUserTrades(userId: string, query: Omit<TradeQuery, "traders">): ResultAsync<TradePage, StorageError>;
  /** Every trade in [start, end] seconds mined at or before `maxBlockNumber`, with its user, newest first. */
  listLinkedTrades(
    query: Readonly<{ startTimestamp: number; endTimestamp: number; maxBlockNumber: bigint }>,
  ): ResultAsync<LinkedTrade[], StorageError>;
  /** Keeps an objective of trading; STORAGE_CONFLICT when the id is taken. */
  addObjective(objective: TradingObjectiveRecord): ResultAsync<void, StorageError>;
  /** The user's objectives, newest first. */
  listObjectives(userId: string): ResultAsync<TradingObjectiveRecord[], StorageError>;
  /**
   * Atomically: the user's volume of `day` before this reservation (stored trades of the user's
   * wallets by block time; sent trades no stored trade has the hash of; other reservations
   * still live at `reservation.createdAt`), then keeps the reservation (a second one with the
   * same id replaces the first, unless that trade was sent already). Concurrent reservations of
   * one user are serialised, so each sees every one before it.
   */
  reserveDailyVolume(reservation: VolumeReservation, day: VolumeDay): ResultAsync<bigint, StorageError>;
  /**
   * Keeps a sent trade: fulfils the user's reservation of the same id (or adds it). A hash already
   * reported is kept as it was, so a report sent twice counts once. The hash is stored lower-cased.
   */
  recordSentTrade(trade: SentTradeRecord): ResultAsync<void, StorageError>;
}
