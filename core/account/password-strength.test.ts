import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "./common-passwords";
import {
  PASSWORD_SECURE_LENGTH,
  isCommonPassword,
  passwordStrength,
  type PasswordStrengthScore,
} from "./password-strength";

// One character of each class, as the scorer classifies them.
const CLASS_CHARS = {
  lower: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzéß"),
  upper: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZÉ"),
  digit: fc.constantFrom(..."0123456789"),
  symbol: fc.constantFrom(..."!@#$%^&*()-_=+[]{};:'\",.<>/?`~ กขค"),
} as const;
type Cls = keyof typeof CLASS_CHARS;
const classOf = (ch: string): Cls =>
  /\p{Ll}/u.test(ch) ? "lower" : /\p{Lu}/u.test(ch) ? "upper" : /\p{Nd}/u.test(ch) ? "digit" : "symbol";

// Passwords near the interesting edges: list entries, their prefixes, case variants, and random text.
const listWord = fc.constantFrom(...COMMON_PASSWORDS);
const password = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.string({ unit: fc.oneof(...Object.values(CLASS_CHARS)), maxLength: 24 }),
  listWord,
  listWord.chain((w) => fc.integer({ min: 0, max: w.length }).map((n) => w.slice(0, n))),
  listWord.map((w) => w.toUpperCase()),
  listWord.map((w) => w.charAt(0).toUpperCase() + w.slice(1)),
  listWord.chain((w) => fc.integer({ min: 1, max: w.length }).map((n) => w.slice(0, n).toUpperCase())),
);

describe("passwordStrength", () => {
  it.each<[string, PasswordStrengthScore]>([
    ["", 0],
    ["a", 0],
    ["abcdefgh", 0], // a run: six predictable characters
    ["aaaaaaaaaaaaaaaaaaaa", 0], // repeats
    ["Abcd1234", 0], // meets the register rule, still predictable
    ["Aa1aaaaa", 0],
    ["zxqwvbnmk", 1],
    ["Xq7#pZ2", 1], // strong characters, but short: capped at Weak
    ["Zq8Lm2pR", 2],
    ["aB3$aB3$", 2],
    ["Kul2026swap", 3],
    ["Tr0ub4dor&3", 3],
    ["ก่อนหน้านี้1A", 3],
    ["Kul2026swap!x", 4],
    ["correcthorsebatterystaple", 4],
  ])("scores %j as %i", (pw, score) => {
    expect(passwordStrength(pw)).toBe(score);
  });

  it.each(["password", "Password", "PASSWORD", "Password1", "password123!", "P@ssw0rd!", "Qwerty2026", "123456", "1234567890", "iloveyou!!", "Bitcoin99", "passwordก"])(
    "scores the common password %j as 0",
    (pw) => {
      expect(passwordStrength(pw)).toBe(0);
    },
  );

  it("keeps every score an integer from 0 to 4", () => {
    fc.assert(
      fc.property(password, (pw) => {
        expect([0, 1, 2, 3, 4]).toContain(passwordStrength(pw));
      }),
    );
  });

  it("never lowers the score when a character of a class the password lacks is appended", () => {
    const newClassChar = (pw: string) => {
      const present = new Set([...pw].map(classOf));
      const missing = (Object.keys(CLASS_CHARS) as Cls[]).filter((c) => !present.has(c));
      return missing.length === 0 ? fc.constant(null) : fc.constantFrom(...missing).chain((c) => CLASS_CHARS[c]);
    };
    fc.assert(
      fc.property(password.chain((pw) => fc.tuple(fc.constant(pw), newClassChar(pw))), ([pw, ch]) => {
        fc.pre(ch !== null);
        expect(passwordStrength(pw + ch)).toBeGreaterThanOrEqual(passwordStrength(pw));
      }),
      { numRuns: 2000 },
    );
  });

  it("caps passwords shorter than the secure length at Weak", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: PASSWORD_SECURE_LENGTH - 1 }), (pw) => {
        expect(passwordStrength(pw)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("scores a common password 0 however it is capitalised or suffixed with digits and symbols", () => {
    fc.assert(
      fc.property(listWord, fc.constantFrom("", "1", "123", "!", "2026!"), fc.boolean(), (word, suffix, caps) => {
        fc.pre(!/^[0-9]+$/.test(word) || !/[0-9]/.test(suffix)); // "1234561" is another number
        const base = caps ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1);
        expect(isCommonPassword(base + suffix)).toBe(true);
        expect(passwordStrength(base + suffix)).toBe(0);
      }),
    );
  });

  it("does not treat a password with capitals inside a word as common", () => {
    expect(isCommonPassword("passWord")).toBe(false);
    expect(isCommonPassword("!!!")).toBe(false);
  });
});

describe("COMMON_PASSWORDS", () => {
  it("stores entries as cores: lower-case, never ending in a digit or symbol unless all digits", () => {
    const bad = [...COMMON_PASSWORDS].filter(
      (w) => w !== w.toLowerCase() || (/[^\p{Ll}]$/u.test(w) && !/^[0-9]+$/.test(w)),
    );
    expect(bad).toEqual([]);
  });
});
