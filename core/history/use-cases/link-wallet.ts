import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { ChainError } from "../../ports/chain.errors";
import type { Address } from "../../ports/chain.port";
import type { ClockPort } from "../../ports/clock.port";
import type { StorageError } from "../../ports/storage.port";
import type { TradeStoragePort, WalletConnectionType, WalletRecord } from "../../ports/trade-storage.port";
import type { WalletSignaturePort } from "../../ports/wallet-link.port";
import { loadUser, type UserNotFound } from "../../shared/load-user";
import { walletLinkNonceInvalid, walletLinkSignatureInvalid } from "../history.errors";
import { checkWalletLinkMessage, type WalletLinkMessageError, type WalletLinkSite, type WalletProof } from "../wallet-link";

export type { WalletProof } from "../wallet-link";

/** Account and wallet storage, the signature check, the clock and the site the message must name. */
export type LinkWalletDeps = Readonly<{
  storage: AccountStorage;
  trades: TradeStoragePort;
  signatures: WalletSignaturePort;
  clock: ClockPort;
  site: WalletLinkSite;
}>;
export type LinkWalletInput = Readonly<{ userId: string; address: string; connectionType: WalletConnectionType; proof: WalletProof }>;
export type LinkWalletError =
  | UserNotFound
  | StorageError
  | ChainError
  | WalletLinkMessageError
  | ReturnType<typeof walletLinkNonceInvalid>
  | ReturnType<typeof walletLinkSignatureInvalid>;

/**
 * Links a wallet to the caller on the wallet's own proof (EIP-4361): a message for this site,
 * that wallet and a supported network, inside its validity window, with a nonce given to this
 * caller and used here once, signed by the wallet (ECDSA, or EIP-1271 for a contract wallet).
 * A wallet linked to another account moves to the prover: the old link ends.
 * @example await linkWallet(deps, { userId, address, connectionType: "MetaMask", proof: { message, signature } });
 */
export function linkWallet(deps: LinkWalletDeps, input: LinkWalletInput): ResultAsync<WalletRecord, LinkWalletError> {
  const now = deps.clock.now();
  const address = input.address.toLowerCase() as Address;
  return loadUser(deps.storage.users, input.userId)
    .andThen(() => checkWalletLinkMessage(input.proof.message, { site: deps.site, address, now }))
    .andThen((fields) => deps.trades.useWalletNonce(fields.nonce, input.userId, now))
    .andThen((used) => (used ? okAsync(undefined) : errAsync(walletLinkNonceInvalid())))
    .andThen(() => deps.signatures.verify({ address, message: input.proof.message, signature: input.proof.signature }))
    .andThen((valid): ResultAsync<WalletRecord, LinkWalletError> =>
      valid
        ? deps.trades.linkWallet({ address, userId: input.userId, connectionType: input.connectionType, updatedAt: now })
        : errAsync(walletLinkSignatureInvalid()),
    );
}
