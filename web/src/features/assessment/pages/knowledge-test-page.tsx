import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "@/config/paths";
import { useSession } from "@/lib/session/use-session";
import { Page } from "@/components/page";

/** KnowledgeTest (minimal): whether the test is done, with its score; the drawn-question form is not built yet. */
export default function KnowledgeTestPage() {
  const { t } = useTranslation("account");
  const { profile } = useSession();
  const points = profile?.knowledgeTestPoint ?? null;
  return (
    <Page title={t("knowledge_test")}>
      <p>{points === null ? t("test_not_taken") : t("test_points", { points })}</p>
      {points !== null && <Link to={pathTo("KnowledgeTestCorrectAnswer")}>{t("correct_answers")}</Link>}
    </Page>
  );
}
