import { kycVisibility } from "@core/kyc/field-visibility";
import type { KycFormBinding, KycReferenceData } from "../fields/form-binding";
import { DocumentField } from "./document-field";
import { useFieldProps } from "./use-field-props";

/** Proof of income and evidence of asset ownership, shown when the occupation or business type is at risk level 10. */
export function HighRiskDocuments({ binding, data }: Readonly<{ binding: KycFormBinding; data: KycReferenceData }>) {
  const { t, form } = useFieldProps(binding);
  if (!kycVisibility(form, data.reference).highRiskDocuments) return null;
  return (
    <fieldset className="kyc-section">
      <legend>{t("section_high_risk")}</legend>
      <p className="kyc-hint">{t("hint_high_risk")}</p>
      <div className="kyc-grid">
        <DocumentField binding={binding} field="proofOfIncome" />
        <DocumentField binding={binding} field="assetOwnership" />
      </div>
    </fieldset>
  );
}
