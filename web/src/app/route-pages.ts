import type { ComponentType } from "react";
import type { RouteName } from "@/config/paths";

/** A route name, or one of the two routes that are not pages of the table. */
export type RoutePageName = RouteName | "NotFound";

type PageModule = { default: ComponentType };

// Each page is its own chunk, fetched when the route is first visited (Exchange included, so
// the shell paints while it loads). Feature pages load straight from their feature; the pages
// that compose several features or belong to no feature live in ./routes.
const PAGES: Record<RoutePageName, () => Promise<PageModule>> = {
  Exchange: () => import("./routes/exchange/exchange-page"),
  About: () => import("./routes/about-page"),
  Terms: () => import("./routes/terms-page"),
  Register: () => import("@/features/account/pages/register-page"),
  RegisterStatus: () => import("@/features/account/pages/register-status-page"),
  ConfirmEmail: () => import("@/features/account/pages/confirm-email-page"),
  SendConfirmationEmail: () => import("@/features/account/pages/send-confirmation-email-page"),
  ForgotPassword: () => import("@/features/account/pages/forgot-password-page"),
  ResetPassword: () => import("@/features/account/pages/reset-password-page"),
  Login: () => import("@/features/account/pages/login-page"),
  UserProfile: () => import("@/features/profile/pages/profile-page"),
  KYC: () => import("@/features/kyc/pages/kyc-page"),
  SummaryOfKYC: () => import("@/features/kyc/pages/summary-of-kyc-page"),
  ReferralProgram: () => import("@/features/referral/pages/referral-program-page"),
  SuitabilityTest: () => import("@/features/assessment/pages/suitability-test-page"),
  KnowledgeTest: () => import("@/features/assessment/pages/knowledge-test-page"),
  KnowledgeTestCorrectAnswer: () => import("@/features/assessment/pages/knowledge-test-correct-answer-page"),
  TradeHistory: () => import("@/features/history/pages/trade-history-page"),
  Leaderboard: () => import("@/features/leaderboard/pages/leaderboard-page"),
  Wallet: () => import("./routes/wallet-page"),
  SocialCallback: () => import("@/features/account/pages/social-callback-page"),
  NotFound: () => import("./routes/not-found-page"),
};

/** A page's load: its promise (read with React's `use`) and, once there, the page itself. */
type PageLoad = { promise: Promise<ComponentType>; page?: ComponentType };

const loads = new Map<RoutePageName, PageLoad>();

/**
 * Starts (once) loading a route's page chunk. A failed load is forgotten, so the next visit of the
 * route (a reload of the error page's link, a later navigation) tries again.
 */
export function loadRoutePage(name: RoutePageName): PageLoad {
  let load = loads.get(name);
  if (load !== undefined) return load;
  const fresh: PageLoad = {
    promise: PAGES[name]().then(
      (module) => (fresh.page = module.default),
      (error: unknown) => {
        loads.delete(name);
        throw error;
      },
    ),
  };
  loads.set(name, (load = fresh));
  return load;
}
