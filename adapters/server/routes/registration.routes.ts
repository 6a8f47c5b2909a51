import { activateAccount } from "../../../core/account/use-cases/activate-account";
import { register } from "../../../core/account/use-cases/register";
import { resetPassword } from "../../../core/account/use-cases/reset-password";
import { sendConfirmationEmail } from "../../../core/account/use-cases/send-confirmation-email";
import { sendForgotPasswordEmail } from "../../../core/account/use-cases/send-forgot-password-email";
import { updateEmail } from "../../../core/account/use-cases/update-email";
import {
  activateBodySchema,
  outboxQuerySchema,
  outboxResponseSchema,
  registrationBodySchema,
  registrationSuccessSchema,
  resetPasswordBodySchema,
  sendConfirmationEmailBodySchema,
  sendForgotPasswordEmailBodySchema,
  updateUserEmailBodySchema,
  updateUserEmailResponseSchema,
} from "../../api-contract/registration.schema";
import { toReauthProof } from "../../api-contract/reauthentication.schema";
import { orThrow, type ErrorStatuses } from "../api-error";
import { authOf } from "../auth";
import { TEST_AIDS_ENVIRONMENTS } from "../config-rules";
import { limitRequests } from "../request-limits";
import type { RouteModule } from "../route-module";

/** Statuses of the registration codes the suffix conventions of api-error.ts would get wrong. */
export const REGISTRATION_ERROR_STATUSES: ErrorStatuses = {
  // The token is valid but its user is gone: log in again.
  USER_NOT_FOUND: 401,
  // The signed-in user's confirmation link is for someone else (spec 1 section 8: the web app logs out).
  CONFIRMATION_CODE_MISMATCH: 403,
};

const SUCCESS = { success: true as const };
const success = { response: { 200: registrationSuccessSchema } };

/**
 * Registration and email routes: register, (re)send and use the confirmation code, change the
 * email, forgot and reset password; GET /dev/outbox in local, develop and alpha only. Signed-in
 * routes act on `request.auth.userId` only; the public ones answer alike whether an account exists.
 */
export const registerRegistrationRoutes: RouteModule = (app, deps, config) => {
  const auth = { preHandler: app.authenticate };
  const statuses = REGISTRATION_ERROR_STATUSES;

  app.post("/user/registration", { onRequest: limitRequests(deps, config, "register"), schema: { body: registrationBodySchema, ...success } }, async (request) => {
    orThrow(await register(deps, { ...request.body, remoteIp: request.ip }), statuses);
    return SUCCESS;
  });

  app.post("/user/send-confirmation-email", { ...auth, schema: { body: sendConfirmationEmailBodySchema, ...success } }, async (request) => {
    orThrow(await sendConfirmationEmail(deps, { ...request.body, userId: authOf(request).userId, remoteIp: request.ip }), statuses);
    return SUCCESS;
  });

  app.put("/user/activate", { ...auth, schema: { body: activateBodySchema, ...success } }, async (request) => {
    orThrow(await activateAccount({ ...deps, adminEmails: config.adminEmails }, { ...request.body, userId: authOf(request).userId, remoteIp: request.ip }), statuses);
    return SUCCESS;
  });

  app.put(
    "/user/update-user-email",
    {
      ...auth,
      schema: {
        summary: "Moves the account to a new, unconfirmed email once the caller re-authenticates (password or a linked provider's fresh sign-in token; the 2FA code when on); the old address is told",
        body: updateUserEmailBodySchema,
        response: { 200: updateUserEmailResponseSchema },
      },
    },
    async (request) => {
      const { email, language, recaptchaToken } = request.body;
      const input = { email, language, recaptchaToken, proof: toReauthProof(request.body), userId: authOf(request).userId, remoteIp: request.ip };
      const { user } = orThrow(await updateEmail(deps, input), statuses);
      return { success: true as const, email: user.email, isActive: user.isActive };
    },
  );

  app.post("/user/send-forgot-password-email", { schema: { body: sendForgotPasswordEmailBodySchema, ...success } }, async (request) => {
    orThrow(await sendForgotPasswordEmail(deps, { ...request.body, remoteIp: request.ip }), statuses);
    return SUCCESS;
  });

  app.put("/user/reset-password", { schema: { body: resetPasswordBodySchema, ...success } }, async (request) => {
    orThrow(await resetPassword(deps, { ...request.body, remoteIp: request.ip }), statuses);
    return SUCCESS;
  });

  // The outbox holds every mail's codes and links: readable only where test aids are allowed
  // (local, develop, alpha), never in production.
  if (TEST_AIDS_ENVIRONMENTS.has(config.environment)) {
    app.get("/dev/outbox", { schema: { querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } } }, async (request) => ({
      mails: orThrow(await deps.storage.outbox.list(request.query), statuses),
    }));
  }
};
