import { describe, expect, it } from "vitest";
import {
  NOTIFICATION_NAMES,
  NOTIFICATION_TYPES,
  notificationRoute,
  notificationTarget,
  userNotificationSchema,
  type NotificationName,
} from "./notification";

describe("notification vocabulary", () => {
  it("has the seven types and nine names of spec 1 section 3", () => {
    expect(NOTIFICATION_TYPES).toEqual([
      "TRADING",
      "RECEIVE_REWARD",
      "RECEIVE_REFERRAL_PROGRAM_REWARD",
      "GET_FREE_REWARD",
      "GET_FREE_REFERRAL_PROGRAM_REWARD",
      "TAKE_THE_SUIT_TEST",
      "TAKE_THE_KNOWLEDGE_TEST",
    ]);
    expect(NOTIFICATION_NAMES).toHaveLength(10);
  });
});

describe("notificationRoute", () => {
  it.each<[NotificationName, string, string | undefined]>([
    ["GetConnectWithFacebookReward", "UserProfile", "section-social-connect"],
    ["GetConnectWithGoogleReward", "UserProfile", "section-social-connect"],
    ["GetSubscribeNewsLetterReward", "UserProfile", undefined],
    ["GetKYCApprovedReward", "KYC", undefined],
    ["GetReferralProgramReward", "ReferralProgram", undefined],
    ["ReceivedReferralProgramReward", "ReferralProgram", "section-referral-data"],
    ["ReceivedKYCApprovedReward", "UserProfile", "user-profile-token-balance"],
    ["TakeTheSuitabilityTest", "SuitabilityTest", undefined],
    ["TakeTheKnowledgeTest", "KnowledgeTest", undefined],
  ])("sends a click on %s to %s (section %s)", (name, route, hash) => {
    expect(notificationRoute(name)).toBe(route);
    expect(notificationTarget(name)).toEqual(hash === undefined ? { route } : { route, hash });
  });
});

describe("userNotificationSchema", () => {
  it("parses a server notification", () => {
    const n = { type: "TAKE_THE_SUIT_TEST", name: "TakeTheSuitabilityTest", timestamp: 1_767_000_000_000, isRead: false };
    expect(userNotificationSchema.parse(n)).toEqual(n);
  });

  it.each([
    [{ type: "UNKNOWN", name: "TakeTheSuitabilityTest", timestamp: 1, isRead: false }],
    [{ type: "TRADING", name: "Unknown", timestamp: 1, isRead: false }],
    [{ type: "TRADING", name: "TakeTheSuitabilityTest", timestamp: -1, isRead: false }],
    [{ type: "TRADING", name: "TakeTheSuitabilityTest", timestamp: 1 }],
  ])("refuses %j", (value) => {
    expect(userNotificationSchema.safeParse(value).success).toBe(false);
  });
});
