import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { UserRepositoryPort } from "../ports/account-storage.port";
import type { StorageError } from "../ports/storage.port";
import { parseReferralCode, type ReferralCodeInvalid } from "../referral/referral-code";
import { checkSelfReferral, type SelfReferralError } from "../referral/referral-eligibility";

/**
 * The referrer's user id for an optional referral code: null when absent or unknown (a stale
 * invite cookie must not block registering), an error when malformed or a self-referral.
 */
export function resolveReferrer(
  users: UserRepositoryPort,
  referralCode: string | undefined,
  inviteeEmail: string,
): ResultAsync<string | null, ReferralCodeInvalid | SelfReferralError | StorageError> {
  if (referralCode === undefined || referralCode.trim() === "") return okAsync(null);
  const parsed = parseReferralCode(referralCode);
  if (parsed.isErr()) return errAsync(parsed.error);
  return users.findByReferralCode(parsed.value).andThen((inviter) => {
    if (inviter === null) return okAsync(null);
    return checkSelfReferral({ email: inviter.email, wallets: [] }, { email: inviteeEmail, wallets: [] }).map(() => inviter.id);
  });
}
