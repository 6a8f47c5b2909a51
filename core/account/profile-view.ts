import type { NotificationRecord, RewardRecord } from "../ports/account-storage.port";
import type { Language } from "./language";
import type { UserNotification } from "./notification";
import type { RewardName } from "./rewards";
import type { KycStatus } from "./user";
import type { AccountType, Role, UserRecord } from "../ports/storage.port";

/** A reward as the profile shows it (spec 1 section 3); "Referral" rewards come from the referral program. */
export type ProfileReward = Readonly<{
  name: RewardName | "Referral";
  amount: bigint;
  options: Readonly<{ isOpenCongratsModal: boolean }>;
}>;

/** What GET /user/profile answers: the user without secrets, with rewards and notifications. */
export type ProfileView = Readonly<{
  id: string;
  email: string;
  displayName: string;
  profilePicture: string | null;
  accountType: AccountType;
  googleId: string | null;
  googleEmail: string | null;
  facebookId: string | null;
  facebookName: string | null;
  facebookEmail: string | null;
  isActive: boolean;
  isEnabled2FA: boolean;
  isSubscribeNews: boolean;
  language: Language;
  kycStatus: KycStatus;
  suitabilityTestPoint: number | null;
  knowledgeTestPoint: number | null;
  referralCode: string;
  role: Role;
  rewards: readonly ProfileReward[];
  /** Sum of every reward, in whole KUL. */
  kulBalance: bigint;
  /** Newest first. */
  notifications: readonly UserNotification[];
}>;

/** A stored reward as the profile shows it. */
export function toProfileReward(r: RewardRecord): ProfileReward {
  return { name: r.name, amount: r.amount, options: { isOpenCongratsModal: r.isOpenCongratsModal } };
}

/** The profile view of a stored user; secrets (password hash, TOTP secret, referrer) never leave. */
export function toProfileView(
  user: UserRecord,
  rewards: readonly RewardRecord[],
  notifications: readonly NotificationRecord[],
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
  };
}
