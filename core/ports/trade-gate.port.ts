import type { ResultAsync } from "neverthrow";
import type { Address } from "./chain.port";
import type { StorageError } from "./storage.port";

/**
 * The router's trading gate, as the server reaches it: the operator's gate signer (a key from the
 * environment today, a KMS later) and the audit trail of every authorization it issued.
 */

/** The signed fields of one authorization (EIP-712 `TradeAuthorization`); expiry in unix seconds. */
export type TradeAuthorizationMessage = Readonly<{
  trader: Address;
  src: Address;
  dest: Address;
  srcAmount: bigint;
  authId: bigint;
  expiry: bigint;
}>;

/** The gate signer could not sign (a KMS that did not answer). */
export type TradeGateSignerError = Readonly<{ code: "TRADE_GATE_UNAVAILABLE" }>;

export interface TradeGateSignerPort {
  /** The chain and the router the signatures are for (the EIP-712 domain). */
  readonly chainId: number;
  readonly router: Address;
  /** The signer's address: the router's `tradeGate()` signer must be this one for its signatures to hold. */
  readonly address: Address;
  /** The EIP-712 signature of `message` for the router's domain. */
  sign(message: TradeAuthorizationMessage): ResultAsync<`0x${string}`, TradeGateSignerError>;
}

/** One issued authorization, as kept for the operator and the regulator; expiry in unix seconds, issuedAt in ms. */
export type TradeAuthorizationRecord = Readonly<{
  authId: bigint;
  userId: string;
  wallet: string;
  src: string;
  dest: string;
  srcAmount: bigint;
  expiry: number;
  issuedAt: number;
  /** The day's volume passed the limit and no objective was given for it today: the trade is to be verified (spec 1 section 9). */
  flaggedForReview: boolean;
  /** The trade that used it (the router's TradeAuthorizationUsed event, read by the indexer); null while unused. */
  use: TradeAuthorizationChainRecord | null;
  /** The owner's cancellation on chain (TradeAuthorizationCancelled); null unless cancelled. */
  cancellation: TradeAuthorizationChainRecord | null;
}>;

/** Where the router recorded an authorization's use or cancellation; blockTimestamp in unix seconds. */
export type TradeAuthorizationChainRecord = Readonly<{ transactionHash: string; blockNumber: bigint; blockTimestamp: number }>;

/** One of the router's gate events, as the indexer stores it on the authorization's row. */
export type TradeAuthorizationEvent = Readonly<{ kind: "USED" | "CANCELLED"; authId: bigint } & TradeAuthorizationChainRecord>;

/** What the operator records when freezing (or unfreezing) a trader; at in ms. */
export type TraderFreezeChange = Readonly<{ userId: string; by: string; at: number }>;

/** The operator's freeze of a trader's authorizations, with who froze (and unfroze) when; times in ms. */
export type TraderFreezeRecord = Readonly<{
  userId: string;
  frozen: boolean;
  frozenBy: string;
  frozenAt: number;
  unfrozenBy: string | null;
  unfrozenAt: number | null;
}>;

/** How many authorizations were issued (by issuedAt, ms) and used (by block time) in [start, end) ms. */
export type TradeAuthorizationCounts = Readonly<{ issued: number; used: number }>;

/** What issuing stores: the record without its id (from the sequence) and without chain events (none yet). */
export type NewTradeAuthorization = Omit<TradeAuthorizationRecord, "authId" | "use" | "cancellation">;

export interface TradeAuthorizationStoragePort {
  /**
   * Keeps an authorization under the next id of one global sequence (shared by every server
   * instance on the same database) and returns it with that id.
   */
  issueTradeAuthorization(record: NewTradeAuthorization): ResultAsync<TradeAuthorizationRecord, StorageError>;
  /** The user's authorizations, newest first. */
  listTradeAuthorizations(userId: string): ResultAsync<TradeAuthorizationRecord[], StorageError>;
  /** Issued and used counts of [start, end) in ms (uses by their block time). */
  countTradeAuthorizations(range: Readonly<{ start: number; end: number }>): ResultAsync<TradeAuthorizationCounts, StorageError>;
  /** Freezes the trader (again: by and at replaced, the unfreeze cleared); returns the stored freeze. */
  freezeTrader(change: TraderFreezeChange): ResultAsync<TraderFreezeRecord, StorageError>;
  /** Ends the trader's freeze, keeping who froze; null when the trader was never frozen. */
  unfreezeTrader(change: TraderFreezeChange): ResultAsync<TraderFreezeRecord | null, StorageError>;
  /** The trader's freeze (frozen or ended), or null when never frozen. */
  findTraderFreeze(userId: string): ResultAsync<TraderFreezeRecord | null, StorageError>;
}
