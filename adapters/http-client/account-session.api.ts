import { errAsync, okAsync, ResultAsync } from "neverthrow";
import type { AccountApiPort, LoginOutcome } from "../../core/ports/account-api.port";
import type { ApiError } from "../../core/ports/api.errors";
import type { LoginResponse } from "../api-contract/session.schema";
import type { ApiClient } from "./api-client";
import { clientPasswordHash } from "./password-hash";
import { createSessionClient } from "./session.client";

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
 * session client; passwords leave as the client hash.
 * @example const outcome = await createAccountSessionApi(api).logIn({ email, password, rememberMe: true, captchaToken });
 */
export function createAccountSessionApi(api: ApiClient): AccountSessionApi {
  const session = createSessionClient(api);
  const done = () => undefined;
  return {
    logIn: ({ email, password, rememberMe, captchaToken }) =>
      ResultAsync.fromSafePromise(clientPasswordHash(password))
        .andThen((hash) => session.loginWithEmailPassword({ email, password: hash, rememberMe, recaptchaToken: captchaToken }))
        .andThen(loginOutcomeOf("POST /user/loginWithEmailPassword")),
    verifyTwoFactor: ({ secretKeyForVerify2FA, userId }, code) =>
      session.verifyTwoFactor({ code, secretKeyForVerify2FA, userId }).andThen(loginOutcomeOf("GET /user/2fa/verify")),
    logInWithGoogle: (login) => session.loginWithGoogle(login).andThen(loginOutcomeOf("POST /user/loginWithGoogle")),
    logInWithFacebook: (login) => session.loginWithFacebook(login).andThen(loginOutcomeOf("POST /user/loginWithFacebook")),
    logOut: () => session.logout().map(done),
    generateTwoFactorSecret: () => session.generateTwoFactor().map(({ secret, url }) => ({ secret: secret.base32, url })),
    enableTwoFactor: (code) => session.enableTwoFactor(code).map(done),
    disableTwoFactor: (code) => session.disableTwoFactor(code).map(done),
  };
}
