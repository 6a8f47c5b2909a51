import { DEFAULT_CAMPAIGN, type LeaderboardCampaign } from "../../core/history/leaderboard-campaign";
import type { TradeStoragePort } from "../../core/ports/trade-storage.port";
import { createEthersTradeEventSource, jsonRpcProviderFor, readDeploymentFile } from "../chain";
import { createFeedTradePrices, startTradeIndexer, type IndexerLeaseOptions, type TradeIndexerRunner } from "../history";
import type { HistoryServerDeps } from "./history-deps";
import type { MarketServerDeps } from "./market-deps";

/** How often the indexer looks for new blocks once caught up. */
export const INDEXER_POLL_MS = 4_000;
/** How long an instance's indexer lease lasts unrenewed: after a crash, another instance takes over within it. */
export const INDEXER_LEASE_MS = 30_000;

/**
 * The history ports; with a market (a node and its deployment file) also prices from its feed
 * and the trade indexer running against the router (with `lease`, on the one instance holding
 * the shared lease). Without one, history still answers from
 * storage and the daily-volume check answers 503.
 */
export async function connectHistory(
  config: Readonly<{ rpcUrl: string; rpcUrls?: readonly string[]; rpcBatch?: boolean; deploymentsDir: string; campaign?: LeaderboardCampaign }>,
  ports: Readonly<{ trades: TradeStoragePort; market: MarketServerDeps | null; lease?: IndexerLeaseOptions }>,
  log: (line: string) => void = () => undefined,
  pollMs: number = INDEXER_POLL_MS,
): Promise<Readonly<{ history: HistoryServerDeps; runner: TradeIndexerRunner | null }>> {
  const campaign = config.campaign ?? DEFAULT_CAMPAIGN;
  const { market } = ports;
  if (market === null) return { history: { trades: ports.trades, prices: null, campaign }, runner: null };
  const prices = createFeedTradePrices(market.priceFeed, market.network.tokens.tokens);
  const history: HistoryServerDeps = { trades: ports.trades, prices, campaign };
  try {
    const deployment = await readDeploymentFile(config.deploymentsDir, market.network.chainId);
    const events = createEthersTradeEventSource({ provider: jsonRpcProviderFor(config.rpcUrls ?? [config.rpcUrl], { batch: config.rpcBatch }), router: deployment.router });
    const runner = startTradeIndexer({ events, trades: ports.trades, prices }, { startBlock: BigInt(deployment.startBlock) }, pollMs, log, ports.lease);
    return { history, runner };
  } catch (error) {
    log(`trade indexer off: ${error instanceof Error ? error.message : String(error)}`);
    return { history, runner: null };
  }
}
