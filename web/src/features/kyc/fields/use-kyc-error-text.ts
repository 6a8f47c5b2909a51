import { useTranslation } from "react-i18next";
import { errorText } from "@/lib/i18n/error-text";

/**
 * The message of a field error code in the user's language: the KYC wording of spec 2 section 5
 * when the `kyc` namespace has one (`error_<CODE>`), else `errors:<CODE>`.
 */
export function useKycErrorText(): (code: string | undefined | null, values?: Readonly<Record<string, unknown>>) => string | null {
  const { t, i18n } = useTranslation(["kyc", "errors"]);
  return (code, values) => {
    if (!code) return null;
    const own = `kyc:error_${code}`;
    return i18n.exists(own) ? t(own, values) : errorText(t, code);
  };
}
