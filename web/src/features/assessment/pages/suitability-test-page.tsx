import { useTranslation } from "react-i18next";
import { useSession } from "@/lib/session/use-session";
import { Page } from "@/components/page";

/** SuitabilityTest (minimal): whether the test is done and its points; the 14-question form is not built yet. */
export default function SuitabilityTestPage() {
  const { t } = useTranslation("account");
  const { profile } = useSession();
  const points = profile?.suitabilityTestPoint ?? null;
  return (
    <Page title={t("suitability_test")}>
      <p>{points === null ? t("test_not_taken") : t("test_points", { points })}</p>
    </Page>
  );
}
