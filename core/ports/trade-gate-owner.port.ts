import type { ResultAsync } from "neverthrow";
import type { ChainError } from "./chain.errors";
import type { Address, Hash } from "./chain.port";

/** The router's trading gate as read from the chain: its signer, whether it is on, and the router's owner. */
export type TradeGateState = Readonly<{ router: Address; signer: Address; on: boolean; owner: Address }>;

/**
 * The router's owner functions of the trading gate, signed by the operator's owner key (never the
 * server's). Implemented by adapters/chain/viem (createViemTradeGateOwner). Each transaction is
 * waited for; a revert is a ChainError with the router's custom error.
 */
export interface TradeGateOwnerPort {
  /** The address of the key this port signs with. */
  readonly address: Address;
  state(): ResultAsync<TradeGateState, ChainError>;
  /** Cancels the ids in one transaction (`cancelTradeAuthorizations`); returns its hash once mined. */
  cancel(authIds: readonly bigint[]): ResultAsync<Hash, ChainError>;
  /** Sets the gate signer (`setTradeSigner`): authorizations of the previous signer stop working at once. */
  setSigner(signer: Address): ResultAsync<Hash, ChainError>;
}
