import "./kyc-fields.css";
import { useTranslation } from "react-i18next";
import { kycFieldId } from "./field-ids";
import type { FieldOption } from "./select-field";

/** A group of radio buttons. */
export type ChoiceFieldProps<V extends string | boolean> = Readonly<{
  name: string;
  legend: string;
  value: V | undefined;
  options: readonly (Omit<FieldOption, "value"> & { value: V })[];
  onChange: (value: V) => void;
  error?: string | null;
  hint?: string;
}>;

/** A labelled group of radio buttons (title, gender, yes / no); the group carries the field's id. */
export function ChoiceField<V extends string | boolean>({ name, legend, value, options, onChange, error, hint }: ChoiceFieldProps<V>) {
  const id = kycFieldId(name);
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset id={id} className={`kyc-choice${error ? " has-error" : ""}`} aria-describedby={described} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="kyc-hint">
          {hint}
        </p>
      )}
      <div className="kyc-choice-options">
        {options.map((o) => (
          <label key={String(o.value)} className={`kyc-choice-option${value === o.value ? " is-checked" : ""}`}>
            <input type="radio" name={name} checked={value === o.value} onChange={() => onChange(o.value)} disabled={o.disabled} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A yes / no question answered with two radio buttons. */
export function YesNoField(props: Omit<ChoiceFieldProps<boolean>, "options">) {
  const { t } = useTranslation("kyc");
  return (
    <ChoiceField
      {...props}
      options={[
        { value: true, label: t("yes") },
        { value: false, label: t("no") },
      ]}
    />
  );
}
