import type { ResultAsync } from "neverthrow";
import type { ChainError } from "./chain.errors";
import type { Address, Hash } from "./chain.port";
import type { StorageError } from "./storage.port";

/**
 * What linking a wallet by a Sign-In with Ethereum signature reaches: the server's single-use
 * nonces (stored beside the wallets, so TradeStoragePort includes them) and the check of a
 * wallet's signature (an EOA's ECDSA signature, or a contract wallet's EIP-1271 answer).
 */

/** A nonce handed to one user for one sign-in message; used once, before it expires. */
export type WalletNonceRecord = Readonly<{ nonce: string; userId: string; expiresAt: number; usedAt: number | null }>;

export interface WalletNonceStoragePort {
  /** Keeps a new nonce; STORAGE_CONFLICT when it exists already. */
  addWalletNonce(record: Omit<WalletNonceRecord, "usedAt">): ResultAsync<void, StorageError>;
  /**
   * Marks the nonce used, atomically and only when it is the user's, unused and not expired at
   * `now`: false (nothing written) otherwise, so two requests with one nonce never both pass.
   */
  useWalletNonce(nonce: string, userId: string, now: number): ResultAsync<boolean, StorageError>;
}

/** A message and the signature a wallet gave it (personal_sign, EIP-191). */
export type SignedMessage = Readonly<{ address: Address; message: string; signature: Hash }>;

export interface WalletSignaturePort {
  /** Whether `address` signed `message`: ECDSA recovery, or EIP-1271 isValidSignature for a contract wallet. */
  verify(signed: SignedMessage): ResultAsync<boolean, ChainError>;
}
