import type { ResultAsync } from "neverthrow";
import type { ApiError } from "./api.errors";
import type { Address, TradeAuthorization } from "./chain.port";
import type { TraderFreezeRecord } from "./trade-gate.port";

/** The trade about to be sent: from which wallet, the pair and the amount sold (base units). */
export type TradeAuthorizationRequest = Readonly<{
  trader: Address;
  src: Address;
  dest: Address;
  srcAmount: bigint;
  /** The volume reservation the daily-volume check made for this trade, replaced rather than counted twice. */
  reservationId?: string;
}>;

/**
 * The server's trading gate route: the operator's signed authorization of one trade, issued only
 * for an account that may trade and a wallet proven to be its own. Implemented by
 * adapters/http-client (createTradeGateApi).
 */
export interface TradeGateApiPort {
  /**
   * The authorization the router checks; TRADE_GATE_REQUIREMENTS_MISSING (with `missing`, in the
   * alert's order) or WALLET_LINK_REQUIRED when the trade may not be made.
   */
  authorizeTrade(request: TradeAuthorizationRequest): ResultAsync<TradeAuthorization, ApiError>;
}

/** The gate's activity of the current Bangkok day (ms range) and the server's signer. */
export type TradeGateActivityView = Readonly<{ dayStart: number; dayEnd: number; issued: number; used: number; signer: Address | null }>;

/** An account's freeze as the operator reads it back, with the account's email; times in ms. */
export type TraderFreezeView = TraderFreezeRecord & Readonly<{ email: string }>;

/** An authorization a frozen account could still have traded with; expiry in unix seconds. */
export type OutstandingAuthorization = Readonly<{ authId: bigint; wallet: Address; expiry: number }>;

/**
 * The operators' trading gate routes (admins only), for `kul admin gate`. Implemented by
 * adapters/http-client (createTradeGateAdminApi). Accounts are named by id or email.
 */
export interface TradeGateAdminApiPort {
  activity(): ResultAsync<TradeGateActivityView, ApiError>;
  /** Stops issuing to the account; its outstanding authorizations, for the operator to cancel on chain. */
  freeze(user: string): ResultAsync<TraderFreezeView & Readonly<{ outstanding: readonly OutstandingAuthorization[] }>, ApiError>;
  unfreeze(user: string): ResultAsync<TraderFreezeView, ApiError>;
}
