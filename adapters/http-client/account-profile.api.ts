import type { ProfileReward, ProfileView } from "../../core/account/profile-view";
import type { AccountApiPort, RecordedConsent } from "../../core/ports/account-api.port";
import { cookieConsentResponseSchema, markAsReadResponseSchema, profileSchema, rewardOptionsSchema } from "../api-contract/profile.schema";
import type { ApiClient } from "./api-client";
import { legalAcceptanceResponseSchema, type LegalAcceptanceBody } from "../api-contract/legal.schema";
import type { LegalStatus } from "../../core/legal/legal-acceptance";

/**
 * The account calls every page of the web app may make: the profile, its congratulations flags,
 * notifications and the cookie consent. Its own factory, so the web app's first bundle carries
 * these and not the rest of the account port.
 */
export type AccountProfileApi = Pick<AccountApiPort, "profile" | "acceptLegalDocuments" | "clearRewardFlags" | "markNotificationRead" | "recordCookieConsent">;

/**
 * The profile routes, KUL amounts read as bigint by the client's profile schema.
 * @example const me = await createAccountProfileApi(api).profile();
 */
export function createAccountProfileApi(api: ApiClient): AccountProfileApi {
  return {
    profile: () => api.get("/user/profile", { response: profileSchema }).map((profile): ProfileView => profile),
    acceptLegalDocuments: (versions) =>
      api.put("/user/legal-acceptance", { body: { terms: versions.terms, privacy: versions.privacy } satisfies LegalAcceptanceBody, response: legalAcceptanceResponseSchema }).map(({ legal }): LegalStatus => legal),
    clearRewardFlags: (rewards) =>
      api
        .put("/user/reward/options", { body: { rewards: rewards.map(({ name, options }) => ({ name, options })) }, response: rewardOptionsSchema })
        .map(({ rewards: now }): readonly ProfileReward[] => now),
    markNotificationRead: (timestamp) => api.put("/user/notification/mark-as-read", { body: { timestamp }, response: markAsReadResponseSchema }).map(({ updated }) => updated),
    // Works logged in or not.
    recordCookieConsent: (consent) =>
      api.post("/cookie-consent", { body: consent, response: cookieConsentResponseSchema }).map(({ success: _success, ...recorded }): RecordedConsent => recorded),
  };
}
