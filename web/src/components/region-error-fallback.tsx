import { useTranslation } from "react-i18next";

/** What a failed region shows: a short message and a retry button. */
export function RegionErrorFallback({ reset }: Readonly<{ reset: () => void }>) {
  const { t } = useTranslation("common");
  return (
    <div className="region-error" role="alert">
      <p>{t("region_failed")}</p>
      <button type="button" className="btn btn-secondary" onClick={reset}>
        {t("retry")}
      </button>
    </div>
  );
}
