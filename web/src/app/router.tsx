import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { ROUTES, SOCIAL_LINKS, type RouteName, type SocialPath } from "@/config/paths";
import { AppLayout } from "./layout/app-layout";
import { BootShell } from "./layout/boot-shell";
import { RouteErrorPage } from "./layout/route-error-page";
import { SocialRedirect } from "./routes/social-redirect";

/** Route data every page carries: its name (guards, analytics, `?next=`). */
export type RouteHandle = Readonly<{ name: RouteName | "NotFound" | "Social" }>;

type PageModule = { default: ComponentType };

// Each page is its own chunk, fetched when the route is first visited (Exchange included, so
// the shell paints while it loads). Feature pages load straight from their feature; the pages
// that compose several features or belong to no feature live in ./routes.
const PAGES: Record<RouteName, () => Promise<PageModule>> = {
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
};

/** The route objects (exported for tests of the table). */
export function appRoutes(): RouteObject[] {
  const pages: RouteObject[] = (Object.keys(ROUTES) as RouteName[]).map((name) => ({
    path: ROUTES[name].path,
    handle: { name } satisfies RouteHandle,
    lazy: async () => ({ Component: (await PAGES[name]()).default }),
  }));
  const social: RouteObject[] = (Object.keys(SOCIAL_LINKS) as SocialPath[]).map((key) => ({
    path: `/${key}`,
    handle: { name: "Social" } satisfies RouteHandle,
    element: <SocialRedirect url={SOCIAL_LINKS[key]} />,
  }));
  const notFound: RouteObject = { path: "*", handle: { name: "NotFound" } satisfies RouteHandle, lazy: async () => ({ Component: (await import("./routes/not-found-page")).default }) };
  // While the first page's chunk loads, the boot shell (same as index.html's) stays on screen.
  return [{ element: <AppLayout />, errorElement: <RouteErrorPage />, HydrateFallback: BootShell, children: [...pages, ...social, notFound] }];
}

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
