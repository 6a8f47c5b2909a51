import { useTranslation } from "react-i18next";
import { localisedOptions } from "@core/kyc/localised-options";
import type { IsoDate } from "@core/shared/iso-date";
import type { KycFormBinding, KycReferenceData } from "../fields/form-binding";
import { SelectField } from "../fields/select-field";
import { HighRiskDocuments } from "./high-risk-documents";
import { OrganizationDocuments, OrganizationFields } from "./organization-fields";
import { PersonFields } from "./person-fields";
import { useFieldProps } from "./use-field-props";

type StepProps = Readonly<{ binding: KycFormBinding; data: KycReferenceData; today: IsoDate }>;

/** Step 1: the personal customer, or the organization, its authorized representative and its documents. */
export function StepInformation({ binding, data, today }: StepProps) {
  const { i18n } = useTranslation();
  const { t, form, error, set } = useFieldProps(binding);
  const income = (
    <SelectField
      name="averageIncome"
      label={t("field_averageIncome")}
      value={form.averageIncome}
      // Income brackets keep the list's order (lowest first), not the alphabet's.
      options={localisedOptions(data.lists.averageIncomeList, i18n.language, false)}
      onChange={set("averageIncome")}
      error={error("averageIncome")}
    />
  );
  if (form.customerType !== "Organization") {
    return (
      <div className="kyc-step-body">
        <PersonFields binding={binding} data={data} today={today} />
        <div className="kyc-grid">{income}</div>
        <HighRiskDocuments binding={binding} data={data} />
      </div>
    );
  }
  return (
    <div className="kyc-step-body">
      <OrganizationFields binding={binding} data={data} />
      <div className="kyc-grid">{income}</div>
      <fieldset className="kyc-section">
        <legend>{t("section_representative")}</legend>
        <PersonFields binding={binding} data={data} today={today} />
      </fieldset>
      <HighRiskDocuments binding={binding} data={data} />
      <OrganizationDocuments binding={binding} />
    </div>
  );
}
