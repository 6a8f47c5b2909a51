import { errAsync, okAsync, type ResultAsync } from "neverthrow";
import type { AccountStorage } from "../../ports/account-storage.port";
import type { StorageError, UserRecord } from "../../ports/storage.port";
import type { CaptchaError, CaptchaPort, SecureRandomPort } from "../../ports/account-services.port";
import type { MailError, MailPort } from "../../ports/mail.port";
import type { ClockPort } from "../../ports/clock.port";
import { domainError } from "../../shared/domain-error";
import { validateEmail } from "../credential-rules";
import type { Language } from "../language";
import { emailRateLimited, fieldInvalid, type EmailRateLimited, type FieldInvalid } from "../account.errors";
import { issueEmailToken, sendConfirmationMail } from "../email-token";
import { loadUser, userNotFound } from "../../shared/load-user";
import { reauthenticate, type ReauthDeps, type ReauthError, type ReauthProof } from "../reauthentication";
import { clientThrottle, mailThrottle, takeAttempts } from "../throttle";

/** Another account already uses this email. */
export const emailAlreadyUsed = domainError("EMAIL_ALREADY_USED");

/** What changing the email needs. */
export type UpdateEmailDeps = ReauthDeps &
  Readonly<{
    storage: AccountStorage;
    clock: ClockPort;
    random: SecureRandomPort;
    mail: MailPort;
    captcha: CaptchaPort;
  }>;

/** The signed-in user's new address (also the email asked of a social login that gave none). */
export type UpdateEmailInput = Readonly<{
  userId: string;
  email: string;
  language?: Language | undefined;
  recaptchaToken: string;
  remoteIp: string | null;
  /** The caller's proof that they hold the account (reauthentication.ts); needed to move to another address. */
  proof: ReauthProof;
}>;

export type UpdateEmailOutput = Readonly<{ user: UserRecord }>;
export type UpdateEmailError =
  | CaptchaError
  | FieldInvalid
  | ReturnType<typeof userNotFound>
  | ReturnType<typeof emailAlreadyUsed>
  | ReauthError
  | EmailRateLimited
  | StorageError
  | MailError;

function changeEmail(deps: UpdateEmailDeps, user: UserRecord, email: string) {
  return deps.storage
    .transaction((tx) =>
      tx.users
        .update(user.id, { email, isActive: false }, deps.clock.now())
        .andThen((updated): ResultAsync<UserRecord, UpdateEmailError> => (updated === null ? errAsync(userNotFound()) : okAsync(updated)))
        .andThen((updated) => issueEmailToken(deps, tx, updated.id, "EMAIL_CONFIRMATION").map((code) => ({ updated, code }))),
    )
    .mapErr((error): UpdateEmailError => (error.code === "STORAGE_CONFLICT" ? emailAlreadyUsed() : error));
}

// The old, confirmed address hears of the change, so a hijacked session cannot move the account silently.
function tellOldAddress(deps: UpdateEmailDeps, before: UserRecord, language: Language): ResultAsync<void, MailError> {
  if (!before.isActive) return okAsync(undefined);
  return deps.mail.send({ to: before.email, kind: "EMAIL_CHANGED", language, displayName: before.displayName });
}

// The confirmation mail counts against the new address's mail limit (and the client's), like a
// resend: changing the email over and over cannot turn the server into a mailer for any address.
function takeMailAttempt(deps: UpdateEmailDeps, address: string, remoteIp: string | null): ResultAsync<unknown, EmailRateLimited | StorageError> {
  const throttles = [mailThrottle("confirm", address), ...clientThrottle("mail", remoteIp)];
  return takeAttempts(deps.storage.attempts, throttles, deps.clock.now(), emailRateLimited);
}

/**
 * Moves the signed-in user to a new email once they re-authenticate (password, or a linked
 * provider's fresh sign-in without one; the 2FA code when on), so a stolen session cannot take
 * the account by its address. The account is inactive until the new address is confirmed through
 * the mailed code; the old, confirmed one is told. The same, still unconfirmed address just gets
 * a new code, without a proof. Either mail counts against the new address's limit.
 * @example await updateEmail(deps, { userId, email: "new@b.co", recaptchaToken, remoteIp: null, proof: { password: sha256Hex } });
 */
export function updateEmail(deps: UpdateEmailDeps, input: UpdateEmailInput): ResultAsync<UpdateEmailOutput, UpdateEmailError> {
  const email = validateEmail(input.email);
  return deps.captcha
    .verify(input.recaptchaToken, input.remoteIp)
    .andThen(() => (email.isErr() ? errAsync(fieldInvalid("email", email.error)) : okAsync(email.value)))
    .andThen((address) => loadUser(deps.storage.users, input.userId).map((user) => ({ user, address })))
    .andThen(({ user, address }): ResultAsync<UpdateEmailOutput, UpdateEmailError> => {
      const language = input.language ?? user.language;
      if (user.email === address && user.isActive) return okAsync({ user });
      const proven: ResultAsync<unknown, UpdateEmailError> = user.email === address ? okAsync(undefined) : reauthenticate(deps, user, input.proof, input.remoteIp);
      return proven
        .andThen(() => deps.storage.users.findByEmail(address))
        .andThen((owner) => (owner !== null && owner.id !== user.id ? errAsync(emailAlreadyUsed()) : okAsync(undefined)))
        .andThen(() => takeMailAttempt(deps, address, input.remoteIp))
        .andThen(() => changeEmail(deps, user, address))
        .andThen(({ updated, code }) =>
          sendConfirmationMail(deps.mail, updated, code, language)
            .andThen(() => (user.email === address ? okAsync(undefined) : tellOldAddress(deps, user, language)))
            .map(() => ({ user: updated })),
        );
    });
}
