import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError, UserRecord } from "../../ports/storage.port";
import type { CaptchaError, CaptchaPort, SecureRandomPort } from "../../ports/account-services.port";
import type { ClockPort } from "../../ports/clock.port";
import type { ReferralCodeInvalid } from "../../referral/referral-code";
import type { SelfReferralError } from "../../referral/referral-eligibility";
import { domainError } from "../../shared/domain-error";
import { validateEmail } from "../credential-rules";
import { EMAIL_TOKEN_PATTERN } from "../email-token";
import { loadUser, userNotFound } from "../../shared/load-user";
import { resolveReferrer } from "../referrer";
import { promoteConfiguredAdmins } from "./promote-admins";

/** The code or the email belongs to another user ('Confirmation code is not match with this user.'). */
export const confirmationCodeMismatch = domainError("CONFIRMATION_CODE_MISMATCH");
/** The code is unknown, already used or expired. */
export const confirmationCodeInvalid = domainError("CONFIRMATION_CODE_INVALID");

/** What activating needs; adminEmails (ADMIN_EMAILS) are made admins once they confirm. */
export type ActivateAccountDeps = Readonly<{ storage: AccountStorage; clock: ClockPort; random: SecureRandomPort; captcha: CaptchaPort; adminEmails?: readonly string[] }>;

/** The ConfirmEmail page's query (code and email) for the signed-in user, with an optional referral code. */
export type ActivateAccountInput = Readonly<{
  userId: string;
  confirmationCode: string;
  email: string;
  referralCode?: string | undefined;
  recaptchaToken: string;
  remoteIp: string | null;
}>;

export type ActivateAccountOutput = Readonly<{ user: UserRecord }>;
export type ActivateAccountError =
  | CaptchaError
  | ReturnType<typeof userNotFound>
  | ReturnType<typeof confirmationCodeMismatch>
  | ReturnType<typeof confirmationCodeInvalid>
  | ReferralCodeInvalid
  | SelfReferralError
  | StorageError;

function consumeCode(deps: ActivateAccountDeps, tx: AccountStorage, user: UserRecord, code: string, referredBy: string | null) {
  return tx.oneTimeTokens
    .consume(deps.random.sha256Hex(code), "EMAIL_CONFIRMATION", deps.clock.now())
    .andThen((token): ResultAsync<UserRecord, ActivateAccountError> => {
      if (token === null) return errAsync(confirmationCodeInvalid());
      // Returning err rolls the transaction back, so another user's code stays usable by its owner.
      if (token.userId !== user.id) return errAsync(confirmationCodeMismatch());
      const patch = user.referredBy === null && referredBy !== null ? { isActive: true, referredBy } : { isActive: true };
      return tx.users.update(user.id, patch, deps.clock.now()).andThen((updated) => (updated === null ? errAsync(userNotFound()) : okAsync(updated)));
    });
}

/**
 * Confirms the signed-in user's email: the link's email must be theirs and the code one mailed
 * to them. Confirming an active account again succeeds without touching anything. A configured
 * admin email becomes an admin here, once its mailbox is proven.
 * @example await activateAccount(deps, { userId, confirmationCode: code, email, recaptchaToken, remoteIp: null });
 */
export function activateAccount(deps: ActivateAccountDeps, input: ActivateAccountInput): ResultAsync<ActivateAccountOutput, ActivateAccountError> {
  return deps.captcha
    .verify(input.recaptchaToken, input.remoteIp)
    .andThen(() => loadUser(deps.storage.users, input.userId))
    .andThen((user): ResultAsync<UserRecord, ActivateAccountError> => {
      const email = validateEmail(input.email);
      if (email.isErr() || email.value !== user.email) return errAsync(confirmationCodeMismatch());
      if (user.isActive) return okAsync(user);
      if (!EMAIL_TOKEN_PATTERN.test(input.confirmationCode)) return errAsync(confirmationCodeInvalid());
      return resolveReferrer(deps.storage.users, input.referralCode, user.email).andThen((referredBy) =>
        deps.storage.transaction((tx) => consumeCode(deps, tx, user, input.confirmationCode, referredBy)),
      );
    })
    .andThen((user) =>
      promoteConfiguredAdmins(deps, (deps.adminEmails ?? []).filter((email) => email.trim().toLowerCase() === user.email)).andThen((promoted) =>
        promoted.length === 0 ? okAsync(user) : loadUser(deps.storage.users, user.id),
      ),
    )
    .map((user) => ({ user }));
}
