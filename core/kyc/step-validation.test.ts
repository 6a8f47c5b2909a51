import { describe, expect, it } from "vitest";
import type { KycForm } from "./kyc-form.schema";
import { ctxFixture, foreignPersonalForm, organizationForm, thaiPersonalForm } from "./kyc.fixtures";
import { fieldErrorList, firstErrorField, validateKycForm, validateKycStep } from "./step-validation";

const thai = thaiPersonalForm;
const foreign = foreignPersonalForm;
const org = organizationForm;

describe("validateKycForm", () => {
  it.each([
    ["a Thai personal customer", thai],
    ["a foreign personal customer without a workplace", foreign],
    ["an organization", org],
    ["an organization at a high-risk business with both documents", { ...org, orgBusinessType: "BT10", proofOfIncome: "a", assetOwnership: "b" }],
  ])("accepts the complete form of %s", (_, form) => {
    expect(validateKycForm(form, ctxFixture)).toEqual({});
  });

  it("reports every required field of an empty form in wizard order", () => {
    const errors = validateKycForm({}, ctxFixture);
    expect(Object.keys(errors)).toEqual([
      "nationality", "customerType",
      "nameTitle", "firstName", "lastName", "gender", "maritalStatus", "birthdate", "tel", "career",
      "workingAtCompanyName", "workingAtCompanyAddressLineOne", "workingAtCompanyCountry", "workingAtCompanyProvince",
      "workingAtCompanyCity", "workingAtCompanyPostcode", "averageIncome",
      "originAddressLineOne", "originCountry", "originProvince", "originCity", "originPostcode",
      "currentAddressLineOne", "currentCountry", "currentProvince", "currentCity", "currentPostcode",
      "typeOfCard", "identificationId", "issueDateOfId", "expireDateOfId",
      "identificationPicture", "selfIdentificationPicture", "governmentIssued", "isAmerican", "isAmericanForPayTax",
    ]);
    expect(new Set(Object.values(errors))).toEqual(new Set(["KYC_REQUIRED"]));
    expect(firstErrorField(errors)).toBe("nationality");
  });
});

