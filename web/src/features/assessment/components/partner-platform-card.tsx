import { useTranslation } from "react-i18next";
import "./partner-platform-card.css";

type Props = Readonly<{
  /** The partner platform's address (the configuration's, an http(s) URL). */
  url: string;
  /** The page's locale namespace: the card names that page's test. */
  test: "suitability" | "knowledge";
}>;

/**
 * The way to take a test on the partner platform instead (same email), opened in a new tab; the
 * pages show it only while their test is not taken and the platform is configured.
 */
export function PartnerPlatformCard({ url, test }: Props) {
  const { t } = useTranslation([test, "common"]);
  const host = new URL(url).host;
  const titleId = `${test}-partner-title`;
  return (
    <section className="partner-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`${test}:partner_title`)}</h2>
      <p>{t(`${test}:partner_text`, { host })}</p>
      <a className="btn btn-secondary" href={url} target="_blank" rel="noopener noreferrer">
        {t(`${test}:partner_link`, { host })} <span className="visually-hidden">{t("common:opens_new_tab")}</span>
      </a>
    </section>
  );
}
