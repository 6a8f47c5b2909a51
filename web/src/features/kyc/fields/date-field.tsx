import { datePickerRange } from "@core/kyc/date-rules";
import type { IsoDate } from "@core/shared/iso-date";
import { TextField, type TextFieldProps } from "./text-field";

/** A date of the form (YYYY-MM-DD) with the pickers' range of the core (today +/- 200 years). */
export function DateField({ today, ...props }: Omit<TextFieldProps, "type" | "min" | "max"> & Readonly<{ today: IsoDate }>) {
  const { min, max } = datePickerRange(today);
  return <TextField {...props} type="date" min={min} max={max} />;
}
