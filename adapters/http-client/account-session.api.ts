import { errAsync, okAsync, ResultAsync } from "neverthrow";
import type { AccountApiPort, LoginOutcome } from "../../core/ports/account-api.port";
import type { ApiError } from "../../core/ports/api.errors";
import { successSchema } from "../api-contract/common.schema";
import {
  generateTwoFactorResponseSchema,
  loginResponseSchema,
  type LoginResponse,
  type LoginWithEmailBody,
  type LoginWithFacebookBody,
  type LoginWithGoogleBody,
  type DisableTwoFactorBody,
  type TwoFactorCodeBody,
  type VerifyTwoFactorBody,
} from "../api-contract/session.schema";
import { reauthenticationBody } from "./reauthentication-body";
import type { ApiClient } from "./api-client";
import { clientPasswordHash } from "./password-hash";

/** The session calls of the account port. */
export type AccountSessionApi = Pick<
  AccountApiPort,
  "logIn" | "verifyTwoFactor" | "logInWithGoogle" | "logInWithFacebook" | "logOut" | "generateTwoFactorSecret" | "enableTwoFactor" | "disableTwoFactor"
>;

/**
 * A login answer as a session or the 2FA step. The contract allows null token fields beside
 * each other; an answer that is neither breaks it, like any answer its schema refuses.
 */
export function loginOutcomeOf(route: string) {
  return (wire: LoginResponse): ResultAsync<LoginOutcome, ApiError> => {
    if (wire.access_token === null && wire.secretKeyForVerify2FA !== undefined && wire.userId !== undefined) {
      return okAsync({ kind: "TWO_FACTOR", secretKeyForVerify2FA: wire.secretKeyForVerify2FA, userId: wire.userId });
    }
    if (wire.access_token !== null && wire.user !== null) {
      return okAsync({ kind: "SESSION", accessToken: wire.access_token, expiresAt: wire.expiresAt, user: wire.user, requestEmail: wire.requestEmail });
    }
    return errAsync({ code: "RESPONSE_INVALID", status: 200, message: `Unexpected answer from ${route}.` });
  };
}

/**
 * Logins (email and password with 2FA, Google, Facebook), logout and the 2FA switch over the
 * session routes; passwords leave as the client hash.
 * @example const outcome = await createAccountSessionApi(api).logIn({ email, password, rememberMe: true, captchaToken });
 */
export function createAccountSessionApi(api: ApiClient): AccountSessionApi {
  const done = () => undefined;
  const logIn = (route: "loginWithEmailPassword" | "loginWithGoogle" | "loginWithFacebook", body: LoginWithEmailBody | LoginWithGoogleBody | LoginWithFacebookBody) =>
    api.post(`/user/${route}`, { body, response: loginResponseSchema }).andThen(loginOutcomeOf(`POST /user/${route}`));
  const twoFactor = (action: "enable" | "disable", body: TwoFactorCodeBody | DisableTwoFactorBody) => api.put(`/user/2fa/${action}`, { body, response: successSchema }).map(done);
  return {
    logIn: ({ email, password, rememberMe, captchaToken }) =>
      ResultAsync.fromSafePromise(clientPasswordHash(password)).andThen((hash) =>
        logIn("loginWithEmailPassword", { email, password: hash, rememberMe, recaptchaToken: captchaToken }),
      ),
    // In the body, not the query, so the code and challenge stay out of URLs that proxies and logs keep.
    verifyTwoFactor: ({ secretKeyForVerify2FA, userId }, code) =>
      api
        .post("/user/2fa/verify", { body: { code, secretKeyForVerify2FA, userId } satisfies VerifyTwoFactorBody, response: loginResponseSchema })
        .andThen(loginOutcomeOf("POST /user/2fa/verify")),
    // Google always gives an email, so requestEmail never applies to it.
    logInWithGoogle: (login) => logIn("loginWithGoogle", login),
    // requestEmail is true when the Facebook account has no email.
    logInWithFacebook: (login) => logIn("loginWithFacebook", login),
    logOut: () => api.post("/user/logout", { response: successSchema }).map(done),
    // 2FA stays off until enabled with a code from this secret.
    generateTwoFactorSecret: () => api.get("/user/2fa/generate", { response: generateTwoFactorResponseSchema }).map(({ secret, url }) => ({ secret: secret.base32, url })),
    enableTwoFactor: (code) => twoFactor("enable", { code }),
    // The password (or a linked provider's sign-in) beside the code: a session alone does not turn 2FA off.
    disableTwoFactor: (reauth) => reauthenticationBody(reauth).andThen((proof) => twoFactor("disable", { ...proof, code: reauth.code })),
  };
}
