import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { CONSENT_STORAGE_KEY, consentRecord, readConsent } from "../model/consent-choice";

/**
 * The cookie-consent bar at the bottom (spec 1): Accept all cookies / Reject all cookies,
 * recorded on the server (recordCookieConsent). The answer is kept locally at once; if the server
 * refuses it, the local answer is removed so the bar asks again next visit (spec 1 section 7).
 */
export function CookieConsentBar() {
  const { t } = useTranslation("common");
  const storage = useService(TOKENS.Storage);
  const account = useService(TOKENS.ProfileApi);
  const clock = useService(TOKENS.Clock);
  const [answered, setAnswered] = useState(() => readConsent(storage.get(CONSENT_STORAGE_KEY)) !== null);
  if (answered) return null;

  const answer = (action: "allow" | "deny") => {
    storage.set(CONSENT_STORAGE_KEY, JSON.stringify({ action, at: clock.now() }));
    setAnswered(true);
    void account.recordCookieConsent(consentRecord(action, t("cookie_text"), window.location.href, navigator.userAgent)).match(
      () => undefined,
      () => storage.remove(CONSENT_STORAGE_KEY),
    );
  };
  return (
    <section className="consent-bar" aria-label={t("cookie_title")}>
      <p>{t("cookie_text")}</p>
      <div className="consent-actions">
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => answer("deny")}>
          {t("cookie_reject")}
        </button>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => answer("allow")}>
          {t("cookie_accept")}
        </button>
      </div>
    </section>
  );
}
