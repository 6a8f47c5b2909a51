import { useTranslation } from "react-i18next";

/**
 * Facebook and Google sign-in buttons (spec 1). Their SDKs need ids this environment does not
 * have, so they are shown disabled with the reason, rather than failing after a click.
 */
export function SocialButtons() {
  const { t } = useTranslation("account");
  return (
    <div className="social-buttons" role="group" aria-label={t("social_login")}>
      <button type="button" className="btn btn-secondary" disabled aria-describedby="social-unavailable">
        {t("continue_facebook")}
      </button>
      <button type="button" className="btn btn-secondary" disabled aria-describedby="social-unavailable">
        {t("continue_google")}
      </button>
      <p id="social-unavailable" className="muted small">
        {t("social_unavailable")}
      </p>
    </div>
  );
}
