import type { Result } from "neverthrow";
import { z } from "zod";
import {
  validateAcceptTerms,
  validateConfirmPassword,
  validateEmail,
  validateLoginPassword,
  validateRegisterPassword,
} from "./credential-rules";
import { validateDisplayName, validateTwoFactorCode } from "./profile-rules";
import { lazySchema } from "../shared/lazy-schema";

// Every issue's message is the rule's error code, so a client renders `errors:<message>` and
// the server returns the same codes it would have shown: one rule, two callers.
function fromRule<T, C extends string>(requiredCode: C, rule: (value: string) => Result<T, C>) {
  return z.string({ error: requiredCode }).transform((value, ctx) =>
    rule(value).match(
      (valid) => valid,
      (code) => {
        ctx.addIssue({ code: "custom", message: code });
        return z.NEVER;
      },
    ),
  );
}

/** Email field: trimmed, lower-cased, valid. */
export const emailSchema = lazySchema(() => fromRule("EMAIL_REQUIRED", validateEmail));
/** Register and reset password field (client side only: the server receives the SHA-256 hex). */
export const newPasswordSchema = lazySchema(() => fromRule("PASSWORD_REQUIRED", validateRegisterPassword));
/** Login password field: only required. */
export const loginPasswordSchema = lazySchema(() => fromRule("PASSWORD_REQUIRED", validateLoginPassword));
/** Profile display name field. */
export const displayNameSchema = lazySchema(() => fromRule("DISPLAY_NAME_REQUIRED", validateDisplayName));
/** 2FA code field: six digits, spaces dropped. */
export const twoFactorCodeSchema = lazySchema(() => fromRule("TWO_FACTOR_CODE_REQUIRED", validateTwoFactorCode));
/** Accept-terms checkbox: must be true. */
export const acceptTermsSchema = lazySchema(() =>
  z.boolean({ error: "TERMS_NOT_ACCEPTED" }).transform((value, ctx) =>
    validateAcceptTerms(value).match(
      (accepted) => accepted,
      (code) => {
        ctx.addIssue({ code: "custom", message: code });
        return z.NEVER;
      },
    ),
  ),
);

/**
 * Adds the confirm-password rule on the confirmPassword path. It runs even when other fields
 * failed, so the user sees every problem at once; when the password itself failed there is
 * nothing valid to compare with, so only required and length are checked.
 */
function withConfirmPassword<S extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: S): S {
  return schema.superRefine(
    (form, ctx) => {
      const password = typeof form.password === "string" ? form.password : form.confirmPassword;
      validateConfirmPassword(form.confirmPassword, password).mapErr((code) =>
        ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: code }),
      );
    },
    { when: (payload) => typeof (payload.value as { confirmPassword?: unknown } | undefined)?.confirmPassword === "string" },
  ) as S;
}

/** Register form of spec 1 section 3 (newsletter ticked by default). */
export const registerFormSchema = lazySchema(() =>
  withConfirmPassword(
    z.object({
      email: emailSchema,
      password: newPasswordSchema,
      confirmPassword: z.string({ error: "CONFIRM_PASSWORD_REQUIRED" }),
      isSubscribeNews: z.boolean().default(true),
      isAcceptTerms: acceptTermsSchema,
    }),
  ),
);
/** A parsed register form. */
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** Login form (remember-me ticked by default). */
export const loginFormSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    password: loginPasswordSchema,
    rememberMe: z.boolean().default(true),
  }),
);
/** A parsed login form. */
export type LoginForm = z.infer<typeof loginFormSchema>;

/** Forgot-password form. */
export const forgotPasswordFormSchema = lazySchema(() => z.object({ email: emailSchema }));
/** A parsed forgot-password form. */
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** Reset-password form; the email and token come from the link (see parseResetPasswordLink). */
export const resetPasswordFormSchema = lazySchema(() =>
  withConfirmPassword(
    z.object({
      password: newPasswordSchema,
      confirmPassword: z.string({ error: "CONFIRM_PASSWORD_REQUIRED" }),
    }),
  ),
);
/** A parsed reset-password form. */
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** Every field error of a failed form parse, keyed by top-level field, first code per field. */
export function formErrorCodes(error: z.ZodError): Record<string, string> {
  return error.issues.reduce<Record<string, string>>((codes, issue) => {
    const field = String(issue.path[0] ?? "");
    return field in codes ? codes : { ...codes, [field]: issue.message };
  }, {});
}
