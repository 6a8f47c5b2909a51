import type { TFunction } from "i18next";

/** An error code's message from `errors:<CODE>`, else the generic one (spec 1 section 8). */
export function errorText(t: TFunction, code: string): string {
  return t(`errors:${code}`, { defaultValue: t("errors:GENERIC", { defaultValue: "Something went wrong." }) });
}
