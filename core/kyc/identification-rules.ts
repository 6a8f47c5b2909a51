import { expiryDateCode, issueDateCode } from "./date-rules";
import type { FieldErrorCollector, KycValidationContext } from "./field-checks";
import { parseLaserCode, parsePassportNumber, parseThaiIdCard } from "./identity-numbers";
import { CARD_TYPES, type CardType } from "./kyc-constants";
import type { KycForm } from "./kyc-form.schema";
import { isThaiNationality } from "./reference";

/** The identity document a nationality uses: ID Card for Thai nationals, Passport otherwise. */
export function cardTypeFor(nationality: string | undefined): CardType {
  return isThaiNationality(nationality) ? "ID Card" : "Passport";
}

/** Whether the form counts as a lifetime ID card (the flag means nothing for a passport). */
export function isLifetimeIdCard(form: KycForm): boolean {
  return form.typeOfCard === "ID Card" && form.isLifetime === true;
}

/** Whether the US tax id is shown: either US question answered yes. */
export function isUsTaxIdShown(form: KycForm): boolean {
  return form.isAmerican === true || form.isAmericanForPayTax === true;
}

/** The identification step: document numbers, dates, photos and the FATCA answers. */
export function checkIdentification(c: FieldErrorCollector, ctx: KycValidationContext): void {
  const { form } = c;
  c.option("typeOfCard", CARD_TYPES);
  c.put("typeOfCard", form.typeOfCard === cardTypeFor(form.nationality) ? null : "KYC_CARD_TYPE_MISMATCH");
  const idCard = form.typeOfCard === "ID Card";
  c.text("identificationId", (v) => {
    if (idCard) return parseThaiIdCard(v).isOk() ? null : "ID_CARD_INVALID";
    return parsePassportNumber(v).isOk() ? null : "PASSPORT_INVALID";
  });
  if (idCard && isThaiNationality(form.nationality)) {
    c.text("laserCode", (v) => (parseLaserCode(v).isOk() ? null : "LASER_CODE_INVALID"));
  }
  c.text("issueDateOfId", (v) => issueDateCode(v, ctx.today));
  if (!isLifetimeIdCard(form)) c.text("expireDateOfId", (v) => expiryDateCode(v, ctx.today));
  c.require("identificationPicture", "selfIdentificationPicture", "governmentIssued");
  c.answer("isAmerican");
  c.answer("isAmericanForPayTax");
  if (isUsTaxIdShown(form)) c.require("americanTaxId");
}
