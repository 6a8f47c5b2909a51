import type { ResultAsync } from "neverthrow";
import type { ApiError } from "./api.errors";
import type { Address, TradeAuthorization } from "./chain.port";

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
