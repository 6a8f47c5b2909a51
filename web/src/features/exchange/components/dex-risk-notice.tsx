import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components";
import { pathTo } from "@/config/paths";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";

/** Where the dismissal is remembered (this browser): the notice stays hidden on later visits. */
export const DEX_RISK_NOTICE_KEY = "dex-risk-notice-dismissed";

/**
 * The decentralized-exchange risk notice of spec 3 (self-custody, slippage setting, confirmation
 * period), shown where the trader decides until dismissed; the full notice is on the legal page.
 */
export function DexRiskNotice() {
  const { t } = useTranslation("exchange");
  const storage = useService(TOKENS.Storage);
  const [dismissed, setDismissed] = useState(() => storage.get(DEX_RISK_NOTICE_KEY) !== null);
  if (dismissed) return null;
  const dismiss = () => {
    storage.set(DEX_RISK_NOTICE_KEY, "1");
    setDismissed(true);
  };
  return (
    <section className="xc-dex-notice" aria-labelledby="dex-notice-title" data-testid="dex-risk-notice">
      <h2 id="dex-notice-title">{t("dex_notice_title")}</h2>
      <p>{t("dex_notice_text")}</p>
      <div className="xc-dex-notice-actions">
        <a href={pathTo("Terms", undefined, "dex-risk")}>{t("dex_notice_link")}</a>
        <Button variant="secondary" className="btn-sm" onClick={dismiss}>
          {t("dex_notice_dismiss")}
        </Button>
      </div>
    </section>
  );
}
