import { err } from "neverthrow";
import { describe, expect, it } from "vitest";
import { completeKycFormSchema, kycFormSchema, organizationKycFormSchema, personalKycFormSchema } from "./kyc-form.schema";
import { kycFormSchemaFor, parseKycForm } from "./kyc-form-parse";
import { ctxFixture, foreignPersonalForm, organizationForm, referenceFixture, thaiPersonalForm } from "./kyc.fixtures";
import { kycReferenceSchema } from "./reference";

describe("parseKycForm", () => {
  it.each([
    ["Personal", thaiPersonalForm],
    ["Personal", foreignPersonalForm],
    ["Organization", organizationForm],
  ])("gives back a complete %s form, picked files kept as they are", (customerType, form) => {
    const parsed = parseKycForm(form, ctxFixture)._unsafeUnwrap();
    expect(parsed.customerType).toBe(customerType);
    expect(parsed.identificationPicture).toBe(form.identificationPicture);
  });

  it("reports the rules' codes by field", () => {
    const input = { ...thaiPersonalForm, identificationId: "1234567890122", birthdate: "2010-01-01" };
    expect(parseKycForm(input, ctxFixture)).toEqual(
      err({ birthdate: "KYC_AGE_UNDER_MINIMUM", identificationId: "ID_CARD_INVALID" }),
    );
  });

  it("reports values of the wrong type as KYC_VALUE_INVALID", () => {
    const input = { ...thaiPersonalForm, isAmerican: "no", gender: "Other", identificationPicture: 3 };
    expect(parseKycForm(input, ctxFixture)).toEqual(
      err({ gender: "KYC_VALUE_INVALID", identificationPicture: "KYC_VALUE_INVALID", isAmerican: "KYC_VALUE_INVALID" }),
    );
  });

  it.each([null, "form", 42])("treats %j as an empty form", (input) => {
    const errors = parseKycForm(input, ctxFixture)._unsafeUnwrapErr();
    expect(errors.nationality).toBe("KYC_REQUIRED");
  });

  it("drops fields the form does not know", () => {
    const parsed = parseKycForm({ ...thaiPersonalForm, isAdmin: true }, ctxFixture)._unsafeUnwrap();
    expect("isAdmin" in parsed).toBe(false);
  });

  it("carries the field code in each zod issue", () => {
    const result = kycFormSchemaFor(ctxFixture).safeParse({ ...foreignPersonalForm, originPostcode: "" });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([[["originPostcode"], "KYC_REQUIRED"]]);
  });
});

describe("form schemas", () => {
  it("accepts an empty draft", () => {
    expect(kycFormSchema.parse({})).toEqual({});
  });

  it.each([
    [personalKycFormSchema, thaiPersonalForm, true],
    [personalKycFormSchema, organizationForm, false],
    [organizationKycFormSchema, organizationForm, true],
    [organizationKycFormSchema, { ...organizationForm, orgShareholders: undefined }, false],
    [completeKycFormSchema, { ...thaiPersonalForm, firstName: " " }, false],
  ])("checks the complete shape of each customer type (%#)", (schema, form, success) => {
    expect(schema.safeParse(form).success).toBe(success);
  });

  it("describes the reference lists", () => {
    expect(kycReferenceSchema.parse(referenceFixture)).toEqual(referenceFixture);
    expect(kycReferenceSchema.safeParse({ ...referenceFixture, countries: [{ en_short_name: "X" }] }).success).toBe(false);
  });
});
