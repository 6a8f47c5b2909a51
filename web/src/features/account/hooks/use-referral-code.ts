import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { COOKIE_NAMES, referralCookie } from "@core/account/session";
import { parseReferralCode } from "@core/referral/referral-code";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";

/**
 * The referral code this visit registers with: an invite link's `?ref=` (the referral page's
 * link is /register?ref=CODE) is normalised and kept in the `ref` cookie for 24 hours (spec 1
 * section 3), so it still counts if the visitor registers later, by email or a social account;
 * without one, the code a link left earlier. An invalid `ref` is ignored and keeps no cookie.
 */
export function useReferralCode(): string | null {
  const cookies = useService(TOKENS.Cookies);
  const clock = useService(TOKENS.Clock);
  const [params] = useSearchParams();
  const fromLink = params.get("ref");
  const parsed = fromLink === null ? null : parseReferralCode(fromLink);
  const code = parsed?.isOk() ? parsed.value : null;
  const [stored, setStored] = useState(() => cookies.get(COOKIE_NAMES.ref));
  useEffect(() => {
    if (code === null) return;
    cookies.set(referralCookie(code, clock.now()));
    setStored(code);
  }, [code, cookies, clock]);
  return code ?? stored;
}
