import { ADDRESS_FIELDS, ADDRESS_GROUPS, ADDRESS_PARTS, type AddressGroup, type AddressPart } from "./address-groups";
import { changeCountry, chooseThaiProvince, setAddressPart, toggleSameAsOrigin } from "./address-transitions";
import { withoutFields } from "./form-fields";
import { THAILAND } from "./kyc-constants";
import type { KycField, KycFile, KycForm } from "./kyc-form.schema";
import { answerUsQuestion, changeBusinessType, changeOccupation, enterIdentificationStep, setLifetime } from "./transitions";

/** A value the edit form sets: text, a yes / no answer, a picked file or link, or nothing (cleared). */
export type KycFieldValue = string | boolean | KycFile | undefined;

/** The address group and part a field belongs to, if it is an address field. */
function addressPartOf(field: KycField): { group: AddressGroup; part: AddressPart } | null {
  for (const group of ADDRESS_GROUPS) {
    const part = ADDRESS_PARTS.find((p) => ADDRESS_FIELDS[group][p] === field);
    if (part) return { group, part };
  }
  return null;
}

/**
 * One field changed in the edit form, with the wizard's transitions (spec 2 section 4): a new
 * occupation or business type clears what no longer applies, a country clears its province, a
 * Thai province clears postcode and city, "same as origin" copies or clears the current address,
 * a passport is never lifetime, the US tax id goes when both US answers are no, and a new
 * nationality sets the card type it verifies with. Anything else is set as it is (or removed).
 */
export function setKycField(form: KycForm, field: KycField, value: KycFieldValue): KycForm {
  const text = typeof value === "string" ? value : "";
  if (field === "career") return changeOccupation(form, text);
  if (field === "orgBusinessType") return changeBusinessType(form, text);
  if (field === "isLifetime") return setLifetime(form, value === true);
  if (field === "isAmerican" || field === "isAmericanForPayTax") return answerUsQuestion(form, field, value === true);
  if (field === "isCurrentAddressSameAsOrigin") return toggleSameAsOrigin(form, value === true);
  if (field === "nationality") return enterIdentificationStep({ ...form, nationality: text });
  const address = addressPartOf(field);
  if (address !== null) {
    const { group, part } = address;
    if (part === "country") return changeCountry(form, group, text);
    if (part === "province" && form[ADDRESS_FIELDS[group].country] === THAILAND) return chooseThaiProvince(form, group, text);
    return setAddressPart(form, group, part, text);
  }
  if (value === undefined) return withoutFields(form, [field]);
  return { ...form, [field]: value } as KycForm;
}
