import type { AccountApiPort, AdminPromotion, ProfileReward, RecordedConsent, UserProfile } from "../../core/ports/account-api.port";
import type { ApiClient } from "./api-client";
import { createAdminUsersClient } from "./admin-users.client";
import { createProfileClient } from "./profile.client";

/** The profile, rewards, notifications, cookie-consent and admin calls of the account port. */
export type AccountProfileApi = Pick<
  AccountApiPort,
  "profile" | "updateProfile" | "uploadAvatar" | "unlinkSocial" | "clearRewardFlags" | "markNotificationRead" | "recordCookieConsent" | "promoteToAdmin"
>;

/**
 * The profile routes over the profile client (KUL amounts already bigint there), and the
 * promotion of an admin over the admin-users client.
 * @example const me = await createAccountProfileApi(api).profile();
 */
export function createAccountProfileApi(api: ApiClient): AccountProfileApi {
  const profiles = createProfileClient(api);
  const admins = createAdminUsersClient(api);
  return {
    profile: () => profiles.getProfile().map((profile): UserProfile => profile),
    updateProfile: (changes) => profiles.updateProfile(changes).map(({ rewardsGranted }) => rewardsGranted),
    uploadAvatar: (picture, name) => profiles.uploadAvatar(picture, name).map(({ profilePicture }) => profilePicture),
    unlinkSocial: (provider) => profiles.unlinkSocial(provider === "GOOGLE" ? "google" : "facebook").map(() => undefined),
    clearRewardFlags: (rewards) => profiles.clearRewardFlags(rewards).map(({ rewards: now }): readonly ProfileReward[] => now),
    markNotificationRead: (timestamp) => profiles.markNotificationRead(timestamp).map(({ updated }) => updated),
    recordCookieConsent: (consent) => profiles.recordCookieConsent(consent).map(({ success: _success, ...recorded }): RecordedConsent => recorded),
    promoteToAdmin: (email) => admins.promote({ email }).map(({ success: _success, ...promotion }): AdminPromotion => promotion),
  };
}
