import type { FastifyReply, FastifyRequest } from "fastify";
import { clearRewardFlags } from "../../../core/account/use-cases/clear-reward-flags";
import { getAvatar } from "../../../core/account/use-cases/get-avatar";
import { getProfile } from "../../../core/account/use-cases/get-profile";
import { type ProfileReward, type ProfileView } from "../../../core/account/profile-view";
import { markNotificationRead } from "../../../core/account/use-cases/mark-notification-read";
import { recordCookieConsent } from "../../../core/account/use-cases/record-cookie-consent";
import { unlinkSocial } from "../../../core/account/use-cases/unlink-social";
import { updateProfile } from "../../../core/account/use-cases/update-profile";
import { uploadAvatar } from "../../../core/account/use-cases/upload-avatar";
import { amountToWire } from "../../api-contract/common.schema";
import {
  AVATAR_PATH,
  avatarParamsSchema,
  cookieConsentBodySchema,
  cookieConsentResponseSchema,
  markAsReadBodySchema,
  markAsReadResponseSchema,
  profileResponseSchema,
  rewardOptionsBodySchema,
  rewardOptionsResponseSchema,
  unlinkParamsSchema,
  updateProfileBodySchema,
  updateProfileResponseSchema,
  uploadAvatarResponseSchema,
  type ProfileResponse,
} from "../../api-contract/profile.schema";
import { reauthenticationBodySchema, toReauthProof } from "../../api-contract/reauthentication.schema";
import { ApiError, orThrow, type ErrorStatuses } from "../api-error";
import { authOf } from "../auth";
import type { RouteModule } from "../route-module";

/** Statuses of the profile codes the suffix conventions of api-error.ts would get wrong. */
export const PROFILE_ERROR_STATUSES: ErrorStatuses = {
  // The token is valid but its user is gone: log in again.
  USER_NOT_FOUND: 401,
  SOCIAL_ACCOUNT_IN_USE: 409,
  SOCIAL_NOT_CONNECTED: 409,
  SOCIAL_TOKEN_INVALID: 400,
  AVATAR_FILE_TOO_LARGE: 413,
  AVATAR_FILE_TYPE_NOT_ALLOWED: 415,
};

/**
 * The bytes of the first file part, read a little past the limit so the core, not the stream,
 * decides what is too large. Fastify's own errors (size limits, not multipart) pass through;
 * a broken multipart body from busboy is the client's fault (400), not a server error.
 */
async function readAvatarPart(request: FastifyRequest, limitBytes: number): Promise<Uint8Array> {
  try {
    const part = await request.file({ limits: { fileSize: limitBytes + 1, files: 1 } });
    if (part === undefined) throw new ApiError(400, "AVATAR_FILE_REQUIRED");
    return new Uint8Array(await part.toBuffer());
  } catch (error) {
    if (error instanceof ApiError || typeof (error as { code?: unknown }).code === "string") throw error;
    throw new ApiError(400, "BODY_INVALID");
  }
}

const wireReward = (r: ProfileReward) => ({ ...r, amount: amountToWire(r.amount) });

/** The profile with KUL amounts as decimal strings. */
export function profileToWire(profile: ProfileView): ProfileResponse {
  return { ...profile, rewards: profile.rewards.map(wireReward), kulBalance: amountToWire(profile.kulBalance), notifications: [...profile.notifications] };
}

/**
 * Profile routes: the caller's profile, its update (connecting Google or Facebook), avatar
 * upload and serving, unlinking a social account, congratulation flags, notification
 * read marks and the cookie-consent record. Every user route acts on `request.auth.userId` only.
 */
export const registerProfileRoutes: RouteModule = (app, deps, config) => {
  const auth = { preHandler: app.authenticate };
  const statuses = PROFILE_ERROR_STATUSES;

  app.get("/user/profile", { ...auth, schema: { response: { 200: profileResponseSchema } } }, async (request) =>
    profileToWire(orThrow(await getProfile(deps, { userId: authOf(request).userId }), statuses)),
  );

  app.put(
    "/user/profile",
    { ...auth, schema: { body: updateProfileBodySchema, response: { 200: updateProfileResponseSchema } } },
    async (request) => {
      const { facebookId: _checked, ...fields } = request.body;
      const result = orThrow(await updateProfile(deps, { ...fields, userId: authOf(request).userId }), statuses);
      return { success: true as const, rewardsGranted: result.rewardsGranted };
    },
  );

  app.put("/user/profile/avatar", { ...auth, schema: { response: { 200: uploadAvatarResponseSchema } } }, async (request) => {
    const content = await readAvatarPart(request, config.avatarLimitBytes);
    const avatarUrl = (fileName: string) => `${AVATAR_PATH}${fileName}`;
    const uploaded = orThrow(await uploadAvatar({ ...deps, avatarUrl }, { userId: authOf(request).userId, content }), statuses);
    return { success: true as const, profilePicture: uploaded.profilePicture };
  });

  // Public on purpose: an <img> tag sends no Bearer token; the random 122-bit name is the capability.
  app.get("/user/avatar/:fileName", { schema: { params: avatarParamsSchema } }, async (request, reply) => {
    const file = orThrow(await getAvatar(deps, { fileName: request.params.fileName }), statuses);
    return reply
      .header("content-type", file.contentType)
      .header("cache-control", "private, max-age=86400, immutable")
      .header("content-security-policy", "default-src 'none'")
      .send(Buffer.from(file.content));
  });

  const unlinkSchema = {
    summary: "Unlinks Google or Facebook once the caller re-authenticates (password or a linked provider's fresh sign-in token; the 2FA code when on)",
    params: unlinkParamsSchema, body: reauthenticationBodySchema, response: { 200: updateProfileResponseSchema.pick({ success: true }) } };
  app.put("/user/unlink/:social", { ...auth, schema: unlinkSchema }, async (request) => {
    const provider = request.params.social === "google" ? "GOOGLE" : "FACEBOOK";
    orThrow(await unlinkSocial(deps, { userId: authOf(request).userId, provider, proof: toReauthProof(request.body), remoteIp: request.ip }), statuses);
    return { success: true as const };
  });

  app.put(
    "/user/reward/options",
    { ...auth, schema: { body: rewardOptionsBodySchema, response: { 200: rewardOptionsResponseSchema } } },
    async (request) => {
      const rewards = orThrow(await clearRewardFlags(deps, { userId: authOf(request).userId, rewards: request.body.rewards }), statuses);
      return { success: true as const, rewards: rewards.map(wireReward) };
    },
  );

  app.put(
    "/user/notification/mark-as-read",
    { ...auth, schema: { body: markAsReadBodySchema, response: { 200: markAsReadResponseSchema } } },
    async (request) => {
      const { updated } = orThrow(await markNotificationRead(deps, { userId: authOf(request).userId, timestamp: request.body.timestamp }), statuses);
      return { success: true as const, updated };
    },
  );

  // Visitors record consent too; a token, when sent, must be valid, and links the record to its user.
  const optionalAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== undefined) await app.authenticate.call(app, request, reply);
  };
  app.post(
    "/cookie-consent",
    { preHandler: optionalAuth, schema: { body: cookieConsentBodySchema, response: { 200: cookieConsentResponseSchema } } },
    async (request) => {
      // The consents sent are not used: the core records the categories of the button pressed.
      const { consents: _sent, userAgent, ...record } = request.body;
      const input = { ...record, userId: request.auth?.userId ?? null, userAgent: userAgent ?? (request.headers["user-agent"] ?? "").slice(0, 1024) };
      const saved = orThrow(await recordCookieConsent(deps, input), statuses);
      return { success: true as const, ...saved };
    },
  );
};
