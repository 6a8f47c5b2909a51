import type { GasSpeed } from "./gas";
import { checkMinimumTrade } from "./min-trade";
import { priceImpactTier } from "./price-impact";
import { isValidSlippage, type SlippageBps } from "./slippage";
import type { Sufficiency } from "./sufficiency";
import type { Token } from "./tokens";

/** Why the exchange button is disabled, in the order the form reports them. */
export const EXCHANGE_BLOCK_REASONS = [
  "BALANCE_NOT_ENOUGH",
  "ETH_NOT_ENOUGH_FOR_NETWORK_FEE",
  "RATE_UNAVAILABLE",
  "USD_PRICE_UNAVAILABLE",
  "AMOUNT_BELOW_MINIMUM",
  "SLIPPAGE_OUT_OF_RANGE",
  "PRICE_IMPACT_TOO_HIGH",
] as const;
/** One reason the exchange is not allowed; each is an error code with a message. */
export type ExchangeBlockReason = (typeof EXCHANGE_BLOCK_REASONS)[number];

/** The form's state the rule reads. */
export type ExchangeAllowedInput = Readonly<{
  sufficiency: Sufficiency;
  /** The best-rate answer keyed by speed (null: none yet); only the selected speed's entry counts. */
  rates: Readonly<Partial<Record<GasSpeed, unknown>>> | null;
  speed: GasSpeed;
  fromToken: Pick<Token, "code" | "decimals">;
  fromAmount: bigint;
  /** USD per whole source token, scaled as in usd.ts; null when not listed. */
  fromPriceUsd: bigint | null;
  slippageBps: SlippageBps;
  /** Price impact of the current quote in basis points; null when unknown. */
  priceImpactBps: number | null;
}>;

/** Allowed, or every reason it is not. */
export type ExchangeAllowed = Readonly<{ allowed: true }> | Readonly<{ allowed: false; reasons: readonly ExchangeBlockReason[] }>;

/**
 * The single "exchange allowed" rule of spec 1 section 5: the amount is sufficient, a rate
 * exists for the selected speed, the from-amount is worth at least MIN_TRADE_USD, and the
 * slippage is valid; a price impact in the BLOCKED tier also blocks.
 */
export function exchangeAllowed(input: ExchangeAllowedInput): ExchangeAllowed {
  const reasons = new Set<ExchangeBlockReason>();
  if (input.sufficiency === "NOT_ENOUGH") reasons.add("BALANCE_NOT_ENOUGH");
  if (input.sufficiency === "GAS_NOT_ENOUGH") reasons.add("ETH_NOT_ENOUGH_FOR_NETWORK_FEE");
  const rate = input.rates?.[input.speed];
  if (rate === undefined || rate === null) reasons.add("RATE_UNAVAILABLE");
  const minimum = checkMinimumTrade(input.fromToken, input.fromAmount, input.fromPriceUsd);
  if (minimum.isErr()) reasons.add(minimum.error.code);
  if (!isValidSlippage(input.slippageBps)) reasons.add("SLIPPAGE_OUT_OF_RANGE");
  if (input.priceImpactBps !== null && priceImpactTier(input.priceImpactBps) === "BLOCKED") {
    reasons.add("PRICE_IMPACT_TOO_HIGH");
  }
  if (reasons.size === 0) return { allowed: true };
  return { allowed: false, reasons: EXCHANGE_BLOCK_REASONS.filter((r) => reasons.has(r)) };
}
