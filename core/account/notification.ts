import * as z from "zod/mini";
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

/**
 * A user notification as the server sends it; timestamp in milliseconds since the epoch. Written
 * with zod/mini: the header's bell reads this module while the first page renders.
 */
export const userNotificationSchema = lazySchema(() =>
  z.object({
    type: z.enum(NOTIFICATION_TYPES),
    name: z.enum(NOTIFICATION_NAMES),
    timestamp: z.int().check(z.nonnegative()),
    isRead: z.boolean(),
  }),
);
/** A parsed user notification. */
export type UserNotification = z.infer<typeof userNotificationSchema>;

/** The places of the product a notification leads to. */
export type NotificationPlace = "PROFILE" | "KYC" | "REFERRAL_PROGRAM" | "SUITABILITY_TEST" | "KNOWLEDGE_TEST";

/** The parts of a place a notification points at: the social accounts, the KUL balance, the referral figures. */
export type NotificationPart = "SOCIAL_CONNECT" | "KUL_BALANCE" | "REFERRAL_DATA";

/** What a click on a notification opens: a place of the product and, when it matters, the part of it to show. */
export type NotificationTarget = Readonly<{ place: NotificationPlace; part?: NotificationPart }>;

// "Get..." names send the user where the action is done; "Received..." names to where the reward shows.
const TARGETS: Readonly<Record<NotificationName, NotificationTarget>> = {
  GetConnectWithFacebookReward: { place: "PROFILE", part: "SOCIAL_CONNECT" },
  GetConnectWithGoogleReward: { place: "PROFILE", part: "SOCIAL_CONNECT" },
  GetSubscribeNewsLetterReward: { place: "PROFILE" },
  GetKYCApprovedReward: { place: "KYC" },
  GetReferralProgramReward: { place: "REFERRAL_PROGRAM" },
  ReceivedReferralProgramReward: { place: "REFERRAL_PROGRAM", part: "REFERRAL_DATA" },
  ReceivedKYCApprovedReward: { place: "PROFILE", part: "KUL_BALANCE" },
  TakeTheSuitabilityTest: { place: "SUITABILITY_TEST" },
  TakeTheKnowledgeTest: { place: "KNOWLEDGE_TEST" },
  // An operator cancelled the user's referral program (self-referral): the referral figures show the result.
  ReferralProgramCancelled: { place: "REFERRAL_PROGRAM", part: "REFERRAL_DATA" },
};

/** What a click on a notification of this name opens (e.g. the KYC place for GetKYCApprovedReward). */
export function notificationTarget(name: NotificationName): NotificationTarget {
  return TARGETS[name];
}
