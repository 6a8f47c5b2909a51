import { useTranslation } from "react-i18next";
import { setKycField, type KycFieldValue } from "@core/kyc/edit-changes";
import { isLifetimeIdCard } from "@core/kyc/identification-rules";
import type { KycField } from "@core/kyc/kyc-form.schema";
import { localisedOptions } from "@core/kyc/localised-options";
import type { IsoDate } from "@core/shared/iso-date";
import { commitNationality } from "@core/kyc/transitions";
import { CheckboxField, ChoiceField, DateField, NationalityField, optionKey, SelectField, TextField, YesNoField, useKycErrorText, type KycFormBinding, type KycReferenceData } from "../fields";
import { UploadField } from "../uploads";
import { KycDocumentLink } from "../status/kyc-document-link";
import { fieldKind } from "./field-kinds";

export type EditFieldProps = Readonly<{ field: KycField; binding: KycFormBinding; data: KycReferenceData; today: IsoDate }>;

/** The label key (namespace `kyc`) of a field: the identity number and photo are named by the card type. */
function labelKey(field: KycField, binding: KycFormBinding): string {
  const card = binding.form.typeOfCard === "Passport" ? "passport" : "idCard";
  if (field === "identificationId" || field === "identificationPicture") return `kyc:field_${field}_${card}`;
  if (field === "isCurrentAddressSameAsOrigin" && binding.form.customerType === "Organization") return "kyc:field_isCurrentAddressSameAsOrigin_representative";
  return `kyc:field_${field}`;
}

/**
 * One field of the edit form, drawn with the wizard's field components (labels, hints, errors
 * beneath, ids the first error is focused by); every change goes through the core's setKycField.
 */
export function EditField({ field, binding, data, today }: EditFieldProps) {
  const { t, i18n } = useTranslation("kyc");
  const errorOf = useKycErrorText();
  const { form, errors, update } = binding;
  const set = (value: KycFieldValue) => update((current) => setKycField(current, field, value));
  const kind = fieldKind(field);
  const label = t(labelKey(field, binding));
  const error = errorOf(errors[field]);
  const value = form[field];
  const text = typeof value === "string" ? value : undefined;
  switch (kind.kind) {
    case "file":
      return <UploadField field={kind.field} label={label} value={form[kind.field]} error={error} onChange={set} renderStored={(link) => <KycDocumentLink link={link} label={label} />} />;
    case "choice":
      return <ChoiceField name={field} legend={label} value={text} error={error} options={kind.values.map((v) => ({ value: v, label: t(optionKey(field, v)) }))} onChange={set} />;
    case "yesNo":
      return <YesNoField name={field} legend={label} value={typeof value === "boolean" ? value : undefined} error={error} onChange={set} />;
    case "check":
      return <CheckboxField name={field} label={label} checked={value === true} error={error} onChange={set} />;
    case "date":
      return <DateField name={field} label={label} value={text} error={error} today={today} onChange={set} disabled={field === "expireDateOfId" && isLifetimeIdCard(form)} />;
    case "list": {
      if (kind.list === "nationality") {
        const onCommit = (typed: string) => {
          const kept = commitNationality(form, typed, data.reference).nationality;
          set(kept);
          return kept;
        };
        return <NationalityField value={text} countries={data.lists.countries} onCommit={onCommit} error={error} label={label} />;
      }
      const lists = { occupation: data.lists.occupationList, business: data.lists.businessList, income: data.lists.averageIncomeList, country: [] } as const;
      const options = kind.list === "country" ? data.lists.countries.map((c) => ({ value: c.en_short_name, label: c.en_short_name })) : localisedOptions(lists[kind.list], i18n.language, kind.list !== "income");
      return <SelectField name={field} label={label} value={text} error={error} options={options} onChange={set} />;
    }
    default:
      return <TextField name={field} label={label} value={text} error={error} onChange={set} inputMode={kind.kind === "text" ? kind.inputMode : undefined} optional={field === "middleName"} />;
  }
}
