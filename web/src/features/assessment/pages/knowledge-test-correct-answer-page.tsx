import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import type { KnowledgeTestReview } from "@core/ports/assessment-api.port";
import { pathTo } from "@/config/paths";
import { LoadView } from "@/components/load-view";
import { Page } from "@/components/page";
import { useLoad } from "@/components/use-load";
import { useLanguage } from "@/lib/i18n/use-language";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService } from "@/lib/services/use-service";
import "../components/knowledge.css";

/** KnowledgeTestCorrectAnswer: the wrongly answered questions of the last test with the correct choice marked; none wrong goes to the test. */
export default function KnowledgeTestCorrectAnswerPage() {
  const { t } = useTranslation("knowledge");
  const tests = useLazyService(TOKENS.AssessmentApi);
  const load = useLoad(() => tests.knowledgeTestAnswers(), "knowledge-answers");
  return (
    <Page title={t("correct_title")}>
      <LoadView load={load}>{(review) => <WrongAnswers review={review} />}</LoadView>
    </Page>
  );
}

function WrongAnswers({ review }: Readonly<{ review: KnowledgeTestReview }>) {
  const { t } = useTranslation("knowledge");
  const { language } = useLanguage();
  const wrong = review.data.flatMap((item) => (item.correct === null ? [] : [{ ...item, correct: item.correct }]));
  if (wrong.length === 0) return <Navigate to={pathTo("KnowledgeTest")} replace />;
  const numberOf = (Q: string) => review.data.findIndex((item) => item.Q === Q) + 1;
  return (
    <>
      <p className="kn-intro">{t("correct_intro", { count: wrong.length })}</p>
      <ol className="kn-review">
        {wrong.map((item) => (
          <li key={item.Q} className="kn-review-item">
            <h2>
              <span className="kn-question-number">{t("question_number", { number: numberOf(item.Q), total: review.total })}</span>
              <span>{item.q[language]}</span>
            </h2>
            <ul className="kn-review-choices">
              <li className="kn-review-choice is-chosen">
                <span>{item.A[0].text[language]}</span>
                <span className="kn-tag kn-tag-chosen">{t("your_answer")}</span>
              </li>
              <li className="kn-review-choice is-correct">
                <span>{item.correct.text[language]}</span>
                <span className="kn-tag kn-tag-correct">
                  <span aria-hidden="true">✓ </span>
                  {t("correct_answer")}
                </span>
              </li>
            </ul>
          </li>
        ))}
      </ol>
      <div className="kn-actions">
        <Link className="btn btn-primary" to={pathTo("KnowledgeTest")}>
          {t("next")}
        </Link>
      </div>
    </>
  );
}
