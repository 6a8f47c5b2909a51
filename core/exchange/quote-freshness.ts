/** While the form is idle with a quote, it is refreshed this often (decisions.md, quotes). */
export const QUOTE_REFRESH_MS = 15_000;

/** A quote older than this must be re-quoted before the trade is submitted (decisions.md, quotes). */
export const QUOTE_MAX_AGE_MS = 30_000;

/** The two amounts of a quote that decide whether its price got worse. */
export type QuotedAmounts = Readonly<{ fromAmount: bigint; toAmount: bigint }>;

/** Whether a quote taken at `quotedAt` is too old to submit at `now` (both epoch milliseconds). */
export function isStale(quotedAt: number, now: number): boolean {
  return now - quotedAt > QUOTE_MAX_AGE_MS;
}

/** Whether an idle form's quote taken at `quotedAt` is due for its periodic refresh at `now`. */
export function isDueForRefresh(quotedAt: number, now: number): boolean {
  return now - quotedAt >= QUOTE_REFRESH_MS;
}

/**
 * Whether `fresh` pays less per token given than the `accepted` quote, so the user must accept it again.
 * Compared by cross-multiplication so that it holds whichever side the user typed:
 * for an exact from-amount it means a smaller toAmount, for an exact to-amount a larger fromAmount.
 * @example isWorsePrice({ fromAmount: 10n, toAmount: 20n }, { fromAmount: 10n, toAmount: 19n }) // true
 */
export function isWorsePrice(accepted: QuotedAmounts, fresh: QuotedAmounts): boolean {
  return fresh.toAmount * accepted.fromAmount < accepted.toAmount * fresh.fromAmount;
}

/** What to do with a quote right before submitting: submit it, or fetch a new one first. */
export type SubmitCheck = "SUBMIT" | "REQUOTE";

/** The pre-submit decision of decisions.md: a stale quote is re-quoted, a fresh one is submitted as is. */
export function checkBeforeSubmit(quotedAt: number, now: number): SubmitCheck {
  return isStale(quotedAt, now) ? "REQUOTE" : "SUBMIT";
}

/** After a re-quote: a worse price needs the user's acceptance, a same-or-better one proceeds with the new quote. */
export type RequoteOutcome = "PROCEED" | "ACCEPT_NEW_PRICE";

/** Decides what a re-quote means for a user who accepted `accepted`. */
export function compareRequote(accepted: QuotedAmounts, fresh: QuotedAmounts): RequoteOutcome {
  return isWorsePrice(accepted, fresh) ? "ACCEPT_NEW_PRICE" : "PROCEED";
}
