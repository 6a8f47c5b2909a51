import { DETAIL_REQUIRED_OCCUPATIONS } from "./kyc-constants";
import type { KycForm } from "./kyc-form.schema";
import { isLifetimeIdCard, isUsTaxIdShown } from "./identification-rules";
import { hasCompany, needsHighRiskDocuments } from "./information-rules";
import { isThaiNationality, type KycReference } from "./reference";

/** Which conditional parts of the wizard show for a form (the same rules the step validation applies). */
export type KycVisibility = Readonly<{
  /** Thai first and last name: Thai nationals. */
  thaiNames: boolean;
  /** Middle name: not for Thai nationals. */
  middleName: boolean;
  /** Company name and address: occupations with a workplace. */
  company: boolean;
  /** Occupation detail: the occupations that need it (OC54, OC47). */
  careerDetail: boolean;
  /** Proof of income and asset ownership: occupation or business type at risk level 10. */
  highRiskDocuments: boolean;
  /** Laser code and the Lifetime ID Card checkbox: a Thai national's ID card. */
  laserCode: boolean;
  lifetime: boolean;
  /** Expiry date editable: not for a lifetime ID card. */
  expiry: boolean;
  /** US tax id: either US question answered yes. */
  usTaxId: boolean;
}>;

/**
 * What shows of the form now.
 * @example kycVisibility({ nationality: "Thai", career: "OC42" }, reference).company // false
 */
export function kycVisibility(form: KycForm, reference: KycReference): KycVisibility {
  const thai = isThaiNationality(form.nationality);
  const idCard = form.typeOfCard === "ID Card";
  return {
    thaiNames: thai,
    middleName: !thai,
    company: hasCompany(form.career),
    careerDetail: DETAIL_REQUIRED_OCCUPATIONS.includes(form.career ?? ""),
    highRiskDocuments: needsHighRiskDocuments(form, { reference }),
    laserCode: thai && idCard,
    lifetime: idCard,
    expiry: !isLifetimeIdCard(form),
    usTaxId: isUsTaxIdShown(form),
  };
}
