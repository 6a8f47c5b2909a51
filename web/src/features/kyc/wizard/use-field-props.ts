import { useTranslation } from "react-i18next";
import type { KycField, KycForm } from "@core/kyc/kyc-form.schema";
import { optionKey } from "../fields/field-ids";
import type { KycFormBinding } from "../fields/form-binding";
import { useKycErrorText } from "../fields/use-kyc-error-text";

/**
 * Shorthands for a step's fields bound to the form: a text field's props (label from
 * `kyc:field_<name>`, value, error, a plain set), and a fixed list's options in the user's language.
 */
export function useFieldProps(binding: KycFormBinding) {
  const { t } = useTranslation("kyc");
  const errorOf = useKycErrorText();
  const { form, errors, update } = binding;
  const error = (field: KycField) => errorOf(errors[field], { nationality: form.nationality ?? "" });
  const set = (field: KycField) => (value: unknown) => update((f: KycForm) => ({ ...f, [field]: value }));
  const text = (field: KycField) => ({
    name: field,
    label: t(`field_${field}`),
    value: typeof form[field] === "string" ? (form[field] as string) : "",
    onChange: set(field) as (value: string) => void,
    error: error(field),
  });
  const options = <V extends string>(field: KycField, values: readonly V[]) => values.map((value) => ({ value, label: t(optionKey(field, value)) }));
  return { t, form, error, set, text, options };
}
