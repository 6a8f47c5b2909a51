import { z } from "zod";
import { KYC_STATUSES } from "../../core/account/user";
import { userNotificationSchema } from "../../core/account/notification";
import { displayNameSchema } from "../../core/account/account-forms.schema";
import { REWARD_NAMES } from "../../core/account/rewards";
import { hasControlCharacters } from "../../core/account/profile-rules";
import { amountSchema, languageSchema, timestampSchema } from "./common.schema";
import { lazySchema, once } from "../../core/shared/lazy-schema";
import { legalStatusSchema } from "./legal.schema";

/** Where the server serves stored avatars; profile pictures it stores are this path plus a file name. */
export const AVATAR_PATH = "/v1/api/user/avatar/";
/** The multipart field carrying the avatar image (spec 1 section 7: "name, file"). */
export const AVATAR_FILE_FIELD = "file";

// Free text must not carry control characters: no page shows them and PostgreSQL refuses NUL.
const plainText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => !hasControlCharacters(text), "TEXT_INVALID");

/** Reward names on the wire, with the referral program's. */
export const profileRewardNameSchema = lazySchema(() => z.enum([...REWARD_NAMES, "Referral"]));

/** PUT /user/profile: every field optional; facebookId, when sent beside facebook, must be its uid. */
export const updateProfileBodySchema = lazySchema(() =>
  z
    .object({
      displayName: displayNameSchema.refine((name) => !hasControlCharacters(name), "TEXT_INVALID").optional(),
      isSubscribeNews: z.boolean().optional(),
      language: languageSchema.optional(),
      facebookId: z.string().max(255).optional(),
      // uid absent: the token's own user (the browser's redirect flow gives no uid).
      facebook: z.object({ uid: z.string().min(1).max(255).optional(), accessToken: z.string().min(1).max(4096) }).optional(),
      googleIdToken: z.string().min(1).max(8192).optional(),
      /** The nonce the browser's redirect flow started with: the id token must carry it. */
      googleNonce: z.string().min(16, "SOCIAL_TOKEN_INVALID").max(256, "SOCIAL_TOKEN_INVALID").optional(),
    })
    .refine((body) => body.facebookId === undefined || body.facebook === undefined || body.facebookId === body.facebook.uid, {
      path: ["facebookId"],
      message: "SOCIAL_TOKEN_INVALID",
    }),
);
/** A parsed profile update. */
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** PUT /user/profile answer: success and the rewards this update granted (for the congratulations modal). */
export const updateProfileResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    rewardsGranted: z.array(profileRewardNameSchema),
  }),
);

// The profile's shape with the amount schema of each side: decimal strings on the server, bigint in the client.
function profileShape<A extends z.ZodType>(amount: A) {
  const reward = z.object({ name: profileRewardNameSchema, amount, options: z.object({ isOpenCongratsModal: z.boolean() }) });
  return {
    reward,
    profile: z.object({
      id: z.string(),
      email: z.string(),
      displayName: z.string(),
      profilePicture: z.string().nullable(),
      accountType: z.enum(["EMAIL", "GOOGLE", "FACEBOOK"]),
      googleId: z.string().nullable(),
      googleEmail: z.string().nullable(),
      facebookId: z.string().nullable(),
      facebookName: z.string().nullable(),
      facebookEmail: z.string().nullable(),
      isActive: z.boolean(),
      isEnabled2FA: z.boolean(),
      isSubscribeNews: z.boolean(),
      language: languageSchema,
      kycStatus: z.enum(KYC_STATUSES),
      suitabilityTestPoint: z.number().nullable(),
      knowledgeTestPoint: z.number().nullable(),
      referralCode: z.string(),
      role: z.enum(["USER", "ADMIN"]),
      rewards: z.array(reward),
      kulBalance: amount,
      notifications: z.array(userNotificationSchema),
      legal: legalStatusSchema,
    }),
  };
}

const wireAmount = lazySchema(() => z.string().regex(/^\d+$/));
const wire = once(() => profileShape(wireAmount));
const client = once(() => profileShape(amountSchema));

/** GET /user/profile as the server sends it: KUL amounts as decimal strings. */
export const profileResponseSchema = lazySchema(() => wire().profile);
/** The profile answer on the wire. */
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
/** GET /user/profile as the client reads it: KUL amounts as bigint. */
export const profileSchema = lazySchema(() => client().profile);
/** The caller's profile, amounts in whole KUL. */
export type Profile = z.infer<typeof profileSchema>;

/** PUT /user/profile/avatar answer: the new picture's URL path (resolve it against the API origin). */
export const uploadAvatarResponseSchema = lazySchema(() => z.object({ success: z.literal(true), profilePicture: z.string() }));

/** GET /user/avatar/:fileName */
export const avatarParamsSchema = lazySchema(() => z.object({ fileName: z.string().max(64) }));

/** PUT /user/unlink/:social, facebook or google (any case). */
export const unlinkParamsSchema = lazySchema(() =>
  z.object({
    social: z
      .string()
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(["facebook", "google"])),
  }),
);

/** PUT /user/reward/options: the rewards with isOpenCongratsModal false once the modal showed. */
export const rewardOptionsBodySchema = lazySchema(() =>
  z.object({
    rewards: z
      .array(z.object({ name: profileRewardNameSchema, options: z.object({ isOpenCongratsModal: z.boolean() }) }))
      .max(100),
  }),
);
/** PUT /user/reward/options answer: the caller's rewards as they now stand (wire amounts). */
export const rewardOptionsResponseSchema = lazySchema(() => z.object({ success: z.literal(true), rewards: z.array(wire().reward) }));
/** The same answer as the client reads it. */
export const rewardOptionsSchema = lazySchema(() => z.object({ success: z.literal(true), rewards: z.array(client().reward) }));

/** PUT /user/notification/mark-as-read */
export const markAsReadBodySchema = lazySchema(() => z.object({ timestamp: timestampSchema }));
/** How many notifications changed (0: already read or none at that time). */
export const markAsReadResponseSchema = lazySchema(() => z.object({ success: z.literal(true), updated: z.number().int().nonnegative() }));

const consentFlags = lazySchema(() =>
  z.object({
    analytics: z.boolean(),
    essential: z.boolean(),
    marketing: z.boolean(),
    personalization: z.boolean(),
    uncategorized: z.boolean(),
  }),
);

/** POST /cookie-consent (spec 1 section 3); userAgent defaults to the request's User-Agent header. */
export const cookieConsentBodySchema = lazySchema(() =>
  z.object({
    action: z.enum(["allow", "deny"]),
    bannerText: plainText(4000),
    url: z.url({ protocol: /^https?$/ }).max(2048),
    userAgent: plainText(1024).optional(),
    consents: consentFlags.partial().optional(),
  }),
);
/** A parsed consent record. */
export type CookieConsentBody = z.infer<typeof cookieConsentBodySchema>;
/** The stored record's id and the categories kept. */
export const cookieConsentResponseSchema = lazySchema(() => z.object({ success: z.literal(true), id: z.string(), consents: consentFlags }));
