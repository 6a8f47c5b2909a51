import { useTranslation } from "react-i18next";
import { kycVisibility } from "@core/kyc/field-visibility";
import { GENDERS, MARITAL_STATUSES, NAME_TITLES } from "@core/kyc/kyc-constants";
import { localisedOptions } from "@core/kyc/localised-options";
import { changeOccupation } from "@core/kyc/transitions";
import type { IsoDate } from "@core/shared/iso-date";
import { AddressFields } from "../fields/address-fields";
import { ChoiceField } from "../fields/choice-field";
import { DateField } from "../fields/date-field";
import type { KycFormBinding, KycReferenceData } from "../fields/form-binding";
import { SelectField } from "../fields/select-field";
import { TextField } from "../fields/text-field";
import { useFieldProps } from "./use-field-props";

/**
 * The person block: the Personal customer, or the Organization's authorized representative (spec
 * 2 step 1). Thai names for Thai nationals, middle name for the others; an occupation change
 * goes through the core (detail cleared, company cleared for occupations without one).
 */
export function PersonFields({ binding, data, today }: Readonly<{ binding: KycFormBinding; data: KycReferenceData; today: IsoDate }>) {
  const { i18n } = useTranslation();
  const { t, form, error, set, text, options } = useFieldProps(binding);
  const shown = kycVisibility(form, data.reference);
  return (
    <>
      <ChoiceField name="nameTitle" legend={t("field_nameTitle")} value={form.nameTitle} options={options("nameTitle", NAME_TITLES)} onChange={set("nameTitle")} error={error("nameTitle")} />
      <div className="kyc-grid">
        {shown.thaiNames && <TextField {...text("firstNameInThai")} autoComplete="given-name" />}
        {shown.thaiNames && <TextField {...text("lastNameInThai")} autoComplete="family-name" />}
        <TextField {...text("firstName")} autoComplete="given-name" />
        {shown.middleName && <TextField {...text("middleName")} optional autoComplete="additional-name" />}
        <TextField {...text("lastName")} autoComplete="family-name" />
      </div>
      <div className="kyc-grid">
        <ChoiceField name="gender" legend={t("field_gender")} value={form.gender} options={options("gender", GENDERS)} onChange={set("gender")} error={error("gender")} />
        <ChoiceField name="maritalStatus" legend={t("field_maritalStatus")} value={form.maritalStatus} options={options("maritalStatus", MARITAL_STATUSES)} onChange={set("maritalStatus")} error={error("maritalStatus")} />
      </div>
      <div className="kyc-grid">
        <DateField {...text("birthdate")} today={today} autoComplete="bday" />
        <TextField {...text("tel")} type="tel" inputMode="tel" autoComplete="tel" hint={t("hint_tel")} />
        <SelectField
          name="career"
          label={t("field_career")}
          value={form.career}
          options={localisedOptions(data.lists.occupationList, i18n.language)}
          onChange={(career) => binding.update((f) => changeOccupation(f, career))}
          error={error("career")}
        />
        {shown.careerDetail && <TextField {...text("careerOther")} />}
      </div>
      {shown.company && (
        <fieldset className="kyc-section">
          <legend>{t("section_workplace")}</legend>
          <TextField {...text("workingAtCompanyName")} autoComplete="organization" />
          <AddressFields group="workingAtCompany" binding={binding} data={data} />
        </fieldset>
      )}
    </>
  );
}
