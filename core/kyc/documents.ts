import type { KycField } from "./kyc-form.schema";

/** Organization documents: the first two required, the other three optional. */
export const ORGANIZATION_DOCUMENT_FIELDS = [
  "orgCompanyCert",
  "orgShareholders",
  "orgSealCert",
  "orgHouseRegisAuthDirector",
  "orgPowerAttorney",
] as const satisfies readonly KycField[];

/** Every document field, in upload order (the order of the form in spec 2 section 3). */
export const KYC_DOCUMENT_FIELDS = [
  "proofOfIncome",
  "assetOwnership",
  "identificationPicture",
  "selfIdentificationPicture",
  "governmentIssued",
  ...ORGANIZATION_DOCUMENT_FIELDS,
] as const satisfies readonly KycField[];
export type KycDocumentField = (typeof KYC_DOCUMENT_FIELDS)[number];

/** Photos (5 MB) or documents (10 MB, PDF allowed too). */
export type UploadKind = "photo" | "document";

/** The upload kind of each document field: the government-issued document counts as a photo. */
export const UPLOAD_KIND: Readonly<Record<KycDocumentField, UploadKind>> = {
  proofOfIncome: "document",
  assetOwnership: "document",
  identificationPicture: "photo",
  selfIdentificationPicture: "photo",
  governmentIssued: "photo",
  orgCompanyCert: "document",
  orgShareholders: "document",
  orgSealCert: "document",
  orgHouseRegisAuthDirector: "document",
  orgPowerAttorney: "document",
};
