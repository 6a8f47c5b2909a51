import { useTranslation } from "react-i18next";
import { UPLOAD_KIND, type KycDocumentField } from "@core/kyc/documents";
import type { KycUploadError } from "@core/kyc/kyc.errors";
import { errorText } from "@/lib/i18n/error-text";

/**
 * The message of a refused file (spec 2 section 5): the photo or document size message with its
 * limit, the allowed types of the field's kind, or the error's own text.
 */
export function useUploadErrorText(): (field: KycDocumentField, error: KycUploadError) => string {
  const { t } = useTranslation(["kyc", "errors"]);
  return (field, error) => {
    const kind = UPLOAD_KIND[field];
    if (error.code === "KYC_FILE_TOO_LARGE") return t(`upload_${kind}_too_large`, { limitMb: error.limitMb });
    if (error.code === "KYC_FILE_TYPE_NOT_ALLOWED") return t(`upload_${kind}_type`);
    return errorText(t, error.code, error);
  };
}
