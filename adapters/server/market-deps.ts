import { buildTokenList } from "../../core/exchange/token-list";
import type { MarketNetwork } from "../../core/market/market-network";
import { createQuoteCache, type QuoteCache } from "../../core/market/quote-cache";
import type { Address } from "../../core/ports/chain.port";
import type { ClockPort } from "../../core/ports/clock.port";
import type { PriceFeedPort } from "../../core/ports/price-feed.port";
import type { PriceSnapshotStorage } from "../../core/ports/price-snapshot.port";
import type { QuoteReaderPort } from "../../core/ports/quote-reader.port";
import { rpcBatch, type RpcNodes } from "../chain/rpc/json-rpc-batch";
import { deploymentFilePath, parseDeploymentFile, platformPartnerIndex, readDeploymentFile, type DeploymentFile } from "../chain/shared/deployment";
import { createLocalPriceFeed } from "../chain/rpc/local-price-feed";
import { createRpcQuoteReader } from "../chain/rpc/rpc-quote-reader";
import type { WatchedPool } from "../chain/rpc/rpc-pool-reader";

/** The market routes' ports; absent from ServerDeps when the server runs without a chain. */
export type MarketServerDeps = Readonly<{
  network: MarketNetwork;
  /** The router of this network's deployment. */
  router: Address;
  reader: QuoteReaderPort;
  priceFeed: PriceFeedPort;
  snapshots: PriceSnapshotStorage;
  cache: QuoteCache;
  clock: ClockPort;
}>;

/** decisions.md: the local USD-THB rate. */
export const LOCAL_USD_THB = "33.0";
/** Stablecoins in order of preference for USD prices; all of them and ETH serve as two-hop intermediates. */
const STABLECOINS = ["USDC", "USDT", "DAI"];

/** What the market needs of a deployments file: the local AMM's wrapped ether, the listed tokens and at least one venue. */
function marketFile(file: DeploymentFile) {
  const { weth, tokens } = file;
  if (weth === undefined || tokens === undefined || file.venues.length === 0) throw new Error("no wrapped ether, token list or venue for the market");
  return { ...file, weth, tokens };
}

/** The market's view of a deployment file, its router and its venues' pools; throws on a file without what the market needs. */
export function marketFromDeployment(json: unknown, usdThb = LOCAL_USD_THB): Readonly<{ network: MarketNetwork; router: Address; pools: readonly WatchedPool[] }> {
  const file = marketFile(parseDeploymentFile(json));
  const entries = Object.values(file.tokens).map((t) => ({ code: t.symbol, address: t.address, name: t.name, decimals: t.decimals }));
  const tokens = buildTokenList(file.chainId, entries);
  if (tokens.isErr()) throw new Error(`deployment token list: ${tokens.error.code}`);
  const codes = tokens.value.tokens.map((t) => t.code);
  const network: MarketNetwork = {
    chainId: file.chainId,
    tokens: tokens.value,
    venues: file.venues.map((v) => ({ proxyIndex: v.tradingProxyIndex, name: v.name, kind: v.kind, ...(v.feeTier === undefined ? {} : { feeTier: v.feeTier }) })),
    intermediates: tokens.value.tokens.filter((t) => t.code === "ETH" || STABLECOINS.includes(t.code)).map((t) => t.address),
    partnerIndex: platformPartnerIndex(file),
    wrappedEth: file.weth,
    stablecoin: STABLECOINS.find((code) => codes.includes(code)) ?? "USDC",
    usdThb,
  };
  // Pairs are named "SYMBOL/SYMBOL" with WETH for ether; a pair of an unlisted token is not watched.
  // A "uniswap-v3" venue's pairs are V3 pools (read as price, liquidity and ticks), every other kind's constant-product pairs.
  const byCode = new Map<string, Address>([...tokens.value.tokens.map((t) => [t.code, t.address] as const), ["WETH", file.weth]]);
  const pools = file.venues.flatMap((venue) =>
    Object.entries(venue.pairs).flatMap(([name, pool]) => {
      const [a, b] = name.split("/").map((code) => byCode.get(code ?? ""));
      return a === undefined || b === undefined ? [] : [{ proxyIndex: venue.tradingProxyIndex, kind: venue.kind === "uniswap-v3" ? ("uniswap-v3" as const) : ("constant-product" as const), address: pool, tokenA: a, tokenB: b }];
    }),
  );
  return { network, router: file.router, pools };
}

/** Options of the wiring; `blockTtlMs` is how long a read block number is reused (0 in tests that trade between quotes). */
export type MarketWiring = Readonly<{
  rpcUrl: string | RpcNodes;
  router: Address;
  network: MarketNetwork;
  pools: readonly WatchedPool[];
  clock: ClockPort;
  snapshots: PriceSnapshotStorage;
  blockTtlMs?: number;
}>;

/** The market ports over JSON-RPC for a known network. */
export function wireMarket(options: MarketWiring): MarketServerDeps {
  const proxyIndexes = options.network.venues.map((v) => v.proxyIndex);
  const reader = createRpcQuoteReader({ url: options.rpcUrl, router: options.router, proxyIndexes, pools: options.pools });
  return {
    network: options.network,
    router: options.router,
    reader,
    priceFeed: createLocalPriceFeed({ reader, network: options.network, clock: options.clock }),
    snapshots: options.snapshots,
    cache: createQuoteCache({ clock: options.clock, blockTtlMs: options.blockTtlMs ?? 1_000, maxEntries: 5_000 }),
    clock: options.clock,
  };
}

/**
 * The market ports when the node at RPC_URL answers and DEPLOYMENTS_DIR holds its chain's file;
 * null otherwise (the server still runs: accounts need no chain, market routes answer 503).
 */
export async function connectMarket(
  config: Readonly<{ rpcUrl: string; rpcUrls?: readonly string[]; rpcBatch?: boolean; deploymentsDir: string }>,
  ports: Readonly<{ clock: ClockPort; snapshots: PriceSnapshotStorage }>,
  log: (line: string) => void = () => undefined,
): Promise<MarketServerDeps | null> {
  const nodes: RpcNodes = { urls: config.rpcUrls ?? [config.rpcUrl], batch: config.rpcBatch ?? true };
  // One round at start: a server without a node comes up at once, its market routes off.
  const chainId = await rpcBatch({ ...nodes, retry: { rounds: 1 } }, [{ method: "eth_chainId", params: [] }], 2_000);
  const answer = chainId.isOk() ? chainId.value[0] : undefined;
  if (answer === undefined || !answer.ok || typeof answer.result !== "string") {
    // Hosts only: a provider's URL may carry its API key.
    log(`market routes off: no node at ${nodes.urls.map((url) => new URL(url).host).join(", ")}`);
    return null;
  }
  const chain = Number(BigInt(answer.result));
  const file = deploymentFilePath(config.deploymentsDir, chain);
  try {
    return wireMarket({ rpcUrl: nodes, ...marketFromDeployment(await readDeploymentFile(config.deploymentsDir, chain)), ...ports });
  } catch (error) {
    log(`market routes off: ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
