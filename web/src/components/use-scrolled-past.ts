import { useSyncExternalStore } from "react";

function subscribe(callback: () => void): () => void {
  window.addEventListener("scroll", callback, { passive: true });
  return () => window.removeEventListener("scroll", callback);
}

/**
 * True once the window is scrolled more than `px` (back-to-top at 700, the sticky wallet bar at
 * 560); re-renders only when the answer flips, not on every scroll event.
 */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(subscribe, () => window.scrollY > px, () => false);
}
