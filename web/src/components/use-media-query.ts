import { useSyncExternalStore } from "react";

/** Spec 1 section 9: the mobile layout applies at 768 px wide or less. */
export const MOBILE_QUERY = "(max-width: 768px)";

/** Whether a CSS media query matches now; follows resizes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (callback) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", callback);
      return () => list.removeEventListener("change", callback);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
