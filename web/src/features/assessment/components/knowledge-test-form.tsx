import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { knowledgeSubmissionOf } from "@core/assessment/knowledge-answers";
import type { DrawnKnowledgeQuestion, KnowledgeScore } from "@core/ports/assessment-api.port";
import { Button, LoadingBlock } from "@/components";
import { useFocusWhenShown } from "@/components/use-focus-when-shown";
import { useLoad } from "@/components/use-load";
import { errorText } from "@/lib/i18n/error-text";
import { useLanguage } from "@/lib/i18n/use-language";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService, useService } from "@/lib/services/use-service";
import { useSession } from "@/lib/session";
import { KnowledgeQuestion } from "./knowledge-question";

type Props = Readonly<{ onScored: (score: KnowledgeScore) => void; focusOnStart: boolean }>;

/** The knowledge test: the server's draw (the same until answered), then the user's answers scored by the server. */
export function KnowledgeTestForm({ onScored, focusOnStart }: Props) {
  const { t } = useTranslation(["knowledge", "common", "errors"]);
  const tests = useLazyService(TOKENS.AssessmentApi);
  const [attempt, setAttempt] = useState(0);
  const draw = useLoad(() => tests.drawKnowledgeTest(), `knowledge-draw-${attempt}`);
  if (draw.status === "loading") return <LoadingBlock label={t("common:loading")} />;
  if (draw.status === "error") {
    return (
      <div className="kn-actions">
        <p role="alert" className="form-error">
          {errorText(t, draw.code, draw)}
        </p>
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t("common:retry")}
        </Button>
      </div>
    );
  }
  return <DrawnTest questions={draw.value} onScored={onScored} onRedraw={() => setAttempt((n) => n + 1)} focusOnStart={focusOnStart} />;
}

function DrawnTest({ questions, onScored, onRedraw, focusOnStart }: Readonly<{ questions: readonly DrawnKnowledgeQuestion[]; onRedraw: () => void }> & Props) {
  const { t } = useTranslation(["knowledge", "errors"]);
  const { language } = useLanguage();
  const tests = useLazyService(TOKENS.AssessmentApi);
  const toasts = useService(TOKENS.Toasts);
  const { refreshProfile } = useSession();
  const [choices, setChoices] = useState<Readonly<Record<string, string>>>({});
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const intro = useFocusWhenShown<HTMLParagraphElement>(focusOnStart);
  const summary = useRef<HTMLDivElement>(null);
  const ids = questions.map((q) => q.Q);
  const total = questions.length;
  const answered = ids.filter((id) => choices[id]).length;
  const missing = attempted ? ids.filter((id) => !choices[id]) : [];


  const goTo = (id: string) => {
    const fieldset = document.getElementById(fieldsetId(id));
    fieldset?.scrollIntoView({ block: "start" });
    fieldset?.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const submission = knowledgeSubmissionOf(ids, choices);
    if (submission.isErr()) {
      setAttempted(true);
      // The summary renders with this state; focus it on the next frame so it is read out.
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setBusy(true);
    void tests.submitKnowledgeTest(submission.value).match(
      (score) => {
        toasts.push({ tone: "success", text: t("success") });
        void refreshProfile();
        onScored(score);
      },
      (error) => {
        setBusy(false);
        toasts.push({ tone: "error", text: errorText(t, error.code, error) });
        // The draw was already used (another tab submitted it): a fresh one is needed.
        if (error.code === "KNOWLEDGE_TEST_NOT_DRAWN") onRedraw();
      },
    );
  };

  return (
    <form className="kn-form" onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      <p className="kn-intro" ref={intro} tabIndex={-1}>
        {t("intro", { total })}
      </p>
      <div className="kn-progress">
        <div className="kn-progress-text">
          <span id="kn-progress-label">{t("progress_label")}</span>
          <span aria-hidden="true">{t("progress", { answered, total })}</span>
        </div>
        <div
          className="kn-progress-bar"
          role="progressbar"
          aria-labelledby="kn-progress-label"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={answered}
          aria-valuetext={t("progress", { answered, total })}
        >
          <div className="kn-progress-fill" style={{ width: `${total === 0 ? 0 : (answered / total) * 100}%` }} />
        </div>
      </div>
      <ol className="kn-questions">
        {questions.map((question, i) => (
          <li key={question.Q}>
            <KnowledgeQuestion
              question={question}
              fieldsetId={fieldsetId(question.Q)}
              number={i + 1}
              total={total}
              language={language}
              chosen={choices[question.Q]}
              missing={missing.includes(question.Q)}
              disabled={busy}
              onChoose={(choice) => setChoices((current) => ({ ...current, [question.Q]: choice }))}
            />
          </li>
        ))}
      </ol>
      {missing.length > 0 && (
        <div className="kn-missing" role="alert" ref={summary} tabIndex={-1}>
          <p>{t("missing_summary", { count: missing.length })}</p>
          <ul>
            {missing.map((id) => (
              <li key={id}>
                <button type="button" className="link-button" onClick={() => goTo(id)}>
                  {t("question_short", { number: ids.indexOf(id) + 1 })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="kn-actions">
        <Button type="submit" busy={busy}>
          {t("submit")}
        </Button>
        {busy && (
          <span className="kn-status" role="status">
            {t("submitting")}
          </span>
        )}
      </div>
    </form>
  );
}

/** The DOM id of a question's fieldset (question ids hold a dot). */
function fieldsetId(questionId: string): string {
  return `kn-${questionId.replace(/[^a-z0-9_-]/gi, "-")}`;
}
