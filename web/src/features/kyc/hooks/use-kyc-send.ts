import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { KycDocumentField } from "@core/kyc/documents";
import type { KycForm } from "@core/kyc/kyc-form.schema";
import { documentsToUpload } from "@core/kyc/submission";
import { sendKycForm } from "@core/kyc/use-cases/send-kyc-form";
import { errorText } from "@/lib/i18n/error-text";
import { TOKENS } from "@/lib/services/tokens";
import { useLazyService, useService } from "@/lib/services/use-service";
import type { UploadProgress } from "../uploads/upload-progress";

/** What the wizard shows while sending: the document being uploaded (1-based of count), or the form itself. */
export type KycSending = Readonly<{ field: KycDocumentField; index: number; count: number } | { field: null }>;

/** Transport failures the spec words as "check your internet connection". */
const CONNECTION_CODES = ["TIMEOUT", "NETWORK_ERROR"];

/**
 * The wizard's submission through the core use case: each document's progress, its link kept in
 * the form as soon as it is stored (`keepLink`), so a retry after a failed upload sends only what
 * is left and nothing typed is lost; a failed submit shows the spec's danger toast.
 */
export function useKycSend(keepLink: (field: KycDocumentField, link: string) => void) {
  const { t, i18n } = useTranslation(["kyc", "errors"]);
  const kyc = useLazyService(TOKENS.KycApi);
  const toasts = useService(TOKENS.Toasts);
  const [progress, setProgress] = useState<Partial<Record<KycDocumentField, UploadProgress>>>({});
  const [sending, setSending] = useState<KycSending | null>(null);
  const mark = (field: KycDocumentField, state: UploadProgress) => setProgress((all) => ({ ...all, [field]: state }));

  /** Sends the form; answers whether it was accepted. */
  async function send(form: KycForm): Promise<boolean> {
    const pending = documentsToUpload(form).map((d) => d.field);
    const started = new Set<KycDocumentField>();
    setProgress((all) => Object.fromEntries(Object.entries(all).filter(([, p]) => p.state === "done")));
    setSending(pending.length > 0 ? { field: pending[0]!, index: 1, count: pending.length } : { field: null });
    const result = await sendKycForm(
      { kyc },
      {
        form,
        onProgress: (field, fraction) => {
          if (!started.has(field)) {
            started.add(field);
            setSending({ field, index: pending.indexOf(field) + 1, count: pending.length });
          }
          mark(field, { state: "sending", fraction });
        },
        onUploaded: (field, link) => {
          mark(field, { state: "done" });
          keepLink(field, link);
          if (pending.indexOf(field) === pending.length - 1) setSending({ field: null });
        },
      },
    );
    setSending(null);
    if (result.isOk()) return true;
    const error = result.error;
    if (error.code === "KYC_UPLOAD_FAILED" && "cause" in error) {
      const message = CONNECTION_CODES.includes(error.cause.code) ? t("upload_timeout") : errorText(t, error.cause.code, error.cause);
      mark(error.field, { state: "failed", message });
    } else {
      // The spec's danger toast, with the reason when the server named a known one (an identity already in use...).
      const known = i18n.exists(`errors:${error.code}`);
      toasts.push({ tone: "error", text: known ? `${t("submit_failed")} ${errorText(t, error.code, error)}` : t("submit_failed") });
    }
    return false;
  }

  return { send, progress, sending };
}
