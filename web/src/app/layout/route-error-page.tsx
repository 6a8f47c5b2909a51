import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Shown when a route module fails to load or render (e.g. a chunk missing after a deploy). */
export function RouteErrorPage() {
  const { t } = useTranslation("common");
  return (
    <main className="main page" id="main">
      <h1>{t("error_page_title")}</h1>
      <p>{t("error_page_text")}</p>
      <p>
        <Link to="/" reloadDocument>
          {t("go_to_exchange")}
        </Link>
      </p>
    </main>
  );
}
