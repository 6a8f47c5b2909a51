import { z } from "zod";
import { acceptTermsSchema, emailSchema } from "../../core/account/account-forms.schema";
import { DISPLAY_NAME_MAX_LENGTH } from "../../core/account/profile-rules";
import { CLIENT_PASSWORD_HASH_PATTERN, CONTROL_CHARACTER_PATTERN } from "../../core/account/registration-rules";
import { EMAIL_TOKEN_PATTERN } from "../../core/account/email-token";
import { RECAPTCHA_TOKEN_MAX_LENGTH } from "../captcha/recaptcha.adapter";
import { legalVersionsSchema } from "./legal.schema";
import { languageSchema, successSchema, timestampSchema } from "./common.schema";
import { MAIL_KINDS } from "../../core/ports/mail.port";
import type { OutboxQuery as StoredOutboxQuery } from "../../core/ports/account-storage.port";
import { reauthenticationFields } from "./reauthentication.schema";

// Each schema's messages are core error codes, so the server's 400 names the field in the caller's language.

/** The human-check token every registration route needs (spec 1 section 5). */
export const recaptchaTokenSchema = z
  .string({ error: "CAPTCHA_REQUIRED" })
  .min(1, "CAPTCHA_REQUIRED")
  .max(RECAPTCHA_TOKEN_MAX_LENGTH, "CAPTCHA_INVALID");

/** The password as sent: the lower-case SHA-256 hex the web app computes (decisions.md). */
export const clientPasswordHashSchema = z.string({ error: "PASSWORD_REQUIRED" }).regex(CLIENT_PASSWORD_HASH_PATTERN, "PASSWORD_HASH_INVALID");

/** A referral code as typed or kept in the invite cookie; the core normalises and checks it. */
export const referralCodeSchema = z.string().max(32, "REFERRAL_CODE_INVALID");

const emailedToken = (code: string) => z.string({ error: code }).regex(EMAIL_TOKEN_PATTERN, code);

/** POST /user/registration: the register form (spec 1 section 3) plus language. */
export const registrationBodySchema = z.object({
  email: emailSchema,
  password: clientPasswordHashSchema,
  // Control characters never belong in a name shown on pages, and PostgreSQL refuses NUL.
  displayName: z.string().max(DISPLAY_NAME_MAX_LENGTH, "DISPLAY_NAME_TOO_LONG").refine((name) => !CONTROL_CHARACTER_PATTERN.test(name), "DISPLAY_NAME_INVALID").optional(),
  isSubscribeNews: z.boolean().default(true),
  isAcceptTerms: acceptTermsSchema.optional(),
  // The terms and privacy policy versions the register page showed; the ones in force when left out.
  legalVersions: legalVersionsSchema.optional(),
  language: languageSchema.default("en"),
  referralCode: referralCodeSchema.optional(),
  recaptchaToken: recaptchaTokenSchema,
});
/** A registration body as the client builds it. */
export type RegistrationBody = z.input<typeof registrationBodySchema>;

/** POST /user/send-confirmation-email (signed in). */
export const sendConfirmationEmailBodySchema = z.object({
  language: languageSchema.optional(),
  recaptchaToken: recaptchaTokenSchema,
});
export type SendConfirmationEmailBody = z.input<typeof sendConfirmationEmailBodySchema>;

/** PUT /user/activate (signed in): the ConfirmEmail link's code and email. */
export const activateBodySchema = z.object({
  confirmationCode: emailedToken("CONFIRMATION_CODE_INVALID"),
  email: emailSchema,
  referralCode: referralCodeSchema.optional(),
  recaptchaToken: recaptchaTokenSchema,
});
export type ActivateBody = z.input<typeof activateBodySchema>;

/** PUT /user/update-user-email (signed in): the new address, and the re-authentication a move to it needs. */
export const updateUserEmailBodySchema = z.object({
  email: emailSchema,
  language: languageSchema.optional(),
  recaptchaToken: recaptchaTokenSchema,
  ...reauthenticationFields,
});
export type UpdateUserEmailBody = z.input<typeof updateUserEmailBodySchema>;

/** PUT /user/update-user-email answer: the address now waiting for confirmation. */
export const updateUserEmailResponseSchema = z.object({ success: z.literal(true), email: z.string(), isActive: z.boolean() });
export type UpdateUserEmailResponse = z.infer<typeof updateUserEmailResponseSchema>;

/** POST /user/send-forgot-password-email. */
export const sendForgotPasswordEmailBodySchema = z.object({
  email: emailSchema,
  language: languageSchema.optional(),
  recaptchaToken: recaptchaTokenSchema,
});
export type SendForgotPasswordEmailBody = z.input<typeof sendForgotPasswordEmailBodySchema>;

/** PUT /user/reset-password: the ResetPassword link's email and token, and the new password hash. */
export const resetPasswordBodySchema = z.object({
  email: emailSchema,
  password: clientPasswordHashSchema,
  resetPasswordToken: emailedToken("RESET_PASSWORD_TOKEN_INVALID"),
  recaptchaToken: recaptchaTokenSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** The success-only answer of the other registration routes. */
export const registrationSuccessSchema = successSchema;

/** GET /dev/outbox query (local environment only): mails to one address, newest first. */
export const outboxQuerySchema = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
/** The outbox query as a client sends it: the limit may be left to the server's default. */
export type OutboxQuery = Partial<StoredOutboxQuery>;

/** One mail of the outbox. */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  kind: z.enum(MAIL_KINDS),
  language: languageSchema,
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: timestampSchema,
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** GET /dev/outbox answer. */
export const outboxResponseSchema = z.object({ mails: z.array(outboxMailSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
