import { Suspense, use, useEffect, useState } from "react";
import { Route, Routes, useLocation } from "react-router";
import { ErrorBoundary } from "@/components/error-boundary";
import { ROUTES, SOCIAL_LINKS, type RouteName, type SocialPath } from "@/config/paths";
import { AppLayout } from "./layout/app-layout";
import { BootShell } from "./layout/boot-shell";
import { RouteErrorPage } from "./layout/route-error-page";
import { loadRoutePage, type RoutePageName } from "./route-pages";
import { useRouteName } from "./layout/use-route-name";
import { SocialRedirect } from "./routes/social-redirect";

// The router's declarative mode (<BrowserRouter> and <Routes>): the app loads no data through
// the router, so its data APIs (loaders, actions, fetchers, lazy route objects) would only add
// about 17 KB gzip to the first load. What they did here is done below: a page's chunk loads
// before the page shows, with the boot shell on the first visit and the previous page kept on a
// navigation; a chunk that fails to load shows the error page.

/**
 * The layout once the route's page chunk is there: until then it suspends, so the first visit
 * shows the boot shell and a navigation keeps the previous page (router updates are transitions).
 */
function LoadedLayout() {
  const name = useRouteName();
  if (name !== "Social") {
    const load = loadRoutePage(name);
    if (load.page === undefined) use(load.promise);
  }
  return <AppLayout />;
}

/** The routed page, loaded already by LoadedLayout. */
function RoutePage({ name }: Readonly<{ name: RoutePageName }>) {
  const load = loadRoutePage(name);
  const Page = load.page ?? use(load.promise);
  return <Page />;
}

/** The error page, until the next navigation (as a route's errorElement was). */
function RouteFailure({ reset }: Readonly<{ reset: () => void }>) {
  const { pathname } = useLocation();
  const [failedAt] = useState(pathname);
  useEffect(() => {
    if (pathname !== failedAt) reset();
  }, [pathname, failedAt, reset]);
  return <RouteErrorPage />;
}

/** The app's routes: the layout around every page of the route table, social redirects, not found. */
export function AppRoutes() {
  return (
    <ErrorBoundary fallback={(reset) => <RouteFailure reset={reset} />}>
      <Suspense fallback={<BootShell />}>
        <Routes>
          <Route element={<LoadedLayout />}>
            {(Object.keys(ROUTES) as RouteName[]).map((name) => (
              <Route key={name} path={ROUTES[name].path} element={<RoutePage name={name} />} />
            ))}
            {(Object.keys(SOCIAL_LINKS) as SocialPath[]).map((key) => (
              <Route key={key} path={`/${key}`} element={<SocialRedirect url={SOCIAL_LINKS[key]} />} />
            ))}
            <Route path="*" element={<RoutePage name="NotFound" />} />
          </Route>
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
