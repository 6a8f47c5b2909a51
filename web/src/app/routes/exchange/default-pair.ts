import { DEFAULT_COUNTER_CODE } from "@core/exchange/default-pair";

/**
 * The card's pair for a price-table button, by token code: core/exchange/default-pair.ts's rule
 * (Buy pays with ETH, Sell receives ETH; DAI when the token is ETH). The card resolves the codes
 * against its token list, where core's defaultPair applies with full tokens.
 */
export function defaultPairFor(side: "BUY" | "SELL", code: string): Readonly<{ from: string; to: string }> {
  const counter = code.toUpperCase() === "ETH" ? DEFAULT_COUNTER_CODE : "ETH";
  return side === "BUY" ? { from: counter, to: code } : { from: code, to: counter };
}
