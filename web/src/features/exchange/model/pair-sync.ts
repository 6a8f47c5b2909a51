import type { RateRequester } from "../../../../../core/exchange/rate-requester.types";
import { sameToken, type Token } from "../../../../../core/exchange/tokens";

/**
 * Moves the requester to `target` the way a user would (so the typed amount stays with its field):
 * nothing when it is already there, the switch arrow when the pair is reversed, else the token choices.
 * @example syncPair(rates, { from: DAI, to: ETH })
 */
export function syncPair(rates: Pick<RateRequester, "getState" | "switchTokens" | "selectToken">, target: Readonly<{ from: Token; to: Token }>): void {
  const now = rates.getState();
  if (sameToken(now.from, target.from) && sameToken(now.to, target.to)) return;
  if (sameToken(now.from, target.to) && sameToken(now.to, target.from)) return rates.switchTokens();
  rates.selectToken("from", target.from);
  if (!sameToken(rates.getState().to, target.to)) rates.selectToken("to", target.to);
}
