import { useTranslation } from "react-i18next";
import { Page } from "@/components/page";

/** About: what KUL Swap is (static text). */
export default function AboutPage() {
  const { t } = useTranslation("common");
  return (
    <Page title={t("about_title")}>
      <p>{t("about_p1")}</p>
      <p>{t("about_p2")}</p>
      <p>{t("about_p3")}</p>
    </Page>
  );
}
