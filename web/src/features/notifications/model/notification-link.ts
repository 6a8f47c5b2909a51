import type { NotificationPart, NotificationPlace, NotificationTarget } from "@core/account/notification";
import type { RouteName } from "@/config/paths";

/** Where a notification's target is in the app: a route and the page section to scroll to. */
export type NotificationLink = Readonly<{ route: RouteName; hash?: string }>;

const ROUTES: Readonly<Record<NotificationPlace, RouteName>> = {
  PROFILE: "UserProfile",
  KYC: "KYC",
  REFERRAL_PROGRAM: "ReferralProgram",
  SUITABILITY_TEST: "SuitabilityTest",
  KNOWLEDGE_TEST: "KnowledgeTest",
};

// The ids the profile and referral pages give these sections.
const SECTION_OF: Readonly<Record<NotificationPart, string>> = {
  SOCIAL_CONNECT: "section-social-connect",
  KUL_BALANCE: "user-profile-token-balance",
  REFERRAL_DATA: "section-referral-data",
};

/** The route and section a click on a notification leads to (core/account/notification.ts says which place). */
export function notificationLink(target: NotificationTarget): NotificationLink {
  const route = ROUTES[target.place];
  return target.part === undefined ? { route } : { route, hash: SECTION_OF[target.part] };
}
