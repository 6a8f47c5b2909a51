import "./kyc-fields.css";
import type { ReactNode } from "react";
import { kycFieldId } from "./field-ids";

/** A checkbox of the form (same as origin, Lifetime ID Card, terms accepted). */
export type CheckboxFieldProps = Readonly<{
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  hint?: string;
  error?: string | null;
}>;

/** A labelled checkbox with its hint and error beneath. */
export function CheckboxField({ name, label, checked, onChange, disabled, hint, error }: CheckboxFieldProps) {
  const id = kycFieldId(name);
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field field-check kyc-check">
      <input id={id} name={name} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} disabled={disabled} aria-describedby={described} />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="kyc-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
