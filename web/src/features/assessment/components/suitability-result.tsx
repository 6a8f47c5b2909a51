import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { riskLevelOf } from "@core/assessment/risk-level";
import { SUITABILITY_MAX_SCORE, SUITABILITY_MIN_SCORE } from "@core/assessment/suitability-questions";
import { Button } from "@/components";
import { useFocusWhenShown } from "@/components/use-focus-when-shown";
import { pathTo } from "@/config/paths";
import { SuitabilityGauge } from "./suitability-gauge";

export type SuitabilityResultProps = Readonly<{
  score: number;
  /** Whether the invitation to the knowledge test shows (it is not taken yet). */
  inviteKnowledgeTest: boolean;
  /** Moves focus to the result (when it replaces the form just submitted). */
  focus: boolean;
  onRetake: () => void;
}>;

/** The summary of a taken test: the gauge, the score and its scale, the level's description, and where to go next. */
export function SuitabilityResult({ score, inviteKnowledgeTest, focus, onRetake }: SuitabilityResultProps) {
  const { t } = useTranslation("suitability");
  const level = riskLevelOf(score);
  // A screen-reader user lands on the result when it replaces the form.
  const heading = useFocusWhenShown<HTMLHeadingElement>(focus);
  return (
    <section className="suit-result" aria-labelledby="suit-result-title">
      <h2 id="suit-result-title" ref={heading} tabIndex={-1}>
        {t("result_title")}
      </h2>
      <div className="suit-result-grid">
        <SuitabilityGauge score={score} level={level} />
        <div className="suit-result-facts">
          <p className="suit-result-label">{t("result_score")}</p>
          <p className="suit-result-score">{t("result_score_value", { count: score })}</p>
          <p className="muted">{t("result_range", { min: SUITABILITY_MIN_SCORE, max: SUITABILITY_MAX_SCORE })}</p>
          <p className="suit-result-label">{t("result_level")}</p>
          <p className={`suit-level suit-level-${level}`}>{t(`level_${level}`)}</p>
          <p>{t(`level_${level}_text`)}</p>
        </div>
      </div>
      <div className="suit-actions">
        <Link to={pathTo("Exchange")} className="btn btn-primary">
          {t("go_to_exchange")}
        </Link>
        <Button variant="ghost" onClick={onRetake}>
          {t("retake")}
        </Button>
      </div>
      {inviteKnowledgeTest && (
        <aside className="suit-invite" aria-labelledby="suit-invite-title">
          <h3 id="suit-invite-title">{t("knowledge_invite_title")}</h3>
          <p>{t("knowledge_invite_text")}</p>
          <Link to={pathTo("KnowledgeTest")} className="btn btn-secondary">
            {t("go_to_knowledge")}
          </Link>
        </aside>
      )}
    </section>
  );
}
