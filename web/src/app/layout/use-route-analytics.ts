import { useEffect, useRef } from "react";
import { routeChangeEvent } from "@/lib/analytics/analytics.port";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";

/** Spec 1 section 2: reports the onboarding event each time the route name changes. */
export function useRouteAnalytics(routeName: string): void {
  const analytics = useService(TOKENS.Analytics);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const event = routeChangeEvent(previous.current, routeName);
    previous.current = routeName;
    if (event) analytics.track(event);
  }, [analytics, routeName]);
}
