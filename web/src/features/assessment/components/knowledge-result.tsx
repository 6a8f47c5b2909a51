import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pathTo } from "@/config/paths";
import { Button } from "@/components";
import { useFocusWhenShown } from "@/components/use-focus-when-shown";
import { KnowledgeArticles } from "./knowledge-articles";

type Props = Readonly<{
  points: number;
  total: number;
  /** Whether the suitability test is taken: if not, the result invites the user to it. */
  suitabilityTaken: boolean;
  /** Move focus to the result's heading (it has just replaced the test). */
  focusOnShow: boolean;
  onRetake: () => void;
}>;

/** 'Knowledge Test Results': the score drawn and worded, the way to the correct answers, the articles and the next step. */
export function KnowledgeResult({ points, total, suitabilityTaken, focusOnShow, onRetake }: Props) {
  const { t } = useTranslation("knowledge");
  const heading = useFocusWhenShown<HTMLHeadingElement>(focusOnShow);
  const wrong = Math.max(0, total - points);
  const share = { "--kn-share": total === 0 ? 0 : points / total } as CSSProperties;
  return (
    <section className="kn-result" aria-labelledby="kn-result-title">
      <h2 id="kn-result-title" ref={heading} tabIndex={-1}>
        {t("results_title")}
      </h2>
      <div className="kn-score">
        <div className="kn-score-ring" style={share} aria-hidden="true">
          <span>{t("score_short", { points, total })}</span>
        </div>
        <div className="kn-score-text">
          <p className="kn-score-line">{t("score", { points, total })}</p>
          <p className="muted">{wrong === 0 ? t("all_right") : t("some_wrong", { count: wrong })}</p>
        </div>
      </div>
      {!suitabilityTaken && (
        <section className="kn-card kn-invite" aria-labelledby="kn-invite-title">
          <h3 id="kn-invite-title">{t("suitability_invite_title")}</h3>
          <p>{t("suitability_invite_text")}</p>
          <Link className="btn btn-primary" to={pathTo("SuitabilityTest")}>
            {t("go_to_suitability")}
          </Link>
        </section>
      )}
      <div className="kn-actions">
        {wrong > 0 && (
          <Link className="btn btn-primary" to={pathTo("KnowledgeTestCorrectAnswer")}>
            {t("see_correct_answers")}
          </Link>
        )}
        <Link className={`btn ${wrong > 0 || !suitabilityTaken ? "btn-secondary" : "btn-primary"}`} to={pathTo("Exchange")}>
          {t("go_to_exchange")}
        </Link>
        <Button variant="ghost" onClick={onRetake}>
          {t("retake")}
        </Button>
      </div>
      <KnowledgeArticles />
    </section>
  );
}
