import "./kyc-fields.css";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { kycFieldId } from "./field-ids";

/** What every labelled field shows besides its control. */
export type FieldFrameProps = Readonly<{
  /** The form field name: the control's id is kycFieldId(name). */
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  optional?: boolean;
}>;

/** The ids a control points to with aria-describedby (hint, error). */
export function describedBy(name: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${kycFieldId(name)}-hint` : "", error ? `${kycFieldId(name)}-error` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** A field's label, hint and error around its control; the error sits beneath the field (spec 2 section 5). */
export function FieldFrame({ name, label, hint, error, optional, children }: FieldFrameProps & Readonly<{ children: ReactNode }>) {
  const { t } = useTranslation("kyc");
  const id = kycFieldId(name);
  return (
    <div className={`field kyc-field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="kyc-optional"> {t("optional")}</span>}
      </label>
      {children}
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
