import { parseUnits } from "./units";
import type { AmountError } from "./exchange.errors";

/** What is wrong with an amount being typed, told to the user at once; empty text is not a problem yet. */
export type AmountInputProblem = Exclude<AmountError, Readonly<{ code: "AMOUNT_EMPTY" }>>;

/**
 * The problem of a typed amount for a token with `decimals`, or null when the text is empty or a
 * valid amount: more fraction digits than the token has (AMOUNT_TOO_MANY_DECIMALS with the
 * token's decimals), a negative or a non-numeric text. The web card and `kul swap` show the same
 * code instead of quietly asking for no rate.
 * @example amountInputProblem("1.1234567", 6) // { code: "AMOUNT_TOO_MANY_DECIMALS", decimals: 6 }
 */
export function amountInputProblem(text: string, decimals: number): AmountInputProblem | null {
  const parsed = parseUnits(text, decimals);
  if (parsed.isOk()) return null;
  const problem = parsed.error;
  return problem.code === "AMOUNT_EMPTY" ? null : problem;
}
