import { useState } from "react";
import { useTranslation } from "react-i18next";
import { bangkokToday } from "@core/kyc/calendar";
import type { KycEditTopic } from "@core/kyc/edit-topics";
import type { KycForm } from "@core/kyc/kyc-form.schema";
import type { KycFieldErrors } from "@core/kyc/step-validation";
import { documentsToUpload } from "@core/kyc/submission";
import { submitKycEdit } from "@core/kyc/use-cases/submit-kyc-edit";
import type { KycReference } from "@core/kyc/reference";
import { errorText } from "@/lib/i18n/error-text";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService, useService } from "@/lib/services/use-service";

/** Where a sending is: idle, uploading document `index` of `count`, or sending the form. */
export type EditSending = Readonly<{ step: "idle" } | { step: "uploading"; index: number; count: number } | { step: "sending" }>;

/**
 * The edit form's submit through the core use case: field errors come back for the form to show
 * (and focus), a failure shows the spec's danger toast, a success its toast and `onDone`.
 */
export function useEditKycSubmit(onDone: () => void) {
  const { t } = useTranslation(["kyc-summary", "errors"]);
  const kyc = useLazyService(TOKENS.KycApi);
  const clock = useService(TOKENS.Clock);
  const toasts = useService(TOKENS.Toasts);
  const [sending, setSending] = useState<EditSending>({ step: "idle" });

  /** Sends the form; answers the field errors to show (empty when sent or failed otherwise). */
  async function submit(form: KycForm, topics: readonly KycEditTopic[], reference: KycReference): Promise<KycFieldErrors> {
    setSending({ step: "sending" });
    const count = documentsToUpload(form).length;
    const files = new Set<string>();
    const sent = await submitKycEdit(
      { kyc },
      {
        form,
        topics,
        ctx: { reference, today: bangkokToday(clock) },
        onProgress: (field) => {
          if (files.has(field)) return;
          files.add(field);
          setSending({ step: "uploading", index: files.size, count });
        },
      },
    );
    setSending({ step: "idle" });
    if (sent.isOk()) {
      toasts.push({ tone: "success", text: t("edit.success") });
      onDone();
      return {};
    }
    const error = sent.error;
    if (error.code === "KYC_FORM_INVALID") {
      // The core's check answers a record; the server's re-check a list of { field, code }.
      const fields = "fields" in error ? error.fields : undefined;
      if (Array.isArray(fields)) return Object.fromEntries(fields.map((f: { field: string; code: string }) => [f.field, f.code])) as KycFieldErrors;
      if (fields) return fields as KycFieldErrors;
    }
    toasts.push({ tone: "error", text: error.code === "KYC_UPLOAD_FAILED" || error.code === "GENERIC" ? t("edit.failed") : errorText(t, error.code, error) });
    return {};
  }
  return { submit, sending };
}

