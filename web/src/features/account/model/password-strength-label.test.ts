import { describe, expect, it } from "vitest";
import account from "@locales/en/account.json";
import { PASSWORD_STRENGTH_LABEL_KEYS, passwordStrengthLabelKey } from "./password-strength-label";

/** The English text of a dotted key of the `account` namespace. */
const english = (key: string): unknown => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], account);

describe("passwordStrengthLabel", () => {
  it.each([
    [0, "Very weak", "passwordStrength.veryWeak"],
    [1, "Weak", "passwordStrength.weak"],
    [2, "Normal", "passwordStrength.normal"],
    [3, "Strong", "passwordStrength.strong"],
    [4, "Very strong", "passwordStrength.veryStrong"],
  ] as const)("labels score %i as %j (key %s)", (score, label, key) => {
    expect(english(passwordStrengthLabelKey(score))).toBe(label);
    expect(passwordStrengthLabelKey(score)).toBe(key);
  });

  it("has one label per score", () => {
    expect(PASSWORD_STRENGTH_LABEL_KEYS).toHaveLength(5);
  });
});
