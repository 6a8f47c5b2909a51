import { useTranslation } from "react-i18next";
import { describedBy, FieldFrame, type FieldFrameProps } from "./field-frame";
import { kycFieldId } from "./field-ids";

/** One choice of a select: the stored value and the text shown. */
export type FieldOption = Readonly<{ value: string; label: string; disabled?: boolean }>;

/** A select of the form. */
export type SelectFieldProps = FieldFrameProps &
  Readonly<{ value: string | undefined; options: readonly FieldOption[]; onChange: (value: string) => void; disabled?: boolean }>;

/** A labelled native select with a "Select..." first choice while nothing is chosen. */
export function SelectField({ name, label, hint, error, optional, value, options, onChange, disabled }: SelectFieldProps) {
  const { t } = useTranslation("kyc");
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error} optional={optional}>
      <select
        id={kycFieldId(name)}
        name={name}
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        aria-required={optional ? undefined : true}
      >
        <option value="" disabled>
          {t("select_placeholder")}
        </option>
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
