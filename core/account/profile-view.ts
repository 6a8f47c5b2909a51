import type { NotificationRecord, RewardRecord } from "../ports/account-storage.port";
import type { UserRecord } from "../ports/storage.port";
import type { LegalStatus } from "../legal/legal-acceptance";
import type { UserNotification } from "./notification";
import type { Reward } from "./rewards";

/** A reward as the profile shows it (spec 1 section 3); "Referral" rewards come from the referral program. */
export type ProfileReward = Readonly<Omit<Reward, "name"> & { name: RewardRecord["name"] }>;

/** A reward's congratulations flag, as the web app sends it back once the modal showed. */
export type RewardFlag = Pick<ProfileReward, "name" | "options">;

/** The stored user's fields the profile shows: never the secrets (password hash, TOTP secret), the referrer or the timestamps. */
type ProfileUserField =
  | "id"
  | "email"
  | "displayName"
  | "profilePicture"
  | "accountType"
  | "googleId"
  | "googleEmail"
  | "facebookId"
  | "facebookName"
  | "facebookEmail"
  | "isActive"
  | "isEnabled2FA"
  | "isSubscribeNews"
  | "language"
  | "kycStatus"
  | "suitabilityTestPoint"
  | "knowledgeTestPoint"
  | "referralCode"
  | "role";

/**
 * The caller's profile (GET /user/profile): the user without secrets, with rewards and
 * notifications. The server's get-profile use case returns it and AccountApiPort.profile()
 * answers it; the api-contract's profile schema carries its KUL amounts as decimal strings.
 */
export type ProfileView = Readonly<
  Pick<UserRecord, ProfileUserField> & {
    rewards: readonly ProfileReward[];
    /** Sum of every reward, in whole KUL. */
    kulBalance: bigint;
    /** Newest first. */
    notifications: readonly UserNotification[];
    /** The terms and privacy policy in force and the versions the user last accepted. */
    legal: LegalStatus;
  }
>;

/** A stored reward as the profile shows it. */
export function toProfileReward(r: RewardRecord): ProfileReward {
  return { name: r.name, amount: r.amount, options: { isOpenCongratsModal: r.isOpenCongratsModal } };
}

/** The profile view of a stored user; secrets (password hash, TOTP secret, referrer) never leave. */
export function toProfileView(
  user: UserRecord,
  rewards: readonly RewardRecord[],
  notifications: readonly NotificationRecord[],
  legal: LegalStatus,
): ProfileView {
  const shown = rewards.map(toProfileReward);
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    profilePicture: user.profilePicture,
    accountType: user.accountType,
    googleId: user.googleId,
    googleEmail: user.googleEmail,
    facebookId: user.facebookId,
    facebookName: user.facebookName,
    facebookEmail: user.facebookEmail,
    isActive: user.isActive,
    isEnabled2FA: user.isEnabled2FA,
    isSubscribeNews: user.isSubscribeNews,
    language: user.language,
    kycStatus: user.kycStatus,
    suitabilityTestPoint: user.suitabilityTestPoint,
    knowledgeTestPoint: user.knowledgeTestPoint,
    referralCode: user.referralCode,
    role: user.role,
    rewards: shown,
    kulBalance: shown.reduce((sum, r) => sum + r.amount, 0n),
    // Sorted again (stable) so the order holds whatever the adapter returns.
    notifications: [...notifications]
      .sort((a, b) => b.timestamp - a.timestamp)
      .map((n) => ({ type: n.type, name: n.name, timestamp: n.timestamp, isRead: n.isRead })),
    legal,
  };
}
