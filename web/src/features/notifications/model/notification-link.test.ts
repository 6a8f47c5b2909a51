import { describe, expect, it } from "vitest";
import { notificationTarget, type NotificationName } from "@core/account/notification";
import { notificationLink } from "./notification-link";

describe("notificationLink", () => {
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
    expect(notificationLink(notificationTarget(name))).toEqual(hash === undefined ? { route } : { route, hash });
  });
});
