import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo, SOCIAL_LINKS, type SocialPath } from "@/config/paths";

/** Footer: legal links and the product's social pages (each also reachable as /medium, /facebook...). */
export function Footer() {
  const { t } = useTranslation("common");
  return (
    <footer className="footer">
      <nav aria-label={t("footer_navigation")} className="footer-inner">
        <Link to={pathTo("Terms")}>{t("nav_terms")}</Link>
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
