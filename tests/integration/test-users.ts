import type { NewUser } from "../../core/ports/storage.port";
import { generateReferralCode } from "../../core/referral/referral-code";

/** A new active EMAIL user with neutral defaults; tests name what they care about in `fields`. */
export function newTestUser(fields: Partial<NewUser> & Pick<NewUser, "id" | "email" | "displayName">): NewUser {
  return {
    passwordHash: null,
    profilePicture: null,
    accountType: "EMAIL",
    googleId: null,
    googleEmail: null,
    facebookId: null,
    facebookName: null,
    facebookEmail: null,
    isActive: true,
    isEnabled2FA: false,
    twoFactorSecret: null,
    isSubscribeNews: false,
    language: "en",
    kycStatus: "UNVERIFIED",
    suitabilityTestPoint: null,
    knowledgeTestPoint: null,
    referralCode: generateReferralCode(Math.random),
    referredBy: null,
    role: "USER",
    ...fields,
  };
}
