import { matchRoutes, useLocation } from "react-router";
import { ROUTES, SOCIAL_LINKS, type RouteName, type SocialPath } from "@/config/paths";

/** The name a route carries (guards, analytics, `?next=`). */
export type RouteTableName = RouteName | "NotFound" | "Social";

const NAMED_PATHS: { path: string; name: RouteTableName }[] = [
  ...(Object.keys(ROUTES) as RouteName[]).map((name) => ({ path: ROUTES[name].path, name })),
  ...(Object.keys(SOCIAL_LINKS) as SocialPath[]).map((key) => ({ path: `/${key}`, name: "Social" as const })),
];

/** The route name of a path ("NotFound" when no route matches), matched as <Routes> matches it. */
export function routeNameOf(pathname: string): RouteTableName {
  return matchRoutes(NAMED_PATHS, pathname)?.[0]?.route.name ?? "NotFound";
}

/** The current route's name. */
export function useRouteName(): RouteTableName {
  return routeNameOf(useLocation().pathname);
}
