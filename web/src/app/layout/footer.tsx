import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo, SOCIAL_LINKS, type SocialPath } from "@/config/paths";

/**
 * Footer: the legal documents of spec 3 (terms, privacy policy, connected exchanges, quality of
 * service, annual financial statements) and the product's social pages (each also reachable as
 * /medium, /facebook...). The documents are sections of the legal page; the financial statements
 * section holds the operator's external link (FINANCIAL_STATEMENTS_URL), so no page pays a request
 * for it until the legal page is opened.
 */
export function Footer() {
  const { t } = useTranslation("common");
  return (
    <footer className="footer">
      <nav aria-label={t("footer_navigation")} className="footer-inner">
        <Link to={pathTo("Terms")}>{t("nav_terms")}</Link>
        <Link to={pathTo("Terms", undefined, "privacy")}>{t("nav_privacy")}</Link>
        <Link to={pathTo("Terms", undefined, "exchanges")}>{t("nav_exchanges")}</Link>
        <Link to={pathTo("Terms", undefined, "service-quality")}>{t("nav_service_quality")}</Link>
        <Link to={pathTo("Terms", undefined, "financial-statements")}>{t("nav_financial_statements")}</Link>
        <Link to={pathTo("About")}>{t("nav_about")}</Link>
        <Link to={pathTo("Leaderboard")}>{t("nav_leaderboard")}</Link>
        {(Object.keys(SOCIAL_LINKS) as SocialPath[]).map((key) => (
          <a key={key} href={SOCIAL_LINKS[key]} target="_blank" rel="noopener noreferrer">
            {t(`social_${key}`)}
          </a>
        ))}
      </nav>
      <p className="footer-note">{t("footer_note")}</p>
    </footer>
  );
}
