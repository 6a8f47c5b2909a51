import { useTranslation } from "react-i18next";
import { errorText } from "@/lib/i18n/error-text";

/** `(code, values) => message` from the `errors` namespace (core error codes); null stays null. */
export function useErrorText(): (code: string | null | undefined, values?: Record<string, unknown>) => string | null {
  const { t } = useTranslation("errors");
  return (code, values) => (code ? (values ? t(code, { ...values, defaultValue: errorText(t, code) }) : errorText(t, code)) : null);
}
