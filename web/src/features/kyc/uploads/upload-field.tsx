import "../fields/kyc-fields.css";
import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { UPLOAD_KIND, type KycDocumentField } from "@core/kyc/documents";
import { isPendingFile, type KycFile } from "@core/kyc/kyc-form.schema";
import { ALLOWED_CONTENT_TYPES } from "@core/kyc/uploads";
import { Button } from "@/components";
import { kycFieldId } from "../fields/field-ids";
import { checkPickedFile } from "./check-picked-file";
import { FileThumbnail } from "./file-thumbnail";
import type { UploadProgress } from "./upload-progress";
import { UploadProgressView } from "./upload-progress-view";
import { useUploadErrorText } from "./use-upload-error-text";

/** A document field of the form. */
export type UploadFieldProps = Readonly<{
  field: KycDocumentField;
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  /** A picked file (a browser File) or the link of a stored document. */
  value: KycFile | undefined;
  /** A checked file, or undefined when removed. */
  onChange: (file: File | undefined) => void;
  /** The field's validation error (required...). */
  error?: string | null;
  /** The upload's state while the form is sent. */
  progress?: UploadProgress;
  onRetry?: () => void;
  /** How a stored document shows (a link to it); default: a plain "uploaded" note. */
  renderStored?: (link: string) => ReactNode;
  disabled?: boolean;
}>;

/**
 * A document picker: the file is checked by size and content with the core's rule before it is
 * kept (a refused one is cleared with the spec's message, an already stored one kept), shown with its thumbnail and name, and
 * while the form is sent its progress bar, then done, or the failure with a retry.
 */
export function UploadField({ field, label, hint, optional, value, onChange, error, progress, onRetry, renderStored, disabled }: UploadFieldProps) {
  const { t } = useTranslation("kyc");
  const refusedText = useUploadErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const id = kycFieldId(field);
  const picked = isPendingFile(value) && value instanceof Blob ? (value as File) : null;
  const stored = typeof value === "string" ? value : null;
  const shownError = refused ?? error ?? null;
  const sending = progress?.state === "sending";

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (file === undefined) return;
    const checked = await checkPickedFile(field, file);
    if (checked.isErr()) {
      setRefused(refusedText(field, checked.error));
      // The refused pick is cleared; a document already stored on the server stays in the form,
      // so a wrong file never loses what the user had sent before.
      if (stored === null) onChange(undefined);
    } else {
      setRefused(null);
      onChange(file);
    }
  };

  const described = [`${id}-hint`, shownError ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div id={id} className={`kyc-upload${shownError ? " has-error" : ""}`} role="group" aria-labelledby={`${id}-label`} aria-describedby={described}>
      <p id={`${id}-label`} className="kyc-upload-label">
        {label}
        {optional && <span className="kyc-optional"> {t("optional")}</span>}
      </p>
      <div id={`${id}-hint`} className="kyc-hint">
        {hint}
        <p className="kyc-hint-limit">{t(`upload_${UPLOAD_KIND[field]}_hint`)}</p>
      </div>
      {(picked || stored) && (
        <div className="kyc-upload-file">
          {picked ? <FileThumbnail file={picked} /> : <span className="kyc-thumb kyc-thumb-doc" aria-hidden="true">✓</span>}
          <div className="kyc-upload-name">
            <span>{picked ? picked.name : (renderStored?.(stored!) ?? t("upload_stored"))}</span>
            {progress && <UploadProgressView name={picked?.name ?? label} progress={progress} onRetry={onRetry} />}
          </div>
        </div>
      )}
      <div className="kyc-upload-actions">
        <Button variant="secondary" className="btn-sm" disabled={disabled || sending} onClick={() => input.current?.click()} aria-describedby={described}>
          {picked || stored ? t("upload_change", { label }) : t("upload_choose", { label })}
        </Button>
        {(picked || stored) && optional && (
          <Button variant="ghost" className="btn-sm" disabled={disabled || sending} onClick={() => onChange(undefined)}>
            {t("upload_remove", { label })}
          </Button>
        )}
        <input ref={input} type="file" hidden accept={ALLOWED_CONTENT_TYPES[UPLOAD_KIND[field]].join(",")} onChange={(e) => void onFile(e.target.files?.[0])} data-testid={`file-${field}`} />
      </div>
      {shownError && (
        <p id={`${id}-error`} className="field-error" role={refused ? "alert" : undefined}>
          {shownError}
        </p>
      )}
    </div>
  );
}
