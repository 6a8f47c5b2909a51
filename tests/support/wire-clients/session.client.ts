// A wire client for the server's route tests: typed calls that answer what goes over HTTP, which
// the API ports of adapters/http-client turn into domain values.
import type { ResultAsync } from "neverthrow";
import { successSchema, type Success } from "../../../adapters/api-contract/common.schema";
import {
  generateTwoFactorResponseSchema,
  loginResponseSchema,
  type GenerateTwoFactorResponse,
  type LoginResponse,
  type LoginWithEmailBody,
  type LoginWithFacebookBody,
  type LoginWithGoogleBody,
  type VerifyTwoFactorBody,
  type VerifyTwoFactorQuery,
} from "../../../adapters/api-contract/session.schema";
import type { ApiClient, ApiClientError } from "../../../adapters/http-client/api-client";
import type { DisableTwoFactorBody } from "../../../adapters/api-contract/session.schema";

type Call<T> = ResultAsync<T, ApiClientError>;

/**
 * Typed calls of the login and session routes over the base client.
 * @example const session = createSessionClient(api); const answer = await session.loginWithEmailPassword({ email, password: sha256Hex, recaptchaToken });
 */
export function createSessionClient(api: ApiClient) {
  return {
    /** POST /user/loginWithEmailPassword: a token, or the 2FA step (secretKeyForVerify2FA, userId). */
    loginWithEmailPassword: (body: LoginWithEmailBody): Call<LoginResponse> => api.post("/user/loginWithEmailPassword", { body, response: loginResponseSchema }),
    /** POST /user/2fa/verify: the 2FA step's code and challenge in the body; answers the token. */
    verifyTwoFactor: (body: VerifyTwoFactorBody): Call<LoginResponse> => api.post("/user/2fa/verify", { body, response: loginResponseSchema }),
    /** GET /user/2fa/verify, deprecated: the same with code and challenge in the query, as the spec's client sends them. */
    verifyTwoFactorByQuery: (query: VerifyTwoFactorQuery): Call<LoginResponse> => api.get("/user/2fa/verify", { query, response: loginResponseSchema }),
    /** POST /user/loginWithGoogle: requestEmail never applies (Google always gives an email). */
    loginWithGoogle: (body: LoginWithGoogleBody): Call<LoginResponse> => api.post("/user/loginWithGoogle", { body, response: loginResponseSchema }),
    /** POST /user/loginWithFacebook: requestEmail true when the Facebook account has no email. */
    loginWithFacebook: (body: LoginWithFacebookBody): Call<LoginResponse> => api.post("/user/loginWithFacebook", { body, response: loginResponseSchema }),
    /** POST /user/logout: the current token stops working. */
    logout: (): Call<Success> => api.post("/user/logout", { response: successSchema }),
    /** GET /user/2fa/generate: backup key and QR code URL; 2FA stays off until enabled. */
    generateTwoFactor: (): Call<GenerateTwoFactorResponse> => api.get("/user/2fa/generate", { response: generateTwoFactorResponseSchema }),
    /** PUT /user/2fa/enable with the authenticator's current code. */
    enableTwoFactor: (code: string): Call<Success> => api.put("/user/2fa/enable", { body: { code }, response: successSchema }),
    /** PUT /user/2fa/disable with the authenticator's current code and the password's client hash (or a linked provider's sign-in). */
    disableTwoFactor: (body: DisableTwoFactorBody): Call<Success> => api.put("/user/2fa/disable", { body, response: successSchema }),
  };
}
/** The session calls. */
export type SessionClient = ReturnType<typeof createSessionClient>;
