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
}>;

export interface TradeAuthorizationStoragePort {
  /**
   * Keeps an authorization under the next id of one global sequence (shared by every server
   * instance on the same database) and returns it with that id.
   */
  issueTradeAuthorization(record: Omit<TradeAuthorizationRecord, "authId">): ResultAsync<TradeAuthorizationRecord, StorageError>;
  /** The user's authorizations, newest first. */
  listTradeAuthorizations(userId: string): ResultAsync<TradeAuthorizationRecord[], StorageError>;
}
