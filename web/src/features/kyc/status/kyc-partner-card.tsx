import { useTranslation } from "react-i18next";

/**
 * The partner platform's KYC page (same email), opened in a new tab: another place to correct
 * the information. Shown only when the configuration names the platform (decisions.md).
 */
export function KycPartnerCard({ url }: Readonly<{ url: string }>) {
  const { t } = useTranslation(["kyc-summary", "common"]);
  const host = new URL(url).host;
  return (
    <section className="kyc-partner" aria-labelledby="kyc-partner-title">
      <h2 id="kyc-partner-title">{t("partner.title", { host })}</h2>
      <p>{t("partner.text", { host })}</p>
      <a className="btn btn-secondary" href={url} target="_blank" rel="noopener noreferrer">
        {t("partner.link", { host })} <span className="visually-hidden">{t("common:opens_new_tab")}</span>
      </a>
    </section>
  );
}
