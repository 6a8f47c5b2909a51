import type { ResultAsync } from "neverthrow";
import type { ChainError } from "./chain.errors";
import type { Address, Hash } from "./chain.port";

/** A mined sweep: the transaction, what the router sent and to which wallet (its PlatformFeesClaimed event). */
export type PlatformFeesClaim = Readonly<{ hash: Hash; asset: Address; amount: bigint; wallet: Address }>;

/**
 * The platform's fees the router keeps from trades (partner 0's) and their sweep to the platform
 * wallet. Any key may sign the sweep: the router pays only partner 0's current wallet.
 * Implemented by adapters/chain/viem (createViemPlatformFees). A revert is a ChainError with the
 * router's custom error, returned before any gas is spent.
 */
export interface PlatformFeesPort {
  /** Partner 0's current wallet: where a sweep sends the fees. */
  platformWallet(): ResultAsync<Address, ChainError>;
  /** Per asset (ETH by its placeholder), in order: what a sweep would send now (the router's balance less the partners' credited fees). */
  unswept(assets: readonly Address[]): ResultAsync<readonly bigint[], ChainError>;
  /** Sweeps everything unswept of `asset` to the platform wallet (`claimPlatformFees`); waits for it to be mined. */
  claim(asset: Address): ResultAsync<PlatformFeesClaim, ChainError>;
}
