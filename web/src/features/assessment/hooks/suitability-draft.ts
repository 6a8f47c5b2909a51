import { useEffect, useState } from "react";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { clearSuitabilityDraft, readSuitabilityDraft, writeSuitabilityDraft } from "../model/suitability-draft";
import type { SuitabilityFormAnswer, SuitabilityFormAnswers } from "../model/suitability-form";

/** The form's answers and step, restored from the user's draft and kept there on every change. */
export function useSuitabilityDraft(userId: string, steps: number) {
  const storage = useService(TOKENS.Storage);
  const clock = useService(TOKENS.Clock);
  const [initial] = useState(() => readSuitabilityDraft(storage, userId, clock.now()));
  const [answers, setAnswers] = useState<SuitabilityFormAnswers>(initial?.answers ?? {});
  const [step, setStep] = useState(Math.min(initial?.step ?? 0, steps - 1));
  const [kept, setKept] = useState(true);
  useEffect(() => {
    if (!kept) return;
    if (Object.keys(answers).length === 0 && step === 0) return;
    writeSuitabilityDraft(storage, userId, { answers, step, storedAt: clock.now() });
  }, [answers, step, kept]);
  return {
    answers,
    step,
    setStep,
    setAnswer: (key: string, answer: SuitabilityFormAnswer) => setAnswers((all) => ({ ...all, [key]: answer })),
    /** Forgets the draft for good (the test is submitted). */
    clear: () => {
      setKept(false);
      clearSuitabilityDraft(storage, userId);
    },
  };
}
