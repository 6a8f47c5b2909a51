import { kycVisibility } from "@core/kyc/field-visibility";
import { optionKey } from "../fields/field-ids";
import { answerUsQuestion, setLifetime } from "@core/kyc/transitions";
import type { IsoDate } from "@core/shared/iso-date";
import { CheckboxField } from "../fields/checkbox-field";
import { YesNoField } from "../fields/choice-field";
import { DateField } from "../fields/date-field";
import type { KycFormBinding, KycReferenceData } from "../fields/form-binding";
import { TextField } from "../fields/text-field";
import { DocumentField } from "./document-field";
import { ExampleButton } from "./example-modal";
import { SelfieInstructions } from "./selfie-instructions";
import { TermsBox } from "./terms-box";
import { useFieldProps } from "./use-field-props";

/**
 * Step 3: the identity document (ID card with laser code for Thai nationals, passport otherwise,
 * as the core set it on entry), its dates with the Lifetime ID Card box, the photos with examples
 * and the selfie instructions, the FATCA questions and the terms.
 */
export function StepIdentification({ binding, data, today }: Readonly<{ binding: KycFormBinding; data: KycReferenceData; today: IsoDate }>) {
  const { t, form, error, text } = useFieldProps(binding);
  const shown = kycVisibility(form, data.reference);
  const card = form.typeOfCard === "ID Card" ? "idCard" : "passport";
  return (
    <div className="kyc-step-body">
      <fieldset className="kyc-section">
        <legend>{t("section_identity_document")}</legend>
        <p className="kyc-card-type">
          {t("field_typeOfCard")}: <strong>{t(optionKey("typeOfCard", form.typeOfCard ?? "Passport"))}</strong>
        </p>
        <div className="kyc-grid">
          <TextField {...text("identificationId")} label={t(`field_identificationId_${card}`)} hint={t(`hint_identificationId_${card}`)} inputMode={card === "idCard" ? "numeric" : "text"} maxLength={card === "idCard" ? 17 : 10} />
          {shown.laserCode && (
            <div className="kyc-with-example">
              <TextField {...text("laserCode")} hint={t("hint_laserCode")} autoComplete="off" />
              <ExampleButton kind="laser" />
            </div>
          )}
          <DateField {...text("issueDateOfId")} today={today} />
          <div className="kyc-with-example">
            {shown.expiry ? <DateField {...text("expireDateOfId")} today={today} /> : <TextField {...text("expireDateOfId")} value={t("field_isLifetime")} disabled />}
            {shown.lifetime && <CheckboxField name="isLifetime" label={t("field_isLifetime")} checked={form.isLifetime === true} onChange={(on) => binding.update((f) => setLifetime(f, on))} />}
          </div>
        </div>
      </fieldset>
      <fieldset className="kyc-section">
        <legend>{t("section_photos")}</legend>
        <div className="kyc-grid">
          <div className="kyc-with-example">
            <DocumentField binding={binding} field="identificationPicture" label={t(`field_identificationPicture_${card}`)} />
            <ExampleButton kind={card} />
          </div>
          <div className="kyc-with-example">
            <DocumentField binding={binding} field="selfIdentificationPicture" hint={<SelfieInstructions />} />
            <ExampleButton kind="selfie" />
          </div>
          <DocumentField binding={binding} field="governmentIssued" hint={t("hint_governmentIssued")} />
        </div>
      </fieldset>
      <fieldset className="kyc-section">
        <legend>{t("section_fatca")}</legend>
        <div className="kyc-grid">
          <YesNoField name="isAmerican" legend={t("field_isAmerican")} value={form.isAmerican} onChange={(yes) => binding.update((f) => answerUsQuestion(f, "isAmerican", yes))} error={error("isAmerican")} />
          <YesNoField name="isAmericanForPayTax" legend={t("field_isAmericanForPayTax")} value={form.isAmericanForPayTax} onChange={(yes) => binding.update((f) => answerUsQuestion(f, "isAmericanForPayTax", yes))} error={error("isAmericanForPayTax")} />
          {shown.usTaxId && <TextField {...text("americanTaxId")} autoComplete="off" />}
        </div>
      </fieldset>
      <fieldset className="kyc-section">
        <legend>{t("section_terms")}</legend>
        <TermsBox accepted={form.isAcceptTermAndPolicy === true} onAccept={(accepted) => binding.update((f) => ({ ...f, isAcceptTermAndPolicy: accepted }))} />
      </fieldset>
    </div>
  );
}
