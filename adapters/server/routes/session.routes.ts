import type { UserRecord } from "../../../core/ports/storage.port";
import { disableTwoFactor } from "../../../core/account/use-cases/disable-two-factor";
import { enableTwoFactor } from "../../../core/account/use-cases/enable-two-factor";
import { generateTwoFactor } from "../../../core/account/use-cases/generate-two-factor";
import { loginWithEmail } from "../../../core/account/use-cases/login-with-email";
import { loginWithSocial } from "../../../core/account/use-cases/login-with-social";
import { logout } from "../../../core/account/use-cases/logout";
import type { LoginOutcome } from "../../../core/account/login-session";
import { verifyTwoFactor } from "../../../core/account/use-cases/verify-two-factor";
import { successSchema } from "../../api-contract/common.schema";
import { toReauthProof } from "../../api-contract/reauthentication.schema";
import {
  disableTwoFactorBodySchema,
  generateTwoFactorResponseSchema,
  loginResponseSchema,
  loginWithEmailBodySchema,
  loginWithFacebookBodySchema,
  loginWithGoogleBodySchema,
  twoFactorCodeBodySchema,
  verifyTwoFactorBodySchema,
  verifyTwoFactorQuerySchema,
  type LoginResponse,
  type SessionUser,
} from "../../api-contract/session.schema";
import { orThrow, type ErrorStatuses } from "../api-error";
import { authOf } from "../auth";
import { limitRequests } from "../request-limits";
import type { RouteModule } from "../route-module";

/** Statuses of the session codes the suffix conventions of api-error.ts would get wrong. */
export const SESSION_ERROR_STATUSES: ErrorStatuses = {
  LOGIN_CREDENTIALS_INVALID: 401,
  TWO_FACTOR_CHALLENGE_INVALID: 401,
  SOCIAL_TOKEN_INVALID: 401,
  // The token is valid but its user is gone: log in again.
  USER_NOT_FOUND: 401,
  TWO_FACTOR_NOT_ENABLED: 409,
  TWO_FACTOR_NOT_GENERATED: 409,
};

/** The user part of a login answer. */
export function toSessionUser(user: UserRecord): SessionUser {
  const { id, email, displayName, profilePicture, accountType, isActive, isEnabled2FA, kycStatus, language, referralCode } = user;
  return { id, email, displayName, profilePicture, accountType, isActive, isEnabled2FA, kycStatus, language, referralCode };
}

/** A login outcome on the wire: a session, or the 2FA step without a token. */
export function toLoginResponse(outcome: LoginOutcome): LoginResponse {
  if (outcome.kind === "TWO_FACTOR") {
    const { secretKeyForVerify2FA, userId } = outcome;
    return { access_token: null, expiresAt: null, user: null, requestEmail: false, secretKeyForVerify2FA, userId };
  }
  return { access_token: outcome.accessToken, expiresAt: outcome.expiresAt, user: toSessionUser(outcome.user), requestEmail: outcome.requestEmail };
}

const SUCCESS = { success: true as const };
const login = { 200: loginResponseSchema };

/**
 * Login and session routes: email and password (throttled, with the 2FA step), Google and
 * Facebook, the 2FA step's verify, logout (revokes the token's session), and the signed-in
 * user's 2FA generate, enable and disable, which act on `request.auth.userId` only.
 */
export const registerSessionRoutes: RouteModule = (app, deps, config) => {
  const auth = { preHandler: app.authenticate };
  // Every way in counts against the client network's login limit, shared by all instances.
  const limited = { onRequest: limitRequests(deps, config, "login") };
  const statuses = SESSION_ERROR_STATUSES;

  app.post("/user/loginWithEmailPassword", { ...limited, schema: { body: loginWithEmailBodySchema, response: login } }, async (request) =>
    toLoginResponse(orThrow(await loginWithEmail(deps, { ...request.body, remoteIp: request.ip }), statuses)),
  );

  // The code and challenge travel in the body, out of URLs that proxies and request logs keep.
  app.post("/user/2fa/verify", { ...limited, schema: { body: verifyTwoFactorBodySchema, response: login } }, async (request) =>
    toLoginResponse(orThrow(await verifyTwoFactor(deps, { ...request.body, remoteIp: request.ip }), statuses)),
  );

  // The spec's form, kept for its clients; the request log redacts its query (app.ts).
  app.get("/user/2fa/verify", { ...limited, schema: { querystring: verifyTwoFactorQuerySchema, response: login, deprecated: true } }, async (request) =>
    toLoginResponse(orThrow(await verifyTwoFactor(deps, { ...request.query, remoteIp: request.ip }), statuses)),
  );

  app.post("/user/loginWithGoogle", { ...limited, schema: { body: loginWithGoogleBodySchema, response: login } }, async (request) => {
    const { googleIdToken, nonce, ...rest } = request.body;
    return toLoginResponse(orThrow(await loginWithSocial(deps, { ...rest, credential: { provider: "GOOGLE", idToken: googleIdToken, nonce } }), statuses));
  });

  app.post("/user/loginWithFacebook", { ...limited, schema: { body: loginWithFacebookBodySchema, response: login } }, async (request) => {
    const { uid, accessToken, ...rest } = request.body;
    const credential = { provider: "FACEBOOK" as const, uid: uid ?? null, accessToken };
    return toLoginResponse(orThrow(await loginWithSocial(deps, { ...rest, credential }), statuses));
  });

  app.post("/user/logout", { ...auth, schema: { response: { 200: successSchema } } }, async (request) => {
    orThrow(await logout(deps, { sessionId: authOf(request).sessionId }), statuses);
    return SUCCESS;
  });

  app.get("/user/2fa/generate", { ...auth, schema: { response: { 200: generateTwoFactorResponseSchema } } }, async (request) => {
    const { secret, url } = orThrow(await generateTwoFactor(deps, { userId: authOf(request).userId }), statuses);
    return { secret: { base32: secret }, url };
  });

  app.put("/user/2fa/enable", { ...auth, schema: { body: twoFactorCodeBodySchema, response: { 200: successSchema } } }, async (request) => {
    orThrow(await enableTwoFactor(deps, { userId: authOf(request).userId, code: request.body.code }), statuses);
    return SUCCESS;
  });

  const disableSummary = "Turns 2FA off with the current code and the password (or, without one, a linked provider's fresh sign-in token)";
  app.put("/user/2fa/disable", { ...auth, schema: { summary: disableSummary, body: disableTwoFactorBodySchema, response: { 200: successSchema } } }, async (request) => {
    orThrow(await disableTwoFactor(deps, { userId: authOf(request).userId, proof: toReauthProof(request.body), remoteIp: request.ip }), statuses);
    return SUCCESS;
  });
};
