import { useTranslation } from "react-i18next";
import { passwordStrength } from "@core/account/password-strength";
import { passwordStrengthLabelKey } from "../model/password-strength-label";

/** Spec 1 section 5: the 0-4 strength meter under the register password (scored by the core). */
export function PasswordStrengthMeter({ password }: Readonly<{ password: string }>) {
  const { t } = useTranslation("account");
  if (password === "") return null;
  const score = passwordStrength(password);
  return (
    <div className="strength" aria-live="polite">
      <meter min={0} max={4} low={2} high={3} optimum={4} value={score} aria-label={t("password_strength")} />
      <span className={`strength-label strength-${score}`}>{t(passwordStrengthLabelKey(score))}</span>
    </div>
  );
}
