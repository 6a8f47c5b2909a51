import type { AmountSide, RateQuery, RateState } from "./rate-requester.types";
import { sameToken, type Token } from "./tokens";
import { parseUnits } from "./units";

/**
 * The rate query for a form input, or null when none should be sent: empty, zero or non-numeric
 * text, more decimals than the token has, or the same token on both sides.
 */
export function queryFor(input: Readonly<{ from: Token; to: Token; side: AmountSide; text: string }>): RateQuery | null {
  const { from, to, side, text } = input;
  if (sameToken(from, to)) return null;
  const token = side === "from" ? from : to;
  const amount = parseUnits(text, token.decimals).unwrapOr(0n);
  return amount > 0n ? { from, to, side, amount } : null;
}

/** The amount to show in the field the user did not type in: the quote's other side, or null (field empty). */
export function counterAmount(state: Pick<RateState, "side" | "quote">): bigint | null {
  if (!state.quote) return null;
  return state.side === "from" ? state.quote.toAmount : state.quote.fromAmount;
}
