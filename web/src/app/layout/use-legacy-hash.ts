import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { rewriteLegacyHash } from "@/config/legacy-hash";

/**
 * Spec 1 section 2, on every route change and not only on a full load (main.tsx does that one):
 * an old hash-router link followed inside the app (`<a href="/#/kyc">`, a changed hash) is
 * replaced by the same path without the hash.
 */
export function useLegacyHashRewrite(): void {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const rewritten = rewriteLegacyHash(pathname, hash);
    // The old route keeps its own query (`/#/login?next=KYC`), as on a full load.
    if (rewritten !== null) void navigate(rewritten, { replace: true });
  }, [pathname, hash, navigate]);
}
