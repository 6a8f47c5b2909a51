import { useSyncExternalStore } from "react";

// The last vertical scroll position seen in a scroll event (or in the frame after the first
// subscription). React reads a snapshot during every render and again in the commit, and reading
// window.scrollY there would make the browser lay out the whole page in the middle of that work.
let scrollTop = 0;
const listeners = new Set<() => void>();

function update(): void {
  scrollTop = window.scrollY;
  for (const listener of listeners) listener();
}

function subscribe(callback: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener("scroll", update, { passive: true });
    // A page the browser restored below the top (reload, back) has not fired a scroll event yet.
    requestAnimationFrame(update);
  }
  listeners.add(callback);
  return () => {
    listeners.delete(callback);
    if (listeners.size === 0) window.removeEventListener("scroll", update);
  };
}

/**
 * True once the window is scrolled more than `px` (back-to-top at 700, the sticky wallet bar at
 * 560); re-renders only when the answer flips, not on every scroll event.
 */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(subscribe, () => scrollTop > px, () => false);
}
