import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LEGAL_LIBRARY } from "@adapters/legal/legal-documents";
import { LEGAL_DOCUMENT_KINDS } from "@core/legal/legal-document.schema";
import { isLanguage } from "@core/account/language";
import { Page } from "@/components/page";
import { ConnectedExchanges, FinancialStatements, useDisclosures } from "./legal/disclosure-sections";
import { LegalDocumentView } from "./legal/legal-document-view";
import "./legal/legal-page.css";

/**
 * Terms (spec 3): every published legal document in the page's language (legal/<lng>/*.json, the
 * versions the server records when a user accepts them), then the footer's documents: the
 * connected exchanges and the annual financial statements. Each document's kind is its anchor, so
 * /terms#privacy, #aml, #risk land on it; the page scrolls there itself, as it arrives after the
 * router's own scrolling (it is loaded on demand).
 */
export default function TermsPage() {
  const { t, i18n } = useTranslation("common");
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const disclosures = useDisclosures();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  const documents = LEGAL_DOCUMENT_KINDS.map((kind) => LEGAL_LIBRARY[kind][language]);
  return (
    <Page title={t("legal_title")} wide>
      <p>{t("legal_intro")}</p>
      <nav id="contents" aria-labelledby="contents-title" className="legal-contents">
        <h2 id="contents-title">{t("legal_contents")}</h2>
        <ol>
          {documents.map((document) => (
            <li key={document.kind}>
              <a href={`#${document.kind}`}>{document.title}</a>
            </li>
          ))}
          <li>
            <a href="#exchanges">{t("legal_exchanges_title")}</a>
          </li>
          <li>
            <a href="#financial-statements">{t("legal_financial_title")}</a>
          </li>
        </ol>
      </nav>
      {documents.map((document) => (
        <LegalDocumentView key={document.kind} document={document} />
      ))}
      <ConnectedExchanges load={disclosures} />
      <FinancialStatements load={disclosures} />
    </Page>
  );
}
