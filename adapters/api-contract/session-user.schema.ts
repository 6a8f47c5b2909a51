import * as z from "zod/mini";
import { KYC_STATUSES } from "../../core/account/user";
import { LANGUAGES } from "../../core/account/language";
import { lazySchema } from "../../core/shared/lazy-schema";

// Its own module (re-exported by session.schema.ts) so the web app's first bundle can read the user
// cookie without pulling in the registration and login request schemas; written with zod/mini, so
// that bundle carries zod/mini and not the full zod API.

/** The user a login answers with: what the web app keeps in its user cookie (the profile has the rest). */
export const sessionUserSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    displayName: z.string(),
    profilePicture: z.nullable(z.string()),
    accountType: z.enum(["EMAIL", "GOOGLE", "FACEBOOK"]),
    isActive: z.boolean(),
    isEnabled2FA: z.boolean(),
    kycStatus: z.enum(KYC_STATUSES),
    language: z.enum(LANGUAGES),
    referralCode: z.string(),
  }),
);
export type SessionUser = z.infer<typeof sessionUserSchema>;
