import { domainError } from "../shared/domain-error";

// Amount input (units.ts).
/** The amount field is empty. */
export const amountEmpty = domainError("AMOUNT_EMPTY");
/** The amount is not a plain decimal number (letters, exponents, commas, several points). */
export const amountNotNumeric = domainError("AMOUNT_NOT_NUMERIC", (input: string) => ({ input }));
/** The amount is below zero. */
export const amountNegative = domainError("AMOUNT_NEGATIVE", (input: string) => ({ input }));
/** The amount has more fraction digits than the token has decimals. */
export const amountTooManyDecimals = domainError("AMOUNT_TOO_MANY_DECIMALS", (decimals: number) => ({ decimals }));
/** Any failure of parsing an amount. */
export type AmountError =
  | ReturnType<typeof amountEmpty>
  | ReturnType<typeof amountNotNumeric>
  | ReturnType<typeof amountNegative>
  | ReturnType<typeof amountTooManyDecimals>;

// Balances (sufficiency.ts).
/** The from-amount is above the balance of the source token. */
export const balanceNotEnough = domainError("BALANCE_NOT_ENOUGH", (balance: bigint, amount: bigint) => ({
  balance,
  amount,
}));
/** The ETH balance cannot pay the network fee (plus the amount when ETH is the source). */
export const ethNotEnoughForNetworkFee = domainError(
  "ETH_NOT_ENOUGH_FOR_NETWORK_FEE",
  (ethBalance: bigint, required: bigint) => ({ ethBalance, required }),
);

// Trade settings and checks.
/** Slippage outside 0-10 % or not a number. */
export const slippageOutOfRange = domainError("SLIPPAGE_OUT_OF_RANGE", (input: string) => ({ input }));
/** The from-amount is worth less than the minimum trade in USD. */
export const amountBelowMinimum = domainError("AMOUNT_BELOW_MINIMUM", (minUsd: number) => ({ minUsd }));
/** No USD price is listed for the source token, so the minimum trade cannot be checked. */
export const usdPriceUnavailable = domainError("USD_PRICE_UNAVAILABLE", (token: string) => ({ token }));
/** No rate was found for the selected transaction speed. */
export const rateUnavailable = domainError("RATE_UNAVAILABLE", (speed: string) => ({ speed }));
/** The price impact is at or above the blocking threshold. */
export const priceImpactTooHigh = domainError("PRICE_IMPACT_TOO_HIGH", (impactBps: number) => ({ impactBps }));

// Token lists (token-list.ts, default-pair.ts).
/** The network's token list has no token with this code. */
export const tokenNotListed = domainError("TOKEN_NOT_LISTED", (token: string) => ({ token }));
/** A token-list entry has no decimals and its code is not in the registry. */
export const tokenDecimalsUnknown = domainError("TOKEN_DECIMALS_UNKNOWN", (token: string) => ({ token }));
/** A token-list entry declares decimals that differ from the registry. */
export const tokenDecimalsMismatch = domainError(
  "TOKEN_DECIMALS_MISMATCH",
  (token: string, expected: number, actual: number) => ({ token, expected, actual }),
);
/** Two token-list entries share a code or an address. */
export const tokenDuplicate = domainError("TOKEN_DUPLICATE", (token: string) => ({ token }));
/** Any failure of building a token list. */
export type TokenListError =
  | ReturnType<typeof tokenDecimalsUnknown>
  | ReturnType<typeof tokenDecimalsMismatch>
  | ReturnType<typeof tokenDuplicate>;

/**
 * Advice codes the core returns as plain strings (not failures): a slippage or price impact the
 * user should know about. They share the `errors` namespace so every code has a message.
 */
export const EXCHANGE_NOTICE_ERROR_CODES = [
  "SLIPPAGE_MAY_FAIL",
  "SLIPPAGE_MAY_BE_FRONTRUN",
  "PRICE_IMPACT_WARNING",
  "PRICE_IMPACT_CONFIRM_REQUIRED",
] as const;
