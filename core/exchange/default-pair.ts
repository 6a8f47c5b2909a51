import type { Result } from "neverthrow";
import type { tokenNotListed } from "./exchange.errors";
import { findToken, type TokenList } from "./token-list";
import { isEth, type Token } from "./tokens";

/** Which price-table button was pressed. */
export type TradeSide = "BUY" | "SELL";

/** The two sides of the trading card. */
export type TokenPair = Readonly<{ from: Token; to: Token }>;

/** The counterpart used when the chosen token is ETH itself. */
export const DEFAULT_COUNTER_CODE = "DAI";

/**
 * The pair a price-table button opens (spec 1 section 4): Buy pays with ETH (DAI when buying ETH);
 * Sell receives ETH (DAI when selling ETH). Fails when `list` lacks the counterpart.
 * @example defaultPair(DAI, "BUY", list) // ok({ from: ETH, to: DAI })
 */
export function defaultPair(
  token: Token,
  side: TradeSide,
  list: TokenList,
): Result<TokenPair, ReturnType<typeof tokenNotListed>> {
  const counterCode = isEth(token) ? DEFAULT_COUNTER_CODE : "ETH";
  return findToken(list, counterCode).map((counter) =>
    Object.freeze(side === "BUY" ? { from: counter, to: token } : { from: token, to: counter }),
  );
}
