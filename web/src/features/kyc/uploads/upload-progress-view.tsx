import { useTranslation } from "react-i18next";
import { Button } from "@/components";
import type { UploadProgress } from "./upload-progress";

/** The upload's progress bar, its end, or its failure with a retry. */
export function UploadProgressView({ name, progress, onRetry }: Readonly<{ name: string; progress: UploadProgress; onRetry?: () => void }>) {
  const { t } = useTranslation("kyc");
  if (progress.state === "sending") {
    const percent = Math.round(progress.fraction * 100);
    return (
      <span className="kyc-upload-progress">
        <progress max={100} value={percent} aria-label={t("upload_progress", { name })} />
        <span aria-hidden="true">{percent}%</span>
      </span>
    );
  }
  if (progress.state === "done") return <span className="kyc-upload-done">{t("upload_done")}</span>;
  return (
    <span className="kyc-upload-failed" role="alert">
      {progress.message}
      {onRetry && (
        <Button variant="secondary" className="btn-sm" onClick={onRetry}>
          {t("upload_retry", { name })}
        </Button>
      )}
    </span>
  );
}
