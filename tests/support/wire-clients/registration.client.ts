// A wire client for the server's route tests: typed calls that answer what goes over HTTP, which
// the API ports of adapters/http-client turn into domain values.
import type { ResultAsync } from "neverthrow";
import {
  outboxResponseSchema,
  registrationSuccessSchema,
  updateUserEmailResponseSchema,
  type ActivateBody,
  type OutboxQuery,
  type OutboxResponse,
  type RegistrationBody,
  type ResetPasswordBody,
  type SendConfirmationEmailBody,
  type SendForgotPasswordEmailBody,
  type UpdateUserEmailBody,
  type UpdateUserEmailResponse,
} from "../../../adapters/api-contract/registration.schema";
import type { Success } from "../../../adapters/api-contract/common.schema";
import type { ApiClient, ApiClientError } from "../../../adapters/http-client/api-client";

/**
 * POST /user/registration: the same success whether or not the email had an account; the
 * confirmation (or an "account exists" notice) goes to the mailbox.
 * @example await registerUser(api, { email, password: sha256Hex(password), isSubscribeNews: true, language: "th", recaptchaToken });
 */
export function registerUser(api: ApiClient, body: RegistrationBody): ResultAsync<Success, ApiClientError> {
  return api.post("/user/registration", { body, response: registrationSuccessSchema });
}

/** POST /user/send-confirmation-email (signed in): mails a fresh confirmation link. */
export function sendConfirmationEmail(api: ApiClient, body: SendConfirmationEmailBody): ResultAsync<Success, ApiClientError> {
  return api.post("/user/send-confirmation-email", { body, response: registrationSuccessSchema });
}

/** PUT /user/activate (signed in): confirms the email with the link's code and email. */
export function activateAccount(api: ApiClient, body: ActivateBody): ResultAsync<Success, ApiClientError> {
  return api.put("/user/activate", { body, response: registrationSuccessSchema });
}

/** PUT /user/update-user-email (signed in): moves the account to a new, unconfirmed email. */
export function updateUserEmail(api: ApiClient, body: UpdateUserEmailBody): ResultAsync<UpdateUserEmailResponse, ApiClientError> {
  return api.put("/user/update-user-email", { body, response: updateUserEmailResponseSchema });
}

/** POST /user/send-forgot-password-email: the same success whether or not the email has an account. */
export function sendForgotPasswordEmail(api: ApiClient, body: SendForgotPasswordEmailBody): ResultAsync<Success, ApiClientError> {
  return api.post("/user/send-forgot-password-email", { body, response: registrationSuccessSchema });
}

/** PUT /user/reset-password: sets the new password hash through the mailed link; every session is signed out. */
export function resetPassword(api: ApiClient, body: ResetPasswordBody): ResultAsync<Success, ApiClientError> {
  return api.put("/user/reset-password", { body, response: registrationSuccessSchema });
}

/** GET /dev/outbox (local environment only): mails kept by the outbox, newest first. */
export function listDevOutbox(api: ApiClient, query: OutboxQuery = {}): ResultAsync<OutboxResponse, ApiClientError> {
  return api.get("/dev/outbox", { query, response: outboxResponseSchema });
}
