import { checkAddress } from "./address-rules";
import { birthdateCode } from "./date-rules";
import type { FieldErrorCollector, KycValidationContext } from "./field-checks";
import {
  DETAIL_REQUIRED_OCCUPATIONS,
  GENDERS,
  MARITAL_STATUSES,
  NAME_TITLES,
  NO_COMPANY_OCCUPATIONS,
} from "./kyc-constants";
import type { KycForm } from "./kyc-form.schema";
import { isHighRisk, isThaiNationality } from "./reference";

/** Whether the occupation has a workplace (company name and address shown and required). */
export function hasCompany(career: string | undefined): boolean {
  return !NO_COMPANY_OCCUPATIONS.includes(career ?? "");
}

/** Whether proof of income and asset ownership are required: occupation or business type at risk level 10. */
export function needsHighRiskDocuments(form: KycForm, ctx: Pick<KycValidationContext, "reference">): boolean {
  const { occupations, businessTypes } = ctx.reference;
  return (
    isHighRisk(occupations, form.career) ||
    (form.customerType === "Organization" && isHighRisk(businessTypes, form.orgBusinessType))
  );
}

/** The person block: the Personal customer, or the Organization's authorized representative. */
export function checkPerson(c: FieldErrorCollector, ctx: KycValidationContext): void {
  const { form } = c;
  c.option("nameTitle", NAME_TITLES);
  if (isThaiNationality(form.nationality)) c.require("firstNameInThai", "lastNameInThai");
  c.require("firstName", "lastName");
  c.option("gender", GENDERS);
  c.option("maritalStatus", MARITAL_STATUSES);
  c.text("birthdate", (v) => birthdateCode(v, ctx.today));
  c.require("tel");
  c.option(
    "career",
    ctx.reference.occupations.map((o) => o.key),
  );
  if (DETAIL_REQUIRED_OCCUPATIONS.includes(form.career ?? "")) c.require("careerOther");
  if (hasCompany(form.career)) {
    c.require("workingAtCompanyName");
    checkAddress(c, "workingAtCompany", ctx);
  }
}

/** Average income (a listed bracket), for both customer types. */
export function checkAverageIncome(c: FieldErrorCollector, ctx: KycValidationContext): void {
  c.option(
    "averageIncome",
    ctx.reference.averageIncomes.map((i) => i.key),
  );
}

/** At risk level 10, proof of income and evidence of asset ownership. */
export function checkHighRiskDocuments(c: FieldErrorCollector, ctx: KycValidationContext): void {
  if (needsHighRiskDocuments(c.form, ctx)) c.require("proofOfIncome", "assetOwnership");
}

/** The organization block: company details and business type (organization postcode always 5 digits). */
export function checkOrganization(c: FieldErrorCollector, ctx: KycValidationContext): void {
  c.require("orgCompanyName", "orgTaxId");
  checkAddress(c, "org", ctx, true);
  c.require("orgTel");
  c.option(
    "orgBusinessType",
    ctx.reference.businessTypes.map((b) => b.key),
  );
}
