import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { guardRedirect } from "@/config/guard";
import { isRouteName } from "@/config/paths";
import { useSession } from "@/lib/session/use-session";

/**
 * Shows the page, or redirects per the route's access rule (config/guard.ts). Re-evaluates on
 * every session change, so logging out on a login-only page leaves it at once.
 */
export function RouteGuard({ name, children }: Readonly<{ name: string; children: ReactNode }>) {
  const { loggedIn, isActive } = useSession();
  const { hash } = useLocation();
  const target = isRouteName(name) ? guardRedirect(name, { loggedIn, isActive }, hash) : null;
  return target === null ? children : <Navigate to={target} replace />;
}
