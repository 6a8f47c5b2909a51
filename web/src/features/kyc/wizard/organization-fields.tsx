import { useTranslation } from "react-i18next";
import { localisedOptions } from "@core/kyc/localised-options";
import { changeBusinessType } from "@core/kyc/transitions";
import { AddressFields } from "../fields/address-fields";
import type { KycFormBinding, KycReferenceData } from "../fields/form-binding";
import { SelectField } from "../fields/select-field";
import { TextField } from "../fields/text-field";
import { DocumentField } from "./document-field";
import { useFieldProps } from "./use-field-props";

/** The organization's own information: name, tax id, address, phone and business type (a change goes through the core). */
export function OrganizationFields({ binding, data }: Readonly<{ binding: KycFormBinding; data: KycReferenceData }>) {
  const { i18n } = useTranslation();
  const { t, form, error, text } = useFieldProps(binding);
  return (
    <fieldset className="kyc-section">
      <legend>{t("section_organization")}</legend>
      <div className="kyc-grid">
        <TextField {...text("orgCompanyName")} autoComplete="organization" />
        <TextField {...text("orgTaxId")} inputMode="numeric" />
      </div>
      <AddressFields group="org" binding={binding} data={data} />
      <div className="kyc-grid">
        <TextField {...text("orgTel")} type="tel" inputMode="tel" />
        <SelectField
          name="orgBusinessType"
          label={t("field_orgBusinessType")}
          value={form.orgBusinessType}
          options={localisedOptions(data.lists.businessList, i18n.language)}
          onChange={(type) => binding.update((f) => changeBusinessType(f, type))}
          error={error("orgBusinessType")}
        />
      </div>
    </fieldset>
  );
}

/** The organization's documents: certificate and shareholder list required, the other three optional. */
export function OrganizationDocuments({ binding }: Readonly<{ binding: KycFormBinding }>) {
  const { t } = useFieldProps(binding);
  return (
    <fieldset className="kyc-section">
      <legend>{t("section_org_documents")}</legend>
      <div className="kyc-grid">
        <DocumentField binding={binding} field="orgCompanyCert" hint={t("hint_orgCompanyCert")} />
        <DocumentField binding={binding} field="orgShareholders" />
        <DocumentField binding={binding} field="orgSealCert" optional />
        <DocumentField binding={binding} field="orgHouseRegisAuthDirector" optional />
        <DocumentField binding={binding} field="orgPowerAttorney" optional />
      </div>
    </fieldset>
  );
}
