import { z } from "zod";
import { twoFactorCodeSchema } from "../../core/account/account-forms.schema";
import { CLIENT_PASSWORD_HASH_PATTERN } from "../../core/account/registration-rules";
import type { ReauthProof } from "../../core/account/reauthentication";

// Each schema's messages are core error codes, so the server's 400 names the field in the caller's language.

const socialToken = z.string({ error: "SOCIAL_TOKEN_INVALID" }).min(1, "SOCIAL_TOKEN_INVALID").max(8192, "SOCIAL_TOKEN_INVALID");

/**
 * The proof a sensitive change carries beside its own fields (changing the email, turning 2FA
 * off, unlinking a social account): the password as the client's SHA-256 hex, the current 2FA
 * code, or, for an account without a password, a fresh Google id token or Facebook uid and token
 * of a linked provider. Which parts an account must give is the core's rule (reauthentication.ts).
 */
export const reauthenticationFields = {
  password: z.string({ error: "PASSWORD_HASH_INVALID" }).regex(CLIENT_PASSWORD_HASH_PATTERN, "PASSWORD_HASH_INVALID").optional(),
  code: twoFactorCodeSchema.optional(),
  googleIdToken: socialToken.optional(),
  facebook: z.object({ uid: socialToken.optional(), accessToken: socialToken }).optional(),
};

/** PUT /user/unlink/:social: the proof alone. */
export const reauthenticationBodySchema = z.object(reauthenticationFields);
export type ReauthenticationBody = z.input<typeof reauthenticationBodySchema>;

/** The core's proof from a request body's re-authentication fields. */
export function toReauthProof(body: Readonly<z.output<typeof reauthenticationBodySchema>>): ReauthProof {
  const social = body.googleIdToken !== undefined
    ? { provider: "GOOGLE" as const, idToken: body.googleIdToken }
    : body.facebook !== undefined
      ? { provider: "FACEBOOK" as const, uid: body.facebook.uid ?? null, accessToken: body.facebook.accessToken }
      : undefined;
  return { password: body.password, code: body.code, social };
}
