import { domainError } from "../shared/domain-error";

/** Field-level codes returned by KYC step validation, one per field path. */
export const KYC_FIELD_ERROR_CODES = [
  "KYC_REQUIRED",
  "KYC_VALUE_INVALID",
  "KYC_OPTION_INVALID",
  "KYC_NATIONALITY_INVALID",
  "KYC_NATIONALITY_NOT_AVAILABLE",
  "KYC_COUNTRY_INVALID",
  "KYC_PROVINCE_INVALID",
  "KYC_POSTCODE_INVALID",
  "KYC_DATE_INVALID",
  "KYC_DATE_OUT_OF_RANGE",
  "KYC_AGE_UNDER_MINIMUM",
  "KYC_ISSUE_DATE_IN_FUTURE",
  "KYC_EXPIRY_TOO_SOON",
  "KYC_CARD_TYPE_MISMATCH",
  "ID_CARD_INVALID",
  "LASER_CODE_INVALID",
  "PASSPORT_INVALID",
] as const;
export type KycFieldErrorCode = (typeof KYC_FIELD_ERROR_CODES)[number];

/** Why a Thai ID card number is refused. */
export type IdCardInvalidReason = "FORMAT" | "FIRST_DIGIT" | "CHECKSUM";
/** A Thai ID card number that is not 13 digits, starts with 0 or 9, or fails the checksum. */
export const idCardInvalid = domainError("ID_CARD_INVALID", (reason: IdCardInvalidReason) => ({ reason }));
export type IdCardInvalid = ReturnType<typeof idCardInvalid>;

/** A laser code (back of the Thai ID card) that does not match the pattern. */
export const laserCodeInvalid = domainError("LASER_CODE_INVALID");
export type LaserCodeInvalid = ReturnType<typeof laserCodeInvalid>;

/** A passport or other identity number that is empty or longer than the limit. */
export const passportInvalid = domainError("PASSPORT_INVALID", (reason: "EMPTY" | "TOO_LONG") => ({ reason }));
export type PassportInvalid = ReturnType<typeof passportInvalid>;

/** An upload larger than its kind allows; sizes in MB (bytes / 1,000,000). */
export const kycFileTooLarge = domainError("KYC_FILE_TOO_LARGE", (limitMb: number, sizeMb: number) => ({
  limitMb,
  sizeMb,
}));
/** An upload whose content is not one of the allowed types. */
export const kycFileTypeNotAllowed = domainError("KYC_FILE_TYPE_NOT_ALLOWED", (allowed: readonly string[]) => ({
  allowed,
}));
/** An upload with no bytes. */
export const kycFileEmpty = domainError("KYC_FILE_EMPTY");
/** A file whose first bytes claim png, jpeg or pdf but whose structure is not whole (cut short, padded, a polyglot). */
export const kycFileContentInvalid = domainError("KYC_FILE_CONTENT_INVALID");
export type KycUploadError =
  | ReturnType<typeof kycFileTooLarge>
  | ReturnType<typeof kycFileTypeNotAllowed>
  | ReturnType<typeof kycFileEmpty>
  | ReturnType<typeof kycFileContentInvalid>;

/** A document of the form still holds a local file with no uploaded link when the form is submitted. */
export const kycDocumentNotUploaded = domainError("KYC_DOCUMENT_NOT_UPLOADED", (field: string) => ({ field }));
export type KycDocumentNotUploaded = ReturnType<typeof kycDocumentNotUploaded>;
