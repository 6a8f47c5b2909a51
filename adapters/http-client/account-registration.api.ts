import { ResultAsync } from "neverthrow";
import type { AccountApiPort, EmailChange } from "../../core/ports/account-api.port";
import type { OutboxMailRecord } from "../../core/ports/account-storage.port";
import {
  outboxResponseSchema,
  registrationSuccessSchema,
  updateUserEmailResponseSchema,
  type ActivateBody,
  type RegistrationBody,
  type ResetPasswordBody,
  type SendConfirmationEmailBody,
  type SendForgotPasswordEmailBody,
  type UpdateUserEmailBody,
} from "../api-contract/registration.schema";
import type { ApiClient } from "./api-client";
import { clientPasswordHash } from "./password-hash";
import { reauthenticationBody } from "./reauthentication-body";

/** The registration, email and password-reset calls of the account port, and the local outbox. */
export type AccountRegistrationApi = Pick<
  AccountApiPort,
  "register" | "resendConfirmationEmail" | "confirmEmail" | "changeEmail" | "sendPasswordResetEmail" | "resetPassword" | "outbox"
>;

const done = () => undefined;
const optional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

/**
 * Registration and the mailed links over the registration routes; passwords leave as the client hash.
 * @example await createAccountRegistrationApi(api).register({ email, password, isSubscribeNews: true, acceptedTerms: true, language: "th", captchaToken });
 */
export function createAccountRegistrationApi(api: ApiClient): AccountRegistrationApi {
  // The routes that only report success.
  const post = (path: string, body: object) => api.post(path, { body, response: registrationSuccessSchema }).map(done);
  const put = (path: string, body: object) => api.put(path, { body, response: registrationSuccessSchema }).map(done);
  return {
    // The same answer whether or not the email had an account: the mailbox tells.
    register: (r) =>
      ResultAsync.fromSafePromise(clientPasswordHash(r.password)).andThen((hash) =>
        post("/user/registration", {
          email: r.email,
          password: hash,
          isSubscribeNews: r.isSubscribeNews,
          isAcceptTerms: r.acceptedTerms,
          language: r.language,
          recaptchaToken: r.captchaToken,
          ...optional("displayName", r.displayName),
          ...optional("referralCode", r.referralCode),
          ...optional("legalVersions", r.legalVersions),
        } satisfies RegistrationBody),
      ),
    resendConfirmationEmail: ({ language, captchaToken }) =>
      post("/user/send-confirmation-email", { ...optional("language", language), recaptchaToken: captchaToken } satisfies SendConfirmationEmailBody),
    confirmEmail: ({ confirmationCode, email, referralCode, captchaToken }) =>
      put("/user/activate", { confirmationCode, email, ...optional("referralCode", referralCode), recaptchaToken: captchaToken } satisfies ActivateBody),
    // The old address is told; the password leaves as the client hash.
    changeEmail: ({ email, language, captchaToken, reauth }) =>
      reauthenticationBody(reauth)
        .andThen((proof) =>
          api.put("/user/update-user-email", {
            body: { email, ...optional("language", language), recaptchaToken: captchaToken, ...proof } satisfies UpdateUserEmailBody,
            response: updateUserEmailResponseSchema,
          }),
        )
        .map(({ success: _success, ...change }): EmailChange => change),
    sendPasswordResetEmail: ({ email, language, captchaToken }) =>
      post("/user/send-forgot-password-email", { email, ...optional("language", language), recaptchaToken: captchaToken } satisfies SendForgotPasswordEmailBody),
    // Every session of the account is signed out.
    resetPassword: ({ email, resetPasswordToken, password, captchaToken }) =>
      ResultAsync.fromSafePromise(clientPasswordHash(password)).andThen((hash) =>
        put("/user/reset-password", { email, password: hash, resetPasswordToken, recaptchaToken: captchaToken } satisfies ResetPasswordBody),
      ),
    // Local environment only.
    outbox: (query = {}) => api.get("/dev/outbox", { query, response: outboxResponseSchema }).map(({ mails }): readonly OutboxMailRecord[] => mails),
  };
}
