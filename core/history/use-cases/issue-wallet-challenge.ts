import type { ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { SecureRandomPort } from "../../ports/account-services.port";
import type { ClockPort } from "../../ports/clock.port";
import type { StorageError } from "../../ports/storage.port";
import type { WalletNonceStoragePort } from "../../ports/wallet-link.port";
import { loadUser, type UserNotFound } from "../../shared/load-user";
import { WALLET_NONCE_LIFETIME_MS, type WalletChallenge, type WalletLinkSite } from "../wallet-link";

/** The nonce store, the account (to know the caller), randomness, the clock and the site messages name. */
export type IssueWalletChallengeDeps = Readonly<{
  storage: AccountStorage;
  nonces: WalletNonceStoragePort;
  random: SecureRandomPort;
  clock: ClockPort;
  site: WalletLinkSite;
}>;
export type IssueWalletChallengeError = UserNotFound | StorageError;

/**
 * A fresh single-use nonce for the caller's next sign-in message, stored with its expiry, and
 * the domain, URI and times the message must carry.
 * @example const challenge = await issueWalletChallenge(deps, { userId });
 */
export function issueWalletChallenge(
  deps: IssueWalletChallengeDeps,
  input: Readonly<{ userId: string }>,
): ResultAsync<WalletChallenge, IssueWalletChallengeError> {
  const issuedAt = deps.clock.now();
  const expirationTime = issuedAt + WALLET_NONCE_LIFETIME_MS;
  // A UUID without its hyphens: 122 random bits in the letters and digits EIP-4361 allows.
  const nonce = deps.random.id().replace(/-/g, "");
  return loadUser(deps.storage.users, input.userId)
    .andThen(() => deps.nonces.addWalletNonce({ nonce, userId: input.userId, expiresAt: expirationTime }))
    .map(() => ({ nonce, domain: deps.site.domain, uri: deps.site.uri, issuedAt, expirationTime }));
}
