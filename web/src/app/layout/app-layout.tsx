import { Suspense, lazy } from "react";
import { CookieConsentBar } from "@/features/consent";
import { useLoginPrompt } from "@/lib/session/login-prompt";
import { Outlet } from "react-router";
import { useTranslation } from "react-i18next";
import { BackToTop, ErrorBoundary, LoadingBlock, RegionErrorFallback } from "@/components";
import { Header } from "../header/header";
import { Footer } from "./footer";
import { RouteGuard } from "./route-guard";
import { useRouteAnalytics } from "./use-route-analytics";
import { useRouteName } from "./use-route-name";
import { useLegacyHashRewrite } from "./use-legacy-hash";
import { useScrollToTopOnNavigate } from "./use-scroll-restore";

// The consent bar is static: on a first visit it is among the first things painted (and small).
// The login modal is loaded only when some part of the app asks for a login.
const LoginModal = lazy(() => import("@/features/account/components/login-modal").then((m) => ({ default: m.LoginModal })));

/** The page frame: skip link, header, the routed page (guarded), footer, consent bar, back-to-top. */
export function AppLayout() {
  const { t } = useTranslation("common");
  const routeName = useRouteName();
  const login = useLoginPrompt();
  useLegacyHashRewrite();
  useRouteAnalytics(routeName);
  useScrollToTopOnNavigate();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("skip_to_content")}
      </a>
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <ErrorBoundary key={routeName} fallback={(reset) => <RegionErrorFallback reset={reset} />}>
          <Suspense fallback={<LoadingBlock label={t("loading")} />}>
            <RouteGuard name={routeName}>
              <Outlet />
            </RouteGuard>
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <BackToTop />
      <CookieConsentBar />
      {login.isOpen && (
        <Suspense fallback={null}>
          <LoginModal onDone={(loggedIn) => login.close(loggedIn)} />
        </Suspense>
      )}
    </>
  );
}
