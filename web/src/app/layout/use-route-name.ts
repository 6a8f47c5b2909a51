import { useMatches } from "react-router";
import type { RouteHandle } from "../router";

/** The name of the deepest matched route ("NotFound" when none carries one). */
export function useRouteName(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.name) return handle.name;
  }
  return "NotFound";
}
