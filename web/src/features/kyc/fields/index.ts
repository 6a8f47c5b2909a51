// The KYC form's fields, shared by the wizard and the edit form.
import "./kyc-fields.css";
export { kycFieldId, focusKycField, optionKey } from "./field-ids";
export { useKycErrorText } from "./use-kyc-error-text";
export { FieldFrame, type FieldFrameProps } from "./field-frame";
export { TextField, type TextFieldProps } from "./text-field";
export { SelectField, type SelectFieldProps, type FieldOption } from "./select-field";
export { ChoiceField, YesNoField, type ChoiceFieldProps } from "./choice-field";
export { CheckboxField, type CheckboxFieldProps } from "./checkbox-field";
export { ComboboxField, type ComboboxFieldProps, type ComboboxOption } from "./combobox-field";
export { NationalityField, type NationalityFieldProps } from "./nationality-field";
export { AddressFields } from "./address-fields";
export { DateField } from "./date-field";
export type { KycFormBinding, KycLists, KycReferenceData } from "./form-binding";
