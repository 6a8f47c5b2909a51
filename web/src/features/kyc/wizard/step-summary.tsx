import { useTranslation } from "react-i18next";
import type { KycDocumentField } from "@core/kyc/documents";
import { isPendingFile } from "@core/kyc/kyc-form.schema";
import type { KycFormBinding, KycReferenceData } from "../fields/form-binding";
import { KycSummaryView } from "../summary-view";
import type { UploadProgress } from "../uploads/upload-progress";
import { UploadProgressView } from "../uploads/upload-progress-view";

type StepSummaryProps = Readonly<{
  binding: KycFormBinding;
  data: KycReferenceData;
  progress: Partial<Record<KycDocumentField, UploadProgress>>;
  onRetry: () => void;
}>;

/** Step 4: everything entered, files by name with each one's upload progress, a failed one with its retry. */
export function StepSummary({ binding, data, progress, onRetry }: StepSummaryProps) {
  const { t } = useTranslation("kyc");
  return (
    <div className="kyc-step-body">
      <p>{t("summary_edit_hint")}</p>
      <KycSummaryView
        form={binding.form}
        customerType={binding.form.customerType}
        lists={data.lists}
        renderDocument={(field, value) => {
          const name = isPendingFile(value) ? value.name : t("upload_stored");
          return <DocumentEntry name={name} progress={progress[field]} onRetry={onRetry} />;
        }}
      />
    </div>
  );
}

/** A file of the summary: its name, and while sending its progress bar, then done, or the failure with a retry. */
function DocumentEntry({ name, progress, onRetry }: Readonly<{ name: string; progress: UploadProgress | undefined; onRetry: () => void }>) {
  return (
    <span className="kyc-doc-entry">
      <span className="kyc-doc-name">{name}</span>
      {progress && <UploadProgressView name={name} progress={progress} onRetry={onRetry} />}
    </span>
  );
}
