import { useTranslation } from "react-i18next";
import type { LegalDisclosures } from "@core/legal/disclosures";
import { useLoad, type Load } from "@/components/use-load";
import { errorText } from "@/lib/i18n/error-text";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";

/** The server's disclosures (connected exchanges, financial statements link), read once per visit of the page. */
export function useDisclosures(): Load<LegalDisclosures> {
  const legal = useService(TOKENS.LegalApi);
  return useLoad(() => legal.disclosures(), "disclosures");
}

/** Spec 3's list of connected exchanges, generated from the deployment's venues. */
export function ConnectedExchanges({ load }: Readonly<{ load: Load<LegalDisclosures> }>) {
  const { t } = useTranslation(["common", "errors"]);
  return (
    <section id="exchanges" className="legal-document" aria-labelledby="exchanges-title" tabIndex={-1}>
      <h2 id="exchanges-title">{t("legal_exchanges_title")}</h2>
      {load.status === "loading" && <p className="muted">{t("legal_exchanges_loading")}</p>}
      {load.status === "error" && <p role="alert" className="form-error">{errorText(t, load.code)}</p>}
      {load.status === "ok" &&
        (load.value.connectedExchanges.length === 0 || load.value.network === null ? (
          <p>{t("legal_exchanges_none")}</p>
        ) : (
          <>
            <p>{t("legal_exchanges_intro", { network: load.value.network.name })}</p>
            <ul data-testid="connected-exchanges">
              {load.value.connectedExchanges.map((exchange) => (
                <li key={exchange.tradingProxyIndex}>{exchange.name}</li>
              ))}
            </ul>
          </>
        ))}
    </section>
  );
}

/** The annual financial statements: an external page set by the operator (FINANCIAL_STATEMENTS_URL). */
export function FinancialStatements({ load }: Readonly<{ load: Load<LegalDisclosures> }>) {
  const { t } = useTranslation("common");
  const url = load.status === "ok" ? load.value.financialStatementsUrl : null;
  return (
    <section id="financial-statements" className="legal-document" aria-labelledby="financial-statements-title" tabIndex={-1}>
      <h2 id="financial-statements-title">{t("legal_financial_title")}</h2>
      {url === null ? (
        <p>{t("legal_financial_none")}</p>
      ) : (
        <p>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t("legal_financial_link")}
          </a>
        </p>
      )}
    </section>
  );
}
