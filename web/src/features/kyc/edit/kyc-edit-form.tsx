import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { bangkokToday } from "@core/kyc/calendar";
import { fieldsNoTopicShows, kycFormFromData } from "@core/kyc/edit-form";
import { isKycFieldShown, kycEditFields, kycEditTopics } from "@core/kyc/edit-topics";
import type { KycField, KycForm } from "@core/kyc/kyc-form.schema";
import type { KycFieldErrors } from "@core/kyc/step-validation";
import { firstErrorField } from "@core/kyc/step-validation";
import type { KycFormData, KycLogItem } from "@core/ports/kyc-storage.port";
import { Button } from "@/components";
import { errorText } from "@/lib/i18n/error-text";
import type { Load } from "@/components/use-load";
import type { EditKycReference } from "../hooks/edit-kyc-reference";
import { useEditKycSubmit } from "../hooks/edit-kyc-submit";
import { TOKENS } from "@/lib/services/tokens";
import { useService } from "@/lib/services/use-service";
import { focusKycField, type KycFormBinding } from "../fields";
import { EditTopicFields } from "./edit-topic-fields";
import { EditFormSkeleton } from "./edit-form-skeleton";
import { EditTopic } from "./edit-topic";
import "./kyc-edit.css";

type Props = Readonly<{
  /** The form as last submitted. */
  data: KycFormData | null;
  /** The operator's notes: the topics to correct. */
  log: readonly KycLogItem[];
  /** Called once the corrections are accepted (the page reloads the status, form and log). */
  onResubmitted: () => void;
}>;

type LoadedProps = Props & Readonly<{ reference: EditKycReference }>;

/** The edit form of REQUEST_CHANGE (spec 2 "Edit KYC form"), once its reference lists are loaded. */
export function KycEditForm({ reference, ...props }: Props & Readonly<{ reference: Load<EditKycReference> }>) {
  const { t } = useTranslation(["kyc-summary", "common", "errors"]);
  if (reference.status === "loading") return <EditFormSkeleton />;
  if (reference.status === "error") return <p role="alert" className="form-error">{errorText(t, reference.code, reference)}</p>;
  return <LoadedEditForm {...props} reference={reference.value} />;
}

/** The errors left once a change is made: a field whose value changed loses its error. */
function keptErrors(errors: KycFieldErrors, before: KycForm, after: KycForm): KycFieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => before[field as KycField] === after[field as KycField]));
}

function LoadedEditForm({ data, log, onResubmitted, reference }: LoadedProps) {
  const { t } = useTranslation(["kyc-summary", "common"]);
  const clock = useService(TOKENS.Clock);
  const [state, setState] = useState(() => ({ form: kycFormFromData(data), errors: {} as KycFieldErrors }));
  const { form, errors } = state;
  const summary = useRef<HTMLParagraphElement>(null);
  const { submit, sending } = useEditKycSubmit(onResubmitted);
  const topics = useMemo(() => kycEditTopics(log, form, reference.reference), [log, form, reference]);
  // Fields no topic shows but the rules asked for at a send: kept on screen once found, while shown.
  const [extraFound, setExtraFound] = useState<readonly KycField[]>([]);
  const extra = extraFound.filter((f) => isKycFieldShown(f, form, reference.reference) && !kycEditFields(topics).includes(f));
  const binding: KycFormBinding = {
    form,
    errors,
    update: (change) => setState((current) => {
      const next = change(current.form);
      return { form: next, errors: keptErrors(current.errors, current.form, next) };
    }),
  };
  const fieldProps = { binding, today: bangkokToday(clock) };
  // After a refused send, once the errors are drawn: the first field in error, or the form's
  // message when that field is not on screen. An object, so the same field is focused again.
  const [focusTarget, setFocusTarget] = useState<{ field: KycField } | null>(null);
  useEffect(() => {
    if (focusTarget !== null && !focusKycField(focusTarget.field)) summary.current?.focus();
  }, [focusTarget]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await submit(form, topics, reference.reference);
    setState((current) => ({ ...current, errors: found }));
    setExtraFound((kept) => [...new Set([...kept, ...fieldsNoTopicShows(found, topics)])]);
    const first = firstErrorField(found);
    if (first === undefined) return;
    setFocusTarget({ field: first });
  };
  const busy = sending.step !== "idle";
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <section className="kyc-edit" aria-labelledby="kyc-edit-title">
      <h2 id="kyc-edit-title">{t("edit.title")}</h2>
      <p>{t("edit.intro")}</p>
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <ol className="kyc-edit-topics">
          {topics.map((topic) => (
            <EditTopic key={topic.number} topic={topic} reference={reference} {...fieldProps} />
          ))}
        </ol>
        {extra.length > 0 && (
          <fieldset className="kyc-edit-extra">
            <legend>{t("edit.extra_title")}</legend>
            <p className="muted">{t("edit.extra_intro")}</p>
            <EditTopicFields fields={extra} data={reference} {...fieldProps} />
          </fieldset>
        )}
        <div className="kyc-edit-messages">
          <p ref={summary} tabIndex={-1} className="form-error" role={hasErrors ? "alert" : undefined}>
            {hasErrors ? t("edit.invalid") : ""}
          </p>
          <p className="muted" aria-live="polite">
            {sending.step === "uploading" ? t("edit.uploading", { index: sending.index, count: sending.count }) : sending.step === "sending" ? t("edit.sending") : ""}
          </p>
        </div>
        <Button type="submit" busy={busy}>
          {t("edit.submit")}
        </Button>
      </form>
    </section>
  );
}
