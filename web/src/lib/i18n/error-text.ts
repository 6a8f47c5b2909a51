import type { TFunction } from "i18next";
import { errorValues } from "@core/exchange/error-values";

/**
 * An error code's message from `errors:<CODE>`, else the generic one (spec 1 section 8). The
 * message's values are the error's own (`values`, e.g. the error object itself) over the product
 * constants a bare code stands for (error-values.ts), so no "{{value}}" is shown raw.
 */
export function errorText(t: TFunction, code: string, values?: Readonly<Record<string, unknown>>): string {
  return t(`errors:${code}`, { ...errorValues(code, values), defaultValue: t("errors:GENERIC", { defaultValue: "Something went wrong." }) });
}
