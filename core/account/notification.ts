import { z } from "zod";
import type { AccountRoute } from "./account-routes";
import { lazySchema } from "../shared/lazy-schema";

/** Notification types of spec 1 section 3; TRADING marks trade-history items. */
export const NOTIFICATION_TYPES = [
  "TRADING",
  "RECEIVE_REWARD",
  "RECEIVE_REFERRAL_PROGRAM_REWARD",
  "GET_FREE_REWARD",
  "GET_FREE_REFERRAL_PROGRAM_REWARD",
  "TAKE_THE_SUIT_TEST",
  "TAKE_THE_KNOWLEDGE_TEST",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Notification names of spec 1 section 3: "Get..." invites an action, "Received..." reports a reward. */
export const NOTIFICATION_NAMES = [
  "GetConnectWithFacebookReward",
  "GetConnectWithGoogleReward",
  "GetSubscribeNewsLetterReward",
  "GetKYCApprovedReward",
  "GetReferralProgramReward",
  "ReceivedReferralProgramReward",
  "ReceivedKYCApprovedReward",
  "TakeTheSuitabilityTest",
  "TakeTheKnowledgeTest",
  "ReferralProgramCancelled",
] as const;
export type NotificationName = (typeof NOTIFICATION_NAMES)[number];

/** A user notification as the server sends it; timestamp in milliseconds since the epoch. */
export const userNotificationSchema = lazySchema(() =>
  z.object({
    type: z.enum(NOTIFICATION_TYPES),
    name: z.enum(NOTIFICATION_NAMES),
    timestamp: z.number().int().nonnegative(),
    isRead: z.boolean(),
  }),
);
/** A parsed user notification. */
export type UserNotification = z.infer<typeof userNotificationSchema>;

/** A page a notification click leads to, with the section to scroll to when there is one. */
export type NotificationTarget = Readonly<{ route: AccountRoute; hash?: string }>;

// "Get..." names send the user where the action is done; "Received..." names to where the reward shows.
const TARGETS: Readonly<Record<NotificationName, NotificationTarget>> = {
  GetConnectWithFacebookReward: { route: "UserProfile", hash: "section-social-connect" },
  GetConnectWithGoogleReward: { route: "UserProfile", hash: "section-social-connect" },
  GetSubscribeNewsLetterReward: { route: "UserProfile" },
  GetKYCApprovedReward: { route: "KYC" },
  GetReferralProgramReward: { route: "ReferralProgram" },
  ReceivedReferralProgramReward: { route: "ReferralProgram", hash: "section-referral-data" },
  ReceivedKYCApprovedReward: { route: "UserProfile", hash: "user-profile-token-balance" },
  TakeTheSuitabilityTest: { route: "SuitabilityTest" },
  TakeTheKnowledgeTest: { route: "KnowledgeTest" },
  // An operator cancelled the user's referral program (self-referral): the referral page shows the result.
  ReferralProgramCancelled: { route: "ReferralProgram", hash: "section-referral-data" },
};

/** The route name a click on a notification of this name leads to (e.g. "KYC"). */
export function notificationRoute(name: NotificationName): AccountRoute {
  return TARGETS[name].route;
}

/** The route and page section a click on a notification of this name leads to. */
export function notificationTarget(name: NotificationName): NotificationTarget {
  return TARGETS[name];
}
