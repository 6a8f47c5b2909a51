import { useTranslation } from "react-i18next";
import { Page } from "@/components/page";

/** Terms: the short form of the terms of use (the full legal text is document 3's and not shipped here). */
export default function TermsPage() {
  const { t } = useTranslation("common");
  return (
    <Page title={t("terms_title")}>
      <p>{t("terms_p1")}</p>
      <p>{t("terms_p2")}</p>
      <p>{t("terms_p3")}</p>
    </Page>
  );
}
