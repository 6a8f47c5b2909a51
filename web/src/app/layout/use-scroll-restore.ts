import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A new page starts at the top, unless the URL names a section (`#section-kyc-data`), which is
 * scrolled into view. The page the app opens with is left where the browser put it (the top, or
 * the restored position after a reload), which also spares the first render a forced layout.
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const opening = first.current;
    first.current = false;
    if (hash.length > 1) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    if (!opening) window.scrollTo(0, 0);
  }, [pathname, hash]);
}
