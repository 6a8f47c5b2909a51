import { z } from "zod";
import { legalVersionsSchema } from "./legal.schema";
import { emailSchema, twoFactorCodeSchema } from "../../core/account/account-forms.schema";
import { languageSchema, timestampSchema } from "./common.schema";
import { sessionUserSchema } from "./session-user.schema";
import { clientPasswordHashSchema, recaptchaTokenSchema, referralCodeSchema } from "./registration.schema";
import { reauthenticationFields } from "./reauthentication.schema";

export { sessionUserSchema, type SessionUser } from "./session-user.schema";

// Each schema's messages are core error codes, so the server's 400 names the field in the caller's language.

/** Longest provider token accepted (Google id tokens are ~1 KB, Facebook tokens a few hundred bytes). */
export const SOCIAL_TOKEN_MAX_LENGTH = 8192;
const socialToken = z.string({ error: "SOCIAL_TOKEN_INVALID" }).min(1, "SOCIAL_TOKEN_INVALID").max(SOCIAL_TOKEN_MAX_LENGTH, "SOCIAL_TOKEN_INVALID");
// Off unless asked for: a 12-hour session by default, 90 days only on request (decisions.md "remember me").
const rememberMe = z.boolean().default(false);

/** POST /user/loginWithEmailPassword: the login form; password is the client's SHA-256 hex. */
export const loginWithEmailBodySchema = z.object({
  email: emailSchema,
  password: clientPasswordHashSchema,
  rememberMe,
  recaptchaToken: recaptchaTokenSchema,
});
export type LoginWithEmailBody = z.input<typeof loginWithEmailBodySchema>;

/** The nonce a redirect sign-in started with (core/account/social-sign-in.ts). */
const socialNonce = z.string({ error: "SOCIAL_TOKEN_INVALID" }).min(16, "SOCIAL_TOKEN_INVALID").max(256, "SOCIAL_TOKEN_INVALID");

/** POST /user/loginWithGoogle: the id token from Google sign-in; the nonce when it came through the browser's redirect flow. */
export const loginWithGoogleBodySchema = z.object({
  googleIdToken: socialToken,
  nonce: socialNonce.optional(),
  referralCode: referralCodeSchema.optional(),
  language: languageSchema.default("en"),
  rememberMe,
  // Sign-up from the register page: the terms, privacy and AML policy accepted, and the versions shown.
  isAcceptTerms: z.boolean().optional(),
  legalVersions: legalVersionsSchema.optional(),
});
export type LoginWithGoogleBody = z.input<typeof loginWithGoogleBodySchema>;

/** POST /user/loginWithFacebook: the access token, and the SDK's user id (absent from the browser's redirect flow: the token's own user). */
export const loginWithFacebookBodySchema = z.object({
  uid: z.string({ error: "SOCIAL_TOKEN_INVALID" }).min(1, "SOCIAL_TOKEN_INVALID").max(255, "SOCIAL_TOKEN_INVALID").optional(),
  accessToken: socialToken,
  referralCode: referralCodeSchema.optional(),
  language: languageSchema.default("en"),
  rememberMe,
  // Sign-up from the register page: the terms, privacy and AML policy accepted, and the versions shown.
  isAcceptTerms: z.boolean().optional(),
  legalVersions: legalVersionsSchema.optional(),
});
export type LoginWithFacebookBody = z.input<typeof loginWithFacebookBodySchema>;

/** POST /user/2fa/verify body (and the deprecated GET's query): the code, and what the login's 2FA step answered. */
export const verifyTwoFactorBodySchema = z.object({
  code: twoFactorCodeSchema,
  secretKeyForVerify2FA: z.string({ error: "TWO_FACTOR_CHALLENGE_INVALID" }).min(1, "TWO_FACTOR_CHALLENGE_INVALID").max(4096, "TWO_FACTOR_CHALLENGE_INVALID"),
  userId: z.string({ error: "TWO_FACTOR_CHALLENGE_INVALID" }).min(1, "TWO_FACTOR_CHALLENGE_INVALID").max(128, "TWO_FACTOR_CHALLENGE_INVALID"),
});
export type VerifyTwoFactorBody = z.input<typeof verifyTwoFactorBodySchema>;
/** The spec's GET /user/2fa/verify query: the same fields as the POST body. */
export const verifyTwoFactorQuerySchema = verifyTwoFactorBodySchema;
export type VerifyTwoFactorQuery = VerifyTwoFactorBody;

/** PUT /user/2fa/enable. */
export const twoFactorCodeBodySchema = z.object({ code: twoFactorCodeSchema });
export type TwoFactorCodeBody = z.input<typeof twoFactorCodeBodySchema>;

/** PUT /user/2fa/disable: the current code and the rest of the re-authentication (the password, or a linked provider's sign-in). */
export const disableTwoFactorBodySchema = z.object({ ...reauthenticationFields, code: twoFactorCodeSchema });
export type DisableTwoFactorBody = z.input<typeof disableTwoFactorBodySchema>;


/**
 * Every login answer (spec 1 section 3): a token, its expiry (ms) and the user; or, for a 2FA
 * account, no token but secretKeyForVerify2FA and userId for POST /user/2fa/verify. requestEmail
 * is true when a social account has no email yet.
 */
export const loginResponseSchema = z.object({
  access_token: z.string().nullable(),
  expiresAt: timestampSchema.nullable(),
  user: z.nullable(sessionUserSchema),
  requestEmail: z.boolean(),
  secretKeyForVerify2FA: z.string().optional(),
  userId: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /user/2fa/generate: the backup key and the otpauth:// URL for the QR code. */
export const generateTwoFactorResponseSchema = z.object({ secret: z.object({ base32: z.string() }), url: z.string() });
export type GenerateTwoFactorResponse = z.infer<typeof generateTwoFactorResponseSchema>;
