import type { PasswordStrengthScore } from "@core/account/password-strength";

/** Locale keys (namespace `account`) of the meter's labels, by score (Very weak to Very strong). */
export const PASSWORD_STRENGTH_LABEL_KEYS = [
  "passwordStrength.veryWeak",
  "passwordStrength.weak",
  "passwordStrength.normal",
  "passwordStrength.strong",
  "passwordStrength.veryStrong",
] as const;

/** The meter's locale key for a score of the core's scorer. */
export function passwordStrengthLabelKey(score: PasswordStrengthScore): (typeof PASSWORD_STRENGTH_LABEL_KEYS)[number] {
  return PASSWORD_STRENGTH_LABEL_KEYS[score];
}
