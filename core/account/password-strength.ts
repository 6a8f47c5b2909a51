import { COMMON_PASSWORDS } from "./common-passwords";

/** 0 (Very weak) to 4 (Very strong); the register meter's labels are the web app's. */
export type PasswordStrengthScore = 0 | 1 | 2 | 3 | 4;
/** Below this many characters a password scores at most 1 (Weak). */
export const PASSWORD_SECURE_LENGTH = 8;

type CharClass = "lower" | "upper" | "digit" | "symbol";
// Alphabet size a guesser must try per character of each class; every other character
// (punctuation, space, Thai, emoji) counts as a symbol from the 33 printable ASCII ones.
const POOL: Record<CharClass, number> = { lower: 26, upper: 26, digit: 10, symbol: 33 };
// Minimum guessing bits for scores 1, 2, 3 and 4.
const SCORE_BITS = [30, 45, 60, 80] as const;

function classOf(char: string): CharClass {
  if (/\p{Ll}/u.test(char)) return "lower";
  if (/\p{Lu}/u.test(char)) return "upper";
  return /\p{Nd}/u.test(char) ? "digit" : "symbol";
}

/** A character is predictable when it repeats the two before it or continues their run (abc, 321). */
function isPredictable(a: string, b: string, c: string): boolean {
  if (a === b && b === c) return true;
  const cls = classOf(c);
  if (cls === "symbol" || classOf(a) !== cls || classOf(b) !== cls) return false;
  const [x, y, z] = [a, b, c].map((ch) => ch.codePointAt(0)!) as [number, number, number];
  return y - x === z - y && Math.abs(z - y) === 1;
}

/** Lower-cases a password typed in caps, or one whose only capital is its first letter. */
function normaliseCase(chars: readonly string[]): string {
  const letters = chars.filter((ch) => classOf(ch) === "lower" || classOf(ch) === "upper");
  const upper = letters.filter((ch) => classOf(ch) === "upper");
  const plain = upper.length === letters.length || (upper.length === 1 && upper[0] === letters[0]);
  return plain ? chars.join("").toLowerCase() : chars.join("");
}

/** True when the password is a listed common password, give or take a capital and trailing digits/symbols. */
export function isCommonPassword(password: string): boolean {
  const normal = normaliseCase([...password]);
  const core = normal.replace(/[^\p{Ll}\p{Lu}]+$/u, "");
  // Letterless passwords ("123456!") keep their digits and lose only the trailing symbols.
  return COMMON_PASSWORDS.has(core === "" ? normal.replace(/[^\p{Nd}]+$/u, "") : core);
}

/**
 * Deterministic strength score 0-4 for the register meter.
 *
 * 1. Characters fall into four classes: lower-case, upper-case, digit, symbol (anything else).
 * 2. Every character that repeats the two before it ("aaa") or continues their run of the same
 *    class ("abc", "987") is predictable and adds nothing; the rest are the effective length E.
 * 3. Guessing bits = E * log2(pool), pool being the sum of the used classes' sizes (26, 26, 10,
 *    33). Scores start at 30, 45, 60 and 80 bits (compared exactly with bigint powers).
 * 4. Fewer than 8 characters (the secure length) caps the score at 1.
 * 5. A common password (see isCommonPassword) scores 0.
 * Appending a character of a class the password lacks never lowers the score.
 */
export function passwordStrength(password: string): PasswordStrengthScore {
  const chars = [...password];
  if (chars.length === 0 || isCommonPassword(password)) return 0;
  const predictable = chars.filter((c, i) => i >= 2 && isPredictable(chars[i - 2]!, chars[i - 1]!, c)).length;
  const effective = BigInt(chars.length - predictable);
  const pool = [...new Set(chars.map(classOf))].reduce((sum, cls) => sum + POOL[cls], 0);
  const guesses = BigInt(pool) ** effective;
  const score = SCORE_BITS.filter((bits) => guesses >= 2n ** BigInt(bits)).length as PasswordStrengthScore;
  return chars.length < PASSWORD_SECURE_LENGTH ? (Math.min(score, 1) as PasswordStrengthScore) : score;
}
