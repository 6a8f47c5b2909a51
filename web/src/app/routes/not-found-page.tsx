import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "@/config/paths";
import { Page } from "@/components/page";

/** Any path the app does not know. */
export default function NotFoundPage() {
  const { t } = useTranslation("common");
  return (
    <Page title={t("not_found_title")}>
      <p>{t("not_found_text")}</p>
      <Link to={pathTo("Exchange")}>{t("go_to_exchange")}</Link>
    </Page>
  );
}
