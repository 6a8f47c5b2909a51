import { useTranslation } from "react-i18next";
import { useLanguage } from "@/lib/i18n/use-language";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService } from "@/lib/services/use-service";
import { LoadView } from "@/components/load-view";
import { Page } from "@/components/page";
import { useLoad } from "@/components/use-load";

/** KnowledgeTestCorrectAnswer: the last scored test, each question with the user's answer and the correct one. */
export default function KnowledgeTestCorrectAnswerPage() {
  const { t } = useTranslation("account");
  const { language } = useLanguage();
  const tests = useLazyService(TOKENS.AssessmentApi);
  const load = useLoad(() => tests.knowledgeTestAnswers(), "knowledge-test");
  return (
    <Page title={t("correct_answers")}>
      <LoadView load={load}>
        {(value) => (
          <>
            <p>{value.knowledgeTestPoint === null ? t("test_not_taken") : t("score_of", { points: value.knowledgeTestPoint, total: value.total })}</p>
            <ol className="answers">
              {value.data.map((item) => (
                <li key={item.Q}>
                  <p>{item.q[language]}</p>
                  <p>
                    {t("your_answer")}: {item.A[0].text[language]}
                  </p>
                  {item.correct && (
                    <p>
                      {t("correct_answer")}: {item.correct.text[language]}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </>
        )}
      </LoadView>
    </Page>
  );
}
