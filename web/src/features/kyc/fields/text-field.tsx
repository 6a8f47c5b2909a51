import type { InputHTMLAttributes } from "react";
import { describedBy, FieldFrame, type FieldFrameProps } from "./field-frame";
import { kycFieldId } from "./field-ids";

/** A text input of the form. */
export type TextFieldProps = FieldFrameProps &
  Readonly<{
    value: string | undefined;
    onChange: (value: string) => void;
    onBlur?: () => void;
    type?: "text" | "tel" | "date";
    inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
    autoComplete?: string;
    maxLength?: number;
    placeholder?: string;
    disabled?: boolean;
    min?: string;
    max?: string;
  }>;

/** A labelled text input; `type="date"` gives the browser's date picker (values YYYY-MM-DD). */
export function TextField({ name, label, hint, error, optional, value, onChange, onBlur, type = "text", ...input }: TextFieldProps) {
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error} optional={optional}>
      <input
        id={kycFieldId(name)}
        name={name}
        type={type}
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        aria-required={optional ? undefined : true}
        {...input}
      />
    </FieldFrame>
  );
}
