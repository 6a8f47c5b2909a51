import { pathTo, ROUTES, sectionHash, type RouteName } from "./paths";

/** What a guard knows of the session: logged in or not, and whether the email is confirmed. */
export type GuardSession = Readonly<{ loggedIn: boolean; isActive: boolean }>;

/**
 * Where a guard sends the user instead of `route`, or null to let the page show (spec 1
 * section 2): login-only pages send visitors to Login with `next`; inactive users go to Exchange
 * from the active-only pages; Login and Register send logged-in users to Exchange;
 * RegisterStatus sends visitors and active users to Exchange. The page's section hash goes along
 * to Login (`/login?next=UserProfile#section-social-connect`), which returns to it after login.
 */
export function guardRedirect(route: RouteName, session: GuardSession, hash = ""): string | null {
  const exchange = ROUTES.Exchange.path;
  const toLogin = () => pathTo("Login", { next: route }, sectionHash(hash));
  switch (ROUTES[route].access) {
    case "public":
      return null;
    case "guest":
      return session.loggedIn ? exchange : null;
    case "user":
      return session.loggedIn ? null : toLogin();
    case "active":
      if (!session.loggedIn) return toLogin();
      return session.isActive ? null : exchange;
    case "inactive":
      return session.loggedIn && !session.isActive ? null : exchange;
  }
}
