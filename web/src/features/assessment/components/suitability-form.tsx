import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { SuitabilityScore } from "@core/ports/assessment-api.port";
import { Button, Spinner } from "@/components";
import { useLoad } from "@/components/use-load";
import { errorText } from "@/lib/i18n/error-text";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService, useService } from "@/lib/services/use-service";
import { useSuitabilityDraft } from "../hooks/suitability-draft";
import { EMPTY_ANSWER, formErrors, previewResult, stepErrors, SUITABILITY_STEPS, toSubmission, type SuitabilityFormErrors } from "../model/suitability-form";
import { SuitabilityAcknowledgement } from "./suitability-acknowledgement";
import { SuitabilityQuestionField } from "./suitability-question";

export type SuitabilityFormProps = Readonly<{ userId: string; onSubmitted: (score: SuitabilityScore) => void }>;

/**
 * The 14 questions in short steps with a progress bar; the draft survives a reload. Submitting
 * checks every answer with the core's schema, shows the risk acknowledgement first when the
 * core's rule asks for it, then sends the test; the result comes from the server.
 */
export function SuitabilityForm({ userId, onSubmitted }: SuitabilityFormProps) {
  const { t, i18n } = useTranslation(["suitability", "errors"]);
  const assessment = useLazyService(TOKENS.AssessmentApi);
  const kyc = useLazyService(TOKENS.KycApi);
  const toasts = useService(TOKENS.Toasts);
  const countriesLoad = useLoad(() => kyc.referenceList("countries"), "countries");
  const countries = countriesLoad.status === "ok" ? countriesLoad.value : null;
  const total = SUITABILITY_STEPS.length;
  const draft = useSuitabilityDraft(userId, total);
  const [errors, setErrors] = useState<SuitabilityFormErrors>({});
  const [stage, setStage] = useState<"questions" | "acknowledge">("questions");
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const questions = SUITABILITY_STEPS[draft.step] ?? [];
  const shownErrors = stepErrors(errors, questions);

  // Focus follows the step (not on the first render: the page's own heading comes first).
  useEffect(() => {
    if (moved.current && stage === "questions") heading.current?.focus();
  }, [draft.step, stage]);
  const goTo = (step: number) => {
    moved.current = true;
    draft.setStep(step);
    setStage("questions");
    window.scrollTo?.({ top: 0 });
  };

  const focusFirstError = (found: SuitabilityFormErrors) => {
    const first = questions.find((q) => found[q.key]);
    if (first) requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`#suit-${first.key} input, [name="suit-${first.key}"]`)?.focus());
  };

  const send = (accept: boolean) => {
    setBusy(true);
    void assessment.submitSuitabilityTest(toSubmission(draft.answers, accept)).match(
      (score) => {
        draft.clear();
        toasts.push({ tone: "success", text: t("success") });
        setBusy(false);
        onSubmitted(score);
      },
      (error) => {
        setBusy(false);
        if (error.code === "RISK_ACKNOWLEDGEMENT_REQUIRED") return setStage("acknowledge");
        const known = i18n.exists(`errors:${error.code}`);
        toasts.push({ tone: "error", text: known ? `${t("failed")} ${errorText(t, error.code, error)}` : t("failed") });
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const all = formErrors(draft.answers);
    const here = stepErrors(all, questions);
    setErrors(all);
    if (Object.keys(here).length > 0) return focusFirstError(here);
    if (draft.step < total - 1) return goTo(draft.step + 1);
    // The last step: every step must be complete before the test is sent.
    const firstIncomplete = SUITABILITY_STEPS.findIndex((step) => Object.keys(stepErrors(all, step)).length > 0);
    if (firstIncomplete >= 0) return goTo(firstIncomplete);
    const preview = previewResult(draft.answers, countries ?? []);
    if (preview.isOk() && preview.value.requiresRiskAcknowledgement) return setStage("acknowledge");
    send(false);
  };

  if (stage === "acknowledge") {
    return <SuitabilityAcknowledgement busy={busy} onBack={() => goTo(total - 1)} onAccept={() => send(true)} />;
  }

  return (
    <form className="suit-form" onSubmit={onSubmit} noValidate>
      <div className="suit-progress">
        <h2 ref={heading} tabIndex={-1} className="suit-step-title">
          {t("progress", { step: draft.step + 1, total })}
        </h2>
        <progress value={draft.step + 1} max={total} aria-label={t("progress_label")} />
      </div>
      {Object.keys(shownErrors).length > 0 && (
        <p role="alert" className="form-error">
          {t("fix_errors")}
        </p>
      )}
      {questions.map((question) => {
        const error = shownErrors[question.key] ?? null;
        return (
          <SuitabilityQuestionField
            key={question.key}
            question={question}
            answer={draft.answers[question.key] ?? EMPTY_ANSWER}
            error={error ? errorText(t, error.code, error) : null}
            errorCode={error}
            countries={countries}
            onChange={(answer) => {
              draft.setAnswer(question.key, answer);
              // An error goes away once its question is answered again.
              if (errors[question.key]) setErrors((all) => ({ ...all, [question.key]: formErrors({ ...draft.answers, [question.key]: answer })[question.key] }));
            }}
          />
        );
      })}
      {busy && (
        <p role="status" className="suit-busy">
          <Spinner size="sm" /> {t("submitting")}
        </p>
      )}
      <div className="suit-nav">
        {draft.step > 0 ? (
          <Button variant="secondary" onClick={() => goTo(draft.step - 1)} disabled={busy}>
            {t("back")}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" busy={busy}>
          {draft.step < total - 1 ? t("next") : t("submit")}
        </Button>
      </div>
    </form>
  );
}
