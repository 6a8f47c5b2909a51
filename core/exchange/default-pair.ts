/** Which price-table button was pressed. */
export type TradeSide = "BUY" | "SELL";

/** The counterpart used when the chosen token is ETH itself. */
export const DEFAULT_COUNTER_CODE = "DAI";

/**
 * The token codes of the pair a price-table button opens (spec 1 section 4): Buy pays with ETH
 * (DAI when buying ETH); Sell receives ETH (DAI when selling ETH). The trading card resolves the
 * codes against its token list.
 * @example defaultPairCodes("BUY", "DAI") // { from: "ETH", to: "DAI" }
 */
export function defaultPairCodes(side: TradeSide, code: string): Readonly<{ from: string; to: string }> {
  const counter = code.toUpperCase() === "ETH" ? DEFAULT_COUNTER_CODE : "ETH";
  return side === "BUY" ? { from: counter, to: code } : { from: code, to: counter };
}
