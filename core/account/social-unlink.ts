import type { SocialProvider } from "../ports/account-services.port";
import type { UserRecord } from "../ports/storage.port";
import { socialNotConnected, socialPrimaryUnlinkRefused, type SocialUnlinkError } from "./account.errors";

/** What the unlink rule reads of a user: the stored record or the profile the web app holds. */
export type SocialLinks = Pick<UserRecord, "accountType" | "googleId" | "facebookId">;

/**
 * Why a social account cannot be unlinked, or null when it can: never the provider the account
 * was created with (its only way in), and only one that is linked.
 * @example socialUnlinkRefusal(profile, "GOOGLE") // { code: "SOCIAL_PRIMARY_UNLINK_REFUSED", ... } for a Google sign-up
 */
export function socialUnlinkRefusal(user: SocialLinks, provider: SocialProvider): SocialUnlinkError | null {
  if (user.accountType === provider) return socialPrimaryUnlinkRefused(provider);
  const linked = provider === "GOOGLE" ? user.googleId : user.facebookId;
  return linked === null ? socialNotConnected(provider) : null;
}