describe("validateKycStep", () => {
  it.each<[string, KycForm, 0 | 1 | 2 | 3 | 4, object]>([
    // step 0: nationality and customer type
    ["an unknown nationality", { ...thai, nationality: "Martian" }, 0, { nationality: "KYC_NATIONALITY_INVALID" }],
    ["a disabled nationality", { ...thai, nationality: "Iranian" }, 0, { nationality: "KYC_NATIONALITY_NOT_AVAILABLE" }],
    ["a blank nationality", { ...thai, nationality: "  " }, 0, { nationality: "KYC_REQUIRED" }],
    ["an unknown customer type", { ...thai, customerType: "Robot" as "Personal" }, 0, { customerType: "KYC_OPTION_INVALID" }],
    // step 1: person
    ["Thai names missing for a Thai national", { ...thai, firstNameInThai: "", lastNameInThai: undefined }, 1, { firstNameInThai: "KYC_REQUIRED", lastNameInThai: "KYC_REQUIRED" }],
    ["an unknown title", { ...thai, nameTitle: "Dr." as "Mr." }, 1, { nameTitle: "KYC_OPTION_INVALID" }],
    ["a customer one day short of 20", { ...thai, birthdate: "2006-01-16" }, 1, { birthdate: "KYC_AGE_UNDER_MINIMUM" }],
    ["a birth date that is not a day", { ...thai, birthdate: "2006-02-30" }, 1, { birthdate: "KYC_DATE_INVALID" }],
    ["a birth date beyond the pickers", { ...thai, birthdate: "1820-01-01" }, 1, { birthdate: "KYC_DATE_OUT_OF_RANGE" }],
    ["an unlisted occupation", { ...thai, career: "OC00" }, 1, { career: "KYC_OPTION_INVALID" }],
    ["OC54 without its detail", { ...thai, career: "OC54" }, 1, { careerOther: "KYC_REQUIRED" }],
    ["OC47 without its detail (and no company needed)", { ...foreign, career: "OC47" }, 1, { careerOther: "KYC_REQUIRED" }],
    ["a workplace missing for an employee", { ...foreign, career: "OC01" }, 1, {
      workingAtCompanyName: "KYC_REQUIRED", workingAtCompanyAddressLineOne: "KYC_REQUIRED", workingAtCompanyCountry: "KYC_REQUIRED",
      workingAtCompanyProvince: "KYC_REQUIRED", workingAtCompanyCity: "KYC_REQUIRED", workingAtCompanyPostcode: "KYC_REQUIRED",
    }],
    ["an unlisted Thai province", { ...thai, workingAtCompanyProvince: "Bangkok" }, 1, { workingAtCompanyProvince: "KYC_PROVINCE_INVALID" }],
    ["a 4-digit Thai postcode", { ...thai, workingAtCompanyPostcode: "1011" }, 1, { workingAtCompanyPostcode: "KYC_POSTCODE_INVALID" }],
    ["an unlisted country", { ...thai, workingAtCompanyCountry: "Atlantis" }, 1, { workingAtCompanyCountry: "KYC_COUNTRY_INVALID" }],
    ["a high-risk occupation without documents", { ...thai, career: "OC99" }, 1, { proofOfIncome: "KYC_REQUIRED", assetOwnership: "KYC_REQUIRED" }],
    ["an unlisted income", { ...thai, averageIncome: "IN99" }, 1, { averageIncome: "KYC_OPTION_INVALID" }],
    ["a wrong type in a select", { ...thai, career: 42 as unknown as string }, 1, { career: "KYC_VALUE_INVALID" }],
    // step 1: organization
    ["a foreign organization postcode that is not 5 digits", { ...org, orgCountry: "Japan", orgCompanyProvince: "Tokyo", orgCompanyPostcode: "100-0001" }, 1, { orgCompanyPostcode: "KYC_POSTCODE_INVALID" }],
    ["an organization missing its details and required documents", { ...org, orgTaxId: "", orgTel: undefined, orgBusinessType: "BT99", orgCompanyCert: undefined, orgShareholders: "" }, 1, {
      orgTaxId: "KYC_REQUIRED", orgTel: "KYC_REQUIRED", orgBusinessType: "KYC_OPTION_INVALID", orgCompanyCert: "KYC_REQUIRED", orgShareholders: "KYC_REQUIRED",
    }],
    ["a high-risk business type without documents", { ...org, orgBusinessType: "BT10" }, 1, { proofOfIncome: "KYC_REQUIRED", assetOwnership: "KYC_REQUIRED" }],
    ["a high-risk business type on a personal form (ignored)", { ...thai, orgBusinessType: "BT10" }, 1, {}],
    // step 2: address
    ["a current address missing when not the same", { ...thai, isCurrentAddressSameAsOrigin: false }, 2, {
      currentAddressLineOne: "KYC_REQUIRED", currentCountry: "KYC_REQUIRED", currentProvince: "KYC_REQUIRED", currentCity: "KYC_REQUIRED", currentPostcode: "KYC_REQUIRED",
    }],
    ["a foreign postcode of any shape", { ...foreign, originPostcode: "SW1A 1AA" }, 2, {}],
    ["a Thai origin postcode with letters", { ...thai, originPostcode: "5020A" }, 2, { originPostcode: "KYC_POSTCODE_INVALID" }],
    // step 3: identification
    ["a passport for a Thai national", { ...thai, typeOfCard: "Passport", identificationId: "AA123" }, 3, { typeOfCard: "KYC_CARD_TYPE_MISMATCH" }],
    ["an ID card for a foreigner", { ...foreign, typeOfCard: "ID Card", identificationId: "1234567890121" }, 3, { typeOfCard: "KYC_CARD_TYPE_MISMATCH" }],
    ["a bad ID card checksum", { ...thai, identificationId: "1234567890122" }, 3, { identificationId: "ID_CARD_INVALID" }],
    ["a passport number of 11 characters", { ...foreign, identificationId: "TZ123456789" }, 3, { identificationId: "PASSPORT_INVALID" }],
    ["a laser code missing", { ...thai, laserCode: "" }, 3, { laserCode: "KYC_REQUIRED" }],
    ["a bad laser code", { ...thai, laserCode: "J1234567890" }, 3, { laserCode: "LASER_CODE_INVALID" }],
    ["an issue date tomorrow", { ...thai, issueDateOfId: "2026-01-16" }, 3, { issueDateOfId: "KYC_ISSUE_DATE_IN_FUTURE" }],
    ["an issue date today", { ...thai, issueDateOfId: "2026-01-15" }, 3, {}],
    ["an expiry 6 days ahead", { ...thai, expireDateOfId: "2026-01-21" }, 3, { expireDateOfId: "KYC_EXPIRY_TOO_SOON" }],
    ["an expiry 7 days ahead", { ...thai, expireDateOfId: "2026-01-22" }, 3, {}],
    ["an expiry in the past", { ...foreign, expireDateOfId: "2025-01-01" }, 3, { expireDateOfId: "KYC_EXPIRY_TOO_SOON" }],
    ["a lifetime ID card with no expiry", { ...thai, isLifetime: true, expireDateOfId: undefined }, 3, {}],
    ["a lifetime flag on a passport (ignored)", { ...foreign, isLifetime: true, expireDateOfId: "" }, 3, { expireDateOfId: "KYC_REQUIRED" }],
    ["the photos missing", { ...thai, identificationPicture: undefined, selfIdentificationPicture: "", governmentIssued: undefined }, 3, {
      identificationPicture: "KYC_REQUIRED", selfIdentificationPicture: "KYC_REQUIRED", governmentIssued: "KYC_REQUIRED",
    }],
    ["the US answers missing", { ...thai, isAmerican: undefined, isAmericanForPayTax: "no" as unknown as boolean }, 3, { isAmerican: "KYC_REQUIRED", isAmericanForPayTax: "KYC_VALUE_INVALID" }],
    ["a US citizen without a tax id", { ...thai, isAmerican: true }, 3, { americanTaxId: "KYC_REQUIRED" }],
    ["the terms not accepted (the spec sets no requirement)", { ...thai, isAcceptTermAndPolicy: false }, 3, {}],
    // step 4: the summary checks every step
    ["an error in an earlier step at the summary", { ...thai, originCity: "" }, 4, { originCity: "KYC_REQUIRED" }],
  ])("reports %s", (_, form, step, expected) => {
    expect(validateKycStep(form, step, ctxFixture)).toEqual(expected);
  });

  it("checks only the fields of the asked step", () => {
    const form: KycForm = { ...thai, firstName: "", originCity: "" };
    expect(validateKycStep(form, 0, ctxFixture)).toEqual({});
    expect(validateKycStep(form, 1, ctxFixture)).toEqual({ firstName: "KYC_REQUIRED" });
    expect(validateKycStep(form, 2, ctxFixture)).toEqual({ originCity: "KYC_REQUIRED" });
  });

  it("lists errors as path and code pairs in wizard order", () => {
    const errors = validateKycStep({ ...thai, nationality: "Martian", customerType: undefined }, 0, ctxFixture);
    expect(fieldErrorList(errors)).toEqual([
      { path: "nationality", code: "KYC_NATIONALITY_INVALID" },
      { path: "customerType", code: "KYC_REQUIRED" },
    ]);
    expect(firstErrorField({})).toBeUndefined();
  });
});
