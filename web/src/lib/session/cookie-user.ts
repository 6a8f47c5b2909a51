import { z } from "zod";
import { LANGUAGES } from "@core/account/language";
import { KYC_STATUSES } from "@core/account/user";

/**
 * The user kept in the `kul_user` cookie: the login answer's user (sessionUserSchema of
 * adapters/api-contract/session.schema.ts). Declared here rather than imported because that
 * module pulls the registration schemas into the first bundle; tests/web/shell checks both agree.
 */
export const cookieUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  profilePicture: z.string().nullable(),
  accountType: z.enum(["EMAIL", "GOOGLE", "FACEBOOK"]),
  isActive: z.boolean(),
  isEnabled2FA: z.boolean(),
  kycStatus: z.enum(KYC_STATUSES),
  language: z.enum(LANGUAGES),
  referralCode: z.string(),
});
/** The cached user. */
export type CookieUser = z.infer<typeof cookieUserSchema>;
