import { addressFields } from "./address-groups";
import { syncCurrentAddress } from "./address-transitions";
import { withoutFields } from "./form-fields";
import { cardTypeFor, isUsTaxIdShown } from "./identification-rules";
import { hasCompany } from "./information-rules";
import type { KycField, KycForm } from "./kyc-form.schema";
import { enabledCountryByNationality, type KycReference } from "./reference";

const COMPANY_FIELDS: readonly KycField[] = ["workingAtCompanyName", ...addressFields("workingAtCompany")];
const HIGH_RISK_DOCUMENTS: readonly KycField[] = ["proofOfIncome", "assetOwnership"];

/**
 * A new occupation: the detail text is cleared; an occupation without a workplace clears the
 * company name and address; for a customer who is not an Organization the two high-risk
 * uploads are discarded (an Organization keeps them: its business type may require them).
 */
export function changeOccupation(form: KycForm, career: string): KycForm {
  if (form.career === career) return form;
  const cleared: KycField[] = ["careerOther"];
  if (!hasCompany(career)) cleared.push(...COMPANY_FIELDS);
  if (form.customerType !== "Organization") cleared.push(...HIGH_RISK_DOCUMENTS);
  return withoutFields({ ...form, career }, cleared);
}

/** A new business type: the two high-risk uploads are discarded. */
export function changeBusinessType(form: KycForm, businessType: string): KycForm {
  if (form.orgBusinessType === businessType) return form;
  return withoutFields({ ...form, orgBusinessType: businessType }, HIGH_RISK_DOCUMENTS);
}

/** Entering the identification step: ID Card for Thai nationals, otherwise Passport (never lifetime). */
export function enterIdentificationStep(form: KycForm): KycForm {
  const typeOfCard = cardTypeFor(form.nationality);
  return typeOfCard === "Passport" ? { ...form, typeOfCard, isLifetime: false } : { ...form, typeOfCard };
}

/** The Lifetime ID Card checkbox; a passport is never lifetime. The expiry is kept for when it is unticked. */
export function setLifetime(form: KycForm, lifetime: boolean): KycForm {
  return { ...form, isLifetime: form.typeOfCard === "ID Card" && lifetime };
}

/** A yes / no answer to a US-person question; the US tax id is cleared once neither answer is yes. */
export function answerUsQuestion(form: KycForm, question: "isAmerican" | "isAmericanForPayTax", yes: boolean) {
  const next: KycForm = { ...form, [question]: yes };
  return isUsTaxIdShown(next) ? next : withoutFields(next, ["americanTaxId"]);
}

/**
 * A typed nationality is kept only when it names an enabled country (matched without regard to
 * case or surrounding spaces, stored with the list's spelling); otherwise it is cleared.
 */
export function commitNationality(form: KycForm, typed: string, reference: KycReference): KycForm {
  const wanted = typed.trim().toLowerCase();
  const match = reference.countries.find((c) => !c.disabled && c.nationality.toLowerCase() === wanted);
  return match ? { ...form, nationality: match.nationality } : withoutFields(form, ["nationality"]);
}

/** Entering the organization information: an empty organization country defaults from the nationality. */
export function enterOrganizationInformation(form: KycForm, reference: KycReference): KycForm {
  const country = enabledCountryByNationality(reference, form.nationality);
  return form.orgCountry || !country ? form : { ...form, orgCountry: country.en_short_name };
}

/** Entering the address step: when both are empty, origin and current country default from the nationality. */
export function enterAddressStep(form: KycForm, reference: KycReference): KycForm {
  const country = enabledCountryByNationality(reference, form.nationality);
  if (form.originCountry || form.currentCountry || !country) return form;
  return syncCurrentAddress({ ...form, originCountry: country.en_short_name, currentCountry: country.en_short_name });
}
