import { err, ok, type Result } from "neverthrow";
import { amountBelowMinimum, usdPriceUnavailable } from "./exchange.errors";
import type { Token } from "./tokens";
import { usd, usdValue } from "./usd";

/** The smallest trade, in whole USD, at the listed price (decisions.md). */
export const MIN_TRADE_USD = 1;

/** Errors of the minimum-trade check. */
export type MinTradeError = ReturnType<typeof amountBelowMinimum> | ReturnType<typeof usdPriceUnavailable>;

/**
 * Whether `amount` base units of `token` are worth at least MIN_TRADE_USD at `priceUsd` (USD per
 * whole token, scaled by 10^USD_DECIMALS as in usd.ts). Without a listed price the minimum cannot
 * be proven, so the trade is refused rather than let through.
 * @example checkMinimumTrade(DAI, 10n ** 18n, usd(1)) // ok(undefined)
 */
export function checkMinimumTrade(
  token: Pick<Token, "code" | "decimals">,
  amount: bigint,
  priceUsd: bigint | null,
): Result<void, MinTradeError> {
  if (priceUsd === null || priceUsd <= 0n) return err(usdPriceUnavailable(token.code));
  const enough = usdValue(amount, token.decimals, priceUsd) >= usd(MIN_TRADE_USD);
  return enough ? ok(undefined) : err(amountBelowMinimum(MIN_TRADE_USD));
}
