/** The server's trade history adapters: the indexer's background loop and the prices it values trades at. */
export { startTradeIndexer, type IndexerLeaseOptions, type TradeIndexerRunner } from "./trade-indexer-runner";
export { createFeedTradePrices, createFixedTradePrices, type HistoryToken } from "./trade-prices";
