import { KYC_DOCUMENT_FIELDS, type KycDocumentField } from "@core/kyc/documents";
import { CUSTOMER_TYPES, GENDERS, MARITAL_STATUSES, NAME_TITLES } from "@core/kyc/kyc-constants";
import type { KycField } from "@core/kyc/kyc-form.schema";

/** How the edit form shows a field that is not part of an address block: its input, and for fixed choices the values. */
export type FieldKind =
  | Readonly<{ kind: "text"; inputMode?: "tel" }>
  | Readonly<{ kind: "date" }>
  | Readonly<{ kind: "choice"; values: readonly string[] }>
  | Readonly<{ kind: "yesNo" }>
  | Readonly<{ kind: "check" }>
  | Readonly<{ kind: "list"; list: "nationality" | "country" | "occupation" | "business" | "income" }>
  | Readonly<{ kind: "file"; field: KycDocumentField }>;

const FIXED: Partial<Record<KycField, FieldKind>> = {
  customerType: { kind: "choice", values: CUSTOMER_TYPES },
  nameTitle: { kind: "choice", values: NAME_TITLES },
  gender: { kind: "choice", values: GENDERS },
  maritalStatus: { kind: "choice", values: MARITAL_STATUSES },
  birthdate: { kind: "date" },
  issueDateOfId: { kind: "date" },
  expireDateOfId: { kind: "date" },
  isLifetime: { kind: "check" },
  isCurrentAddressSameAsOrigin: { kind: "check" },
  isAmerican: { kind: "yesNo" },
  isAmericanForPayTax: { kind: "yesNo" },
  nationality: { kind: "list", list: "nationality" },
  career: { kind: "list", list: "occupation" },
  orgBusinessType: { kind: "list", list: "business" },
  averageIncome: { kind: "list", list: "income" },
  tel: { kind: "text", inputMode: "tel" },
  orgTel: { kind: "text", inputMode: "tel" },
};

/** The input of a field in the edit form. */
export function fieldKind(field: KycField): FieldKind {
  const fixed = FIXED[field];
  if (fixed) return fixed;
  if ((KYC_DOCUMENT_FIELDS as readonly string[]).includes(field)) return { kind: "file", field: field as KycDocumentField };
  return { kind: "text" };
}
