import { useEffect } from "react";
import { useLocation } from "react-router";

/** A new page starts at the top, unless the URL names a section (`#section-kyc-data`), which is scrolled into view. */
export function useScrollToTopOnNavigate(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
}
