import { ResultAsync } from "neverthrow";
import type { AccountApiPort, EmailChange, OutboxMail } from "../../core/ports/account-api.port";
import type { ApiClient } from "./api-client";
import { clientPasswordHash } from "./password-hash";
import {
  activateAccount,
  listDevOutbox,
  registerUser,
  resetPassword,
  sendConfirmationEmail,
  sendForgotPasswordEmail,
  updateUserEmail,
} from "./registration.client";

/** The registration, email and password-reset calls of the account port, and the local outbox. */
export type AccountRegistrationApi = Pick<
  AccountApiPort,
  "register" | "resendConfirmationEmail" | "confirmEmail" | "changeEmail" | "sendPasswordResetEmail" | "resetPassword" | "outbox"
>;

const done = () => undefined;
const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

/**
 * Registration and the mailed links over the registration client; passwords leave as the client hash.
 * @example await createAccountRegistrationApi(api).register({ email, password, isSubscribeNews: true, acceptedTerms: true, language: "th", captchaToken });
 */
export function createAccountRegistrationApi(api: ApiClient): AccountRegistrationApi {
  return {
    register: (r) =>
      ResultAsync.fromSafePromise(clientPasswordHash(r.password))
        .andThen((hash) =>
          registerUser(api, {
            email: r.email,
            password: hash,
            isSubscribeNews: r.isSubscribeNews,
            isAcceptTerms: r.acceptedTerms,
            language: r.language,
            recaptchaToken: r.captchaToken,
            ...optional("displayName", r.displayName),
            ...optional("referralCode", r.referralCode),
          }),
        )
        .map(done),
    resendConfirmationEmail: ({ language, captchaToken }) => sendConfirmationEmail(api, { ...optional("language", language), recaptchaToken: captchaToken }).map(done),
    confirmEmail: ({ confirmationCode, email, referralCode, captchaToken }) =>
      activateAccount(api, { confirmationCode, email, ...optional("referralCode", referralCode), recaptchaToken: captchaToken }).map(done),
    changeEmail: ({ email, language, captchaToken }) =>
      updateUserEmail(api, { email, ...optional("language", language), recaptchaToken: captchaToken }).map(({ success: _success, ...change }): EmailChange => change),
    sendPasswordResetEmail: ({ email, language, captchaToken }) =>
      sendForgotPasswordEmail(api, { email, ...optional("language", language), recaptchaToken: captchaToken }).map(done),
    resetPassword: ({ email, resetPasswordToken, password, captchaToken }) =>
      ResultAsync.fromSafePromise(clientPasswordHash(password))
        .andThen((hash) => resetPassword(api, { email, password: hash, resetPasswordToken, recaptchaToken: captchaToken }))
        .map(done),
    outbox: (query = {}) => listDevOutbox(api, query).map(({ mails }): readonly OutboxMail[] => mails),
  };
}
