import { createFixedTradePrices } from "../../adapters/history/trade-prices";
import type { HistoryServerDeps } from "../../adapters/server/history-deps";
import { createMemoryTradeStorage } from "../../adapters/storage/memory/memory-trades";
import type { Deployment } from "../../contracts/deploy";
import type { TradeStoragePort } from "../../core/ports/trade-storage.port";

/** A campaign window wide enough for any test chain's block times. */
export const OPEN_CAMPAIGN = { startTimestamp: 0, endTimestamp: 253_402_300_799 };

/** The deployment's tokens at their seed prices (ETH 3000, DAI 1...), 33.0 Baht per dollar. */
export function seedPrices(deployment: Deployment) {
  return createFixedTradePrices(
    Object.values(deployment.tokens).map((t) => ({ address: t.address, code: t.symbol, decimals: t.decimals, usdPrice: t.seedUsdPrice })),
  );
}

/** History ports over memory storage and the seed prices. */
export function historyDeps(deployment: Deployment, trades: TradeStoragePort = createMemoryTradeStorage()): HistoryServerDeps {
  return { trades, prices: seedPrices(deployment), campaign: OPEN_CAMPAIGN };
}
