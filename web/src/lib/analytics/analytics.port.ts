/** An analytics event: a name and flat properties (no personal data). */
export type AnalyticsEvent = Readonly<{ name: string; properties?: Readonly<Record<string, string | number | boolean | null>> }>;

/** Where the app reports events; bound in the container (no-op by default). */
export type AnalyticsPort = Readonly<{ track(event: AnalyticsEvent): void }>;

/** The default: nothing leaves the browser. */
export const noopAnalytics: AnalyticsPort = { track: () => undefined };

/** Keeps events in memory (tests, and a debugging aid through `window.__kulAnalytics`). */
export function recordingAnalytics(): AnalyticsPort & Readonly<{ events: AnalyticsEvent[] }> {
  const events: AnalyticsEvent[] = [];
  return { events, track: (event) => void events.push(event) };
}

/** Spec 1 section 2: the onboarding event fired when the route name changes. */
export function routeChangeEvent(from: string | null, to: string): AnalyticsEvent | null {
  return from === to ? null : { name: "onboarding_route_change", properties: { from, to } };
}
