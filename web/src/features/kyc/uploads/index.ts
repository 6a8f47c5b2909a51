// The KYC document picker, shared by the wizard and the edit form.
import "../fields/kyc-fields.css";
export { UploadField, type UploadFieldProps } from "./upload-field";
export type { UploadProgress } from "./upload-progress";
export { UploadProgressView } from "./upload-progress-view";
export { checkPickedFile } from "./check-picked-file";
export { FileThumbnail } from "./file-thumbnail";
export { useUploadErrorText } from "./use-upload-error-text";
