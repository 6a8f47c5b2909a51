import { z } from "zod";
import { CARD_TYPES, CUSTOMER_TYPES, GENDERS, MARITAL_STATUSES, NAME_TITLES } from "./kyc-constants";

/** A local file picked for upload; a browser `File` fits this shape as it is. */
export type PendingFile = Readonly<{ name: string; size: number; type: string }>;

/** Whether a value is a picked file (not yet uploaded). */
export function isPendingFile(value: unknown): value is PendingFile {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === "string" && typeof v.size === "number" && typeof v.type === "string";
}

/** A document field: the link of an uploaded file, or a picked file waiting for upload (kept by identity). */
export const kycFileSchema = z.union([z.string(), z.custom<PendingFile>(isPendingFile)]);
export type KycFile = z.infer<typeof kycFileSchema>;

const text = z.string().optional();
/** Calendar dates are `yyyy-mm-dd` strings; the step rules check they are real days. */
const day = z.string().optional();
const flag = z.boolean().optional();
const file = kycFileSchema.optional();

type AddressFieldName<P extends string> =
  | `${P}Address${"LineOne" | "LineTwo"}`
  | `${P}${"Country" | "Province" | "City" | "Postcode"}`;

/** The address field set of one address group, with the group's field names. */
function addressShape<P extends string>(p: P) {
  return {
    [`${p}AddressLineOne`]: text,
    [`${p}AddressLineTwo`]: text,
    [`${p}Country`]: text,
    [`${p}Province`]: text,
    [`${p}City`]: text,
    [`${p}Postcode`]: text,
  } as Record<AddressFieldName<P>, typeof text>;
}

/** Every field of the wizard (spec 2 section 3); all optional because the form fills up step by step. */
export const kycFormSchema = z.object({
  nationality: text,
  customerType: z.enum(CUSTOMER_TYPES).optional(),
  nameTitle: z.enum(NAME_TITLES).optional(),
  firstNameInThai: text,
  lastNameInThai: text,
  firstName: text,
  middleName: text,
  lastName: text,
  gender: z.enum(GENDERS).optional(),
  maritalStatus: z.enum(MARITAL_STATUSES).optional(),
  birthdate: day,
  tel: text,
  career: text,
  careerOther: text,
  averageIncome: text,
  workingAtCompanyName: text,
  ...addressShape("workingAtCompany"),
  proofOfIncome: file,
  assetOwnership: file,
  ...addressShape("origin"),
  ...addressShape("current"),
  isCurrentAddressSameAsOrigin: flag,
  typeOfCard: z.enum(CARD_TYPES).optional(),
  identificationId: text,
  laserCode: text,
  issueDateOfId: day,
  expireDateOfId: day,
  isLifetime: flag,
  identificationPicture: file,
  selfIdentificationPicture: file,
  governmentIssued: file,
  isAmerican: flag,
  isAmericanForPayTax: flag,
  americanTaxId: text,
  isAcceptTermAndPolicy: flag,
  inputFileIdCard: z.unknown().optional(),
  inputFileSelfie: z.unknown().optional(),
  orgCompanyName: text,
  orgTaxId: text,
  orgCompanyAddressLineOne: text,
  orgCompanyAddressLineTwo: text,
  orgCountry: text,
  orgCompanyProvince: text,
  orgCompanyCity: text,
  orgCompanyPostcode: text,
  orgTel: text,
  orgBusinessType: text,
  orgCompanyCert: file,
  orgShareholders: file,
  orgSealCert: file,
  orgHouseRegisAuthDirector: file,
  orgPowerAttorney: file,
});
/** The wizard's form state (a draft until it passes every step). */
export type KycForm = z.infer<typeof kycFormSchema>;
/** A field name of the form; field errors are keyed by it. */
export type KycField = keyof KycForm;

const filled = z.string().trim().min(1);
/** Fields every complete form has, whatever the customer type (conditional ones are checked by the step rules). */
const completeCommon = {
  nationality: filled,
  nameTitle: z.enum(NAME_TITLES),
  firstName: filled,
  lastName: filled,
  gender: z.enum(GENDERS),
  maritalStatus: z.enum(MARITAL_STATUSES),
  birthdate: filled,
  tel: filled,
  career: filled,
  averageIncome: filled,
  originAddressLineOne: filled,
  originCountry: filled,
  originProvince: filled,
  originCity: filled,
  originPostcode: filled,
  typeOfCard: z.enum(CARD_TYPES),
  identificationId: filled,
  issueDateOfId: filled,
  identificationPicture: kycFileSchema,
  selfIdentificationPicture: kycFileSchema,
  governmentIssued: kycFileSchema,
  isAmerican: z.boolean(),
  isAmericanForPayTax: z.boolean(),
};

/** A complete Personal customer's form. */
export const personalKycFormSchema = kycFormSchema.extend({
  ...completeCommon,
  customerType: z.literal("Personal"),
});
export type PersonalKycForm = z.infer<typeof personalKycFormSchema>;

/** A complete Organization customer's form (person fields describe the authorized representative). */
export const organizationKycFormSchema = kycFormSchema.extend({
  ...completeCommon,
  customerType: z.literal("Organization"),
  orgCompanyName: filled,
  orgTaxId: filled,
  orgCompanyAddressLineOne: filled,
  orgCountry: filled,
  orgCompanyProvince: filled,
  orgCompanyCity: filled,
  orgCompanyPostcode: filled,
  orgTel: filled,
  orgBusinessType: filled,
  orgCompanyCert: kycFileSchema,
  orgShareholders: kycFileSchema,
});
export type OrganizationKycForm = z.infer<typeof organizationKycFormSchema>;

/** A complete form of either customer type. */
export const completeKycFormSchema = z.discriminatedUnion("customerType", [
  personalKycFormSchema,
  organizationKycFormSchema,
]);
export type CompleteKycForm = z.infer<typeof completeKycFormSchema>;
