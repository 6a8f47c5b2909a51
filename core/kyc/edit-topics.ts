import type { KycLogItem } from "../ports/kyc-storage.port";
import { addressFields } from "./address-groups";
import { kycVisibility, type KycVisibility } from "./field-visibility";
import type { KycField, KycForm } from "./kyc-form.schema";
import type { KycReference } from "./reference";

const HIGH_RISK_DOCUMENTS: readonly KycField[] = ["proofOfIncome", "assetOwnership"];

/**
 * The form fields each topic of the KYC topics list (group, then topic) lets the user correct
 * in the edit form, in the order the wizard shows them. A topic names what the operator saw as
 * wrong; its fields are everything that decides that part of the form.
 */
export const EDIT_TOPIC_FIELDS: Readonly<Record<string, Readonly<Record<string, readonly KycField[]>>>> = {
  information: {
    nationality: ["nationality"],
    customerType: ["customerType"],
    name: ["nameTitle", "firstName", "middleName", "lastName"],
    thaiName: ["firstNameInThai", "lastNameInThai"],
    birthdate: ["birthdate"],
    tel: ["tel"],
    career: ["career", "careerOther", ...HIGH_RISK_DOCUMENTS],
    averageIncome: ["averageIncome"],
    workplace: ["workingAtCompanyName", ...addressFields("workingAtCompany")],
  },
  address: {
    originAddress: addressFields("origin"),
    currentAddress: ["isCurrentAddressSameAsOrigin", ...addressFields("current")],
  },
  identification: {
    identificationId: ["identificationId"],
    laserCode: ["laserCode"],
    issueDateOfId: ["issueDateOfId"],
    expireDateOfId: ["isLifetime", "expireDateOfId"],
    identificationPicture: ["identificationPicture"],
    selfIdentificationPicture: ["selfIdentificationPicture"],
    governmentIssued: ["governmentIssued"],
    americanTax: ["isAmerican", "isAmericanForPayTax", "americanTaxId"],
  },
  documents: {
    proofOfIncome: ["proofOfIncome"],
    assetOwnership: ["assetOwnership"],
    orgCompanyCert: ["orgCompanyCert"],
    orgShareholders: ["orgShareholders"],
    orgSealCert: ["orgSealCert"],
    orgHouseRegisAuthDirector: ["orgHouseRegisAuthDirector"],
    orgPowerAttorney: ["orgPowerAttorney"],
  },
  organization: {
    orgCompany: ["orgCompanyName", "orgTaxId", "orgTel"],
    orgCompanyAddress: addressFields("org"),
    orgBusinessType: ["orgBusinessType", ...HIGH_RISK_DOCUMENTS],
  },
};

const SHOWN_WHEN: Readonly<Partial<Record<KycField, keyof KycVisibility>>> = {
  firstNameInThai: "thaiNames",
  lastNameInThai: "thaiNames",
  middleName: "middleName",
  careerOther: "careerDetail",
  proofOfIncome: "highRiskDocuments",
  assetOwnership: "highRiskDocuments",
  laserCode: "laserCode",
  isLifetime: "lifetime",
  americanTaxId: "usTaxId",
};

/**
 * Whether a field is on screen for this form, by the wizard's conditions (core/kyc/field-visibility.ts)
 * plus the blocks that belong to one customer type or one address choice. A hidden field is
 * neither shown nor asked for in the edit form. The expiry stays shown for a lifetime card (the
 * field is disabled there, as in the wizard).
 */
export function isKycFieldShown(field: KycField, form: KycForm, reference: KycReference): boolean {
  const condition = SHOWN_WHEN[field];
  if (condition !== undefined) return kycVisibility(form, reference)[condition];
  if (field.startsWith("workingAtCompany")) return kycVisibility(form, reference).company;
  if (field.startsWith("org")) return form.customerType === "Organization";
  if (field.startsWith("current")) return form.isCurrentAddressSameAsOrigin !== true;
  return true;
}

/** One operator note as the edit form shows it: numbered from 1, with the fields to correct now. */
export type KycEditTopic = Readonly<{
  number: number;
  group: string;
  topic: string;
  detail: string;
  /** Shown fields of this topic not already shown by an earlier one (empty for a topic with no field). */
  fields: readonly KycField[];
}>;

/** The fields of a topic key pair; none for a pair outside the list (an old note). */
function topicFields(group: string, topic: string): readonly KycField[] {
  const groupFields = Object.hasOwn(EDIT_TOPIC_FIELDS, group) ? EDIT_TOPIC_FIELDS[group]! : {};
  return Object.hasOwn(groupFields, topic) ? groupFields[topic]! : [];
}

/**
 * The edit form's topics from the verification log, in the operator's order: each numbered, with
 * its detail text and the fields shown for the current form. A field two topics share (the
 * occupation's documents and the documents topic) appears once, under the first.
 * @example kycEditTopics([{ group: "identification", topic: "laserCode", detail: "Unreadable" }], form, reference)
 * // [{ number: 1, group: "identification", topic: "laserCode", detail: "Unreadable", fields: ["laserCode"] }]
 */
export function kycEditTopics(log: readonly KycLogItem[], form: KycForm, reference: KycReference): KycEditTopic[] {
  const seen = new Set<KycField>();
  return log.map((item, index) => {
    const fields = topicFields(item.group, item.topic).filter((f) => !seen.has(f) && isKycFieldShown(f, form, reference));
    fields.forEach((f) => seen.add(f));
    return { number: index + 1, group: item.group, topic: item.topic, detail: item.detail, fields };
  });
}

/** Every field the topics show, in topic order. */
export function kycEditFields(topics: readonly KycEditTopic[]): KycField[] {
  return topics.flatMap((t) => t.fields);
}
