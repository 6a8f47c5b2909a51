import { domainError } from "../shared/domain-error";

/** The token code is not listed on the current network. */
export const marketTokenNotListed = domainError("MARKET_TOKEN_NOT_LISTED", (token: string) => ({ token }));
/** From and to are the same token. */
export const marketSameToken = domainError("MARKET_SAME_TOKEN", (token: string) => ({ token }));
/** No venue, split or route can trade the amount (no pool, or not enough liquidity). */
export const marketNoRoute = domainError("MARKET_NO_ROUTE", (from: string, to: string) => ({ from, to }));
/** The server runs without a chain (RPC_URL unreachable or no deployment for its network). */
export const marketUnavailable = domainError("MARKET_UNAVAILABLE");

/** Every failure of the market use cases. */
export type MarketError =
  | ReturnType<typeof marketTokenNotListed>
  | ReturnType<typeof marketSameToken>
  | ReturnType<typeof marketNoRoute>
  | ReturnType<typeof marketUnavailable>;
