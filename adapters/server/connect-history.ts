import { JsonRpcProvider } from "ethers";
import { DEFAULT_CAMPAIGN, type LeaderboardCampaign } from "../../core/history/use-cases/top-trader-stats";
import type { TradeStoragePort } from "../../core/ports/trade-storage.port";
import { createEthersTradeEventSource, readDeploymentFile } from "../chain";
import { createFeedTradePrices, startTradeIndexer, type TradeIndexerRunner } from "../history";
import type { HistoryServerDeps } from "./history-deps";
import type { MarketServerDeps } from "./market-deps";

/** How often the indexer looks for new blocks once caught up. */
export const INDEXER_POLL_MS = 4_000;

/**
 * The history ports; with a market (a node and its deployment file) also prices from its feed
 * and the trade indexer running against the router. Without one, history still answers from
 * storage and the daily-volume check answers 503.
 */
export async function connectHistory(
  config: Readonly<{ rpcUrl: string; deploymentsDir: string; campaign?: LeaderboardCampaign }>,
  ports: Readonly<{ trades: TradeStoragePort; market: MarketServerDeps | null }>,
  log: (line: string) => void = () => undefined,
): Promise<Readonly<{ history: HistoryServerDeps; runner: TradeIndexerRunner | null }>> {
  const campaign = config.campaign ?? DEFAULT_CAMPAIGN;
  const { market } = ports;
  if (market === null) return { history: { trades: ports.trades, prices: null, campaign }, runner: null };
  const prices = createFeedTradePrices(market.priceFeed, market.network.tokens.tokens);
  const history: HistoryServerDeps = { trades: ports.trades, prices, campaign };
  try {
    const deployment = await readDeploymentFile(config.deploymentsDir, market.network.chainId);
    const events = createEthersTradeEventSource({ provider: new JsonRpcProvider(config.rpcUrl, undefined, { staticNetwork: true }), router: deployment.router });
    const runner = startTradeIndexer({ events, trades: ports.trades, prices }, { startBlock: BigInt(deployment.startBlock) }, INDEXER_POLL_MS, log);
    return { history, runner };
  } catch (error) {
    log(`trade indexer off: ${error instanceof Error ? error.message : String(error)}`);
    return { history, runner: null };
  }
}
