import type { ResultAsync } from "neverthrow";
import type { ChainError } from "./chain.errors";

/** USD prices by token code in USD x 10^8 (a token without a market is absent), and when they were read. */
export type UsdPrices = Readonly<{ takenAt: number; pricesE8: Readonly<Record<string, bigint>> }>;

/** Where USD prices and the USD-THB rate come from: the local pools locally, a market data source elsewhere. */
export interface PriceFeedPort {
  /** The current USD price of every listed token that has a market. */
  getUsdPrices(): ResultAsync<UsdPrices, ChainError>;
  /** Thai baht per US dollar as a decimal string (decisions.md: 33.0 locally). */
  getUsdThbRate(): ResultAsync<string, ChainError>;
}
