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
// the shell paints while it loads).
const PAGES: Record<RouteName, () => Promise<PageModule>> = {
  Exchange: () => import("./routes/exchange/exchange-page"),
  About: () => import("./routes/about-page"),
  Terms: () => import("./routes/terms-page"),
  Register: () => import("./routes/account/register-route"),
  RegisterStatus: () => import("./routes/account/register-status-route"),
  ConfirmEmail: () => import("./routes/account/confirm-email-route"),
  SendConfirmationEmail: () => import("./routes/account/send-confirmation-email-route"),
  ForgotPassword: () => import("./routes/account/forgot-password-route"),
  ResetPassword: () => import("./routes/account/reset-password-route"),
  Login: () => import("./routes/account/login-route"),
  UserProfile: () => import("./routes/user/profile-page"),
  KYC: () => import("./routes/user/kyc-page"),
  SummaryOfKYC: () => import("./routes/user/summary-of-kyc-page"),
  ReferralProgram: () => import("./routes/user/referral-program-page"),
  SuitabilityTest: () => import("./routes/user/suitability-test-page"),
  KnowledgeTest: () => import("./routes/user/knowledge-test-page"),
  KnowledgeTestCorrectAnswer: () => import("./routes/user/knowledge-test-correct-answer-page"),
  TradeHistory: () => import("./routes/user/trade-history-page"),
  Leaderboard: () => import("./routes/leaderboard-page"),
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
