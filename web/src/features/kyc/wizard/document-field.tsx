import type { ReactNode } from "react";
import type { KycDocumentField } from "@core/kyc/documents";
import type { KycFormBinding } from "../fields/form-binding";
import { UploadField } from "../uploads/upload-field";
import { useFieldProps } from "./use-field-props";

/** A document picker bound to its form field (label `kyc:field_<name>` unless given). */
export function DocumentField({ binding, field, label, hint, optional }: Readonly<{ binding: KycFormBinding; field: KycDocumentField; label?: string; hint?: ReactNode; optional?: boolean }>) {
  const { t, form, error, set } = useFieldProps(binding);
  return <UploadField field={field} label={label ?? t(`field_${field}`)} hint={hint} optional={optional} value={form[field]} onChange={set(field)} error={error(field)} />;
}
