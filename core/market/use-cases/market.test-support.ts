import { errAsync, okAsync } from "neverthrow";
import { buildTokenList } from "../../exchange/token-list";
import { ETH } from "../../exchange/tokens";
import { chainRpcUnavailable } from "../../ports/chain.errors";
import type { FeeDataBySpeed, QuoteRequest } from "../../ports/chain.port";
import type { PoolSnapshot, PoolState, QuoteReaderPort, V3PoolRef } from "../../ports/quote-reader.port";
import { FakeClock } from "../../testing/fake-clock";
import type { MarketNetwork } from "../market-network";
import { createQuoteCache } from "../quote-cache";

/** DAI and USDC addresses of the test network. */
export const DAI = "0x00000000000000000000000000000000000000d1" as const;
export const USDC = "0x00000000000000000000000000000000000000c1" as const;

/** A two-venue network with ETH, DAI and USDC. */
export const TEST_NETWORK: MarketNetwork = {
  chainId: 31337,
  tokens: buildTokenList(31337, [
    { code: "DAI", address: DAI },
    { code: "USDC", address: USDC },
  ])._unsafeUnwrap(),
  venues: [
    { proxyIndex: 0, name: "deep" },
    { proxyIndex: 1, name: "shallow" },
  ],
  intermediates: [ETH.address, USDC],
  partnerIndex: 0,
  wrappedEth: "0x00000000000000000000000000000000000000e1",
  stablecoin: "USDC",
  usdThb: "33.0",
};

/** Legacy 1 gwei for every speed. */
export const TEST_FEES: FeeDataBySpeed = {
  source: "GAS_PRICE",
  speeds: { SLOW: { type: "LEGACY", gasPrice: 10n ** 9n }, STD: { type: "LEGACY", gasPrice: 10n ** 9n }, FAST: { type: "LEGACY", gasPrice: 10n ** 9n } },
};

/** No venue known to the snapshot: every question goes to the router's views. */
export const EMPTY_SNAPSHOT: PoolSnapshot = { feeBps: 25n, venues: [] };

/**
 * A quote reader answering `price(request)` for each request, `snapshot` for the pools and the V3
 * pools of `whole` for a whole read (the snapshot's own unless given), or failing when `down`.
 */
export function fakeReader(
  price: (request: QuoteRequest) => bigint | null,
  down = false,
  snapshot: PoolSnapshot = EMPTY_SNAPSHOT,
  whole: PoolSnapshot = snapshot,
): QuoteReaderPort & { batches: number; wholeReads: number } {
  const reader = {
    batches: 0,
    wholeReads: 0,
    readPools: () => okAsync(snapshot),
    readWholeV3Pools: (pools: readonly V3PoolRef[]) => {
      reader.wholeReads += 1;
      const wanted = (proxyIndex: number, pool: PoolState) => pools.some((p) => p.proxyIndex === proxyIndex && p.token0.toLowerCase() === pool.token0.toLowerCase() && p.token1.toLowerCase() === pool.token1.toLowerCase());
      return okAsync(whole.venues.flatMap((venue) => venue.pools.flatMap((pool) => (pool.kind === "uniswap-v3" && wanted(venue.proxyIndex, pool) ? [{ proxyIndex: venue.proxyIndex, pool }] : []))));
    },
    getBlockNumber: () => (down ? errAsync(chainRpcUnavailable("down")) : okAsync(7n)),
    quoteMany: (requests: readonly QuoteRequest[]) => {
      reader.batches += 1;
      return okAsync(requests.map(price));
    },
    getFeeData: () => okAsync(TEST_FEES),
  };
  return reader;
}

/** Deps of get-best-rate over a fake reader. */
export function bestRateDeps(reader: QuoteReaderPort) {
  return { reader, network: TEST_NETWORK, cache: createQuoteCache({ clock: new FakeClock(), blockTtlMs: 0, maxEntries: 100 }) };
}
