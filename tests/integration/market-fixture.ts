import type { ResultAsync } from "neverthrow";
import { createEthersChainAdapter } from "../../adapters/chain";
import { createMarketClient, type MarketClient } from "../support/wire-clients/market.client";
import type { BestRateResponse } from "../../adapters/api-contract/market.schema";
import { routeOfTrade } from "../../adapters/http-client/market.client";
import { marketFromDeployment, wireMarket, type MarketServerDeps } from "../../adapters/server/market-deps";
import { createMemoryPriceSnapshots } from "../../adapters/storage/memory/memory-price-snapshots";
import type { Address, ChainPort, TradeRoute } from "../../core/ports/chain.port";
import type { QuoteReaderPort } from "../../core/ports/quote-reader.port";
import { FakeClock } from "../../core/testing/fake-clock";
import { hardhatEnv, type HardhatEnv } from "../conformance/hardhat-env";
import { startTestServer, type TestServer } from "./server-harness";

/** The market routes over the in-process Hardhat chain, a trader on it, and counters of the batched reads. */
export type MarketTestEnv = Readonly<{
  env: HardhatEnv;
  server: TestServer;
  market: MarketServerDeps;
  api: MarketClient;
  /** Account 1 (holds every test token) as a ChainPort, to trade what was quoted. */
  trader: ChainPort;
  clock: FakeClock;
  /** How many quoteMany batches the server sent so far. */
  batches(): number;
  /** How many HTTP round trips to the node the market made so far (each reader call is one JSON-RPC batch), by reader method. */
  roundTrips(): Readonly<Record<string, number>>;
  /** Uniswap V3 pools read whole so far (one eth_call each, in readWholeV3Pools' one round trip). */
  poolsReadWhole(): number;
  /** Resolves once every reader call started so far has answered (a confirmation the server runs beside an answer included). */
  settled(): Promise<void>;
  tokenAddress(code: string): Address;
  close(): Promise<void>;
}>;

/** Starts Hardhat (once per file), a JSON-RPC endpoint in front of it and the server with the market wired. */
export async function startMarketTestEnv(): Promise<MarketTestEnv> {
  const env = await hardhatEnv();
  const rpc = await env.serve();
  const clock = new FakeClock(Date.UTC(2026, 10, 21, 6, 0, 0));
  const { network, router, pools } = marketFromDeployment(env.deployment);
  // blockTtlMs 0: tests trade between quotes, so every request reads the current block.
  const wired = wireMarket({ rpcUrl: rpc.url, router, network, pools, clock, snapshots: createMemoryPriceSnapshots(), blockTtlMs: 0 });
  let batches = 0;
  let poolsReadWhole = 0;
  const trips: Record<string, number> = {};
  const trip = (method: string) => (trips[method] = (trips[method] ?? 0) + 1);
  const pending = new Set<Promise<unknown>>();
  const track = <T, E>(call: ResultAsync<T, E>): ResultAsync<T, E> => {
    const done: Promise<unknown> = (async () => await call)().finally(() => pending.delete(done));
    pending.add(done);
    return call;
  };
  const reader: QuoteReaderPort = {
    getBlockNumber: () => (trip("getBlockNumber"), track(wired.reader.getBlockNumber())),
    getFeeData: () => (trip("getFeeData"), track(wired.reader.getFeeData())),
    readPools: (partner, block) => (trip("readPools"), track(wired.reader.readPools(partner, block))),
    readWholeV3Pools: (pools, block) => {
      trip("readWholeV3Pools");
      poolsReadWhole += pools.length;
      return track(wired.reader.readWholeV3Pools(pools, block));
    },
    quoteMany: (requests, block) => {
      batches += 1;
      trip("quoteMany");
      return track(wired.reader.quoteMany(requests, block));
    },
  };
  const market = { ...wired, reader };
  const server = await startTestServer({ deps: { market } });
  const trader = createEthersChainAdapter({ kind: "RPC", url: rpc.url, privateKey: env.keys[1]! }, { deployments: [env.chainDeployment], pollingIntervalMs: 20 });
  return {
    env,
    server,
    market,
    api: createMarketClient(server.client),
    trader,
    clock,
    batches: () => batches,
    roundTrips: () => ({ ...trips }),
    poolsReadWhole: () => poolsReadWhole,
    settled: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    tokenAddress: (code) => network.tokens.tokens.find((t) => t.code === code)!.address,
    close: async () => {
      await server.close();
      await rpc.close();
    },
  };
}

/** The router route of one speed's trade in a best-rate answer. */
export function routeOfAnswer(trade: BestRateResponse["STD"]["trade"]): TradeRoute {
  return routeOfTrade(trade);
}
