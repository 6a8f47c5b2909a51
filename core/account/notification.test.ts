import { describe, expect, it } from "vitest";
import {
  NOTIFICATION_NAMES,
  NOTIFICATION_TYPES,
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

describe("notificationTarget", () => {
  it.each<[NotificationName, string, string | undefined]>([
    ["GetConnectWithFacebookReward", "PROFILE", "SOCIAL_CONNECT"],
    ["GetConnectWithGoogleReward", "PROFILE", "SOCIAL_CONNECT"],
    ["GetSubscribeNewsLetterReward", "PROFILE", undefined],
    ["GetKYCApprovedReward", "KYC", undefined],
    ["GetReferralProgramReward", "REFERRAL_PROGRAM", undefined],
    ["ReceivedReferralProgramReward", "REFERRAL_PROGRAM", "REFERRAL_DATA"],
    ["ReceivedKYCApprovedReward", "PROFILE", "KUL_BALANCE"],
    ["TakeTheSuitabilityTest", "SUITABILITY_TEST", undefined],
    ["TakeTheKnowledgeTest", "KNOWLEDGE_TEST", undefined],
    ["ReferralProgramCancelled", "REFERRAL_PROGRAM", "REFERRAL_DATA"],
  ])("sends a click on %s to %s (part %s)", (name, place, part) => {
    expect(notificationTarget(name)).toEqual(part === undefined ? { place } : { place, part });
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
