import { ResultAsync, okAsync } from "neverthrow";
import type { Token } from "../../../core/exchange/tokens";
import { midPriceE8, PRICE_PROBE_USD, PRICE_DECIMALS } from "../../../core/market/pool-price";
import type { MarketNetwork } from "../../../core/market/market-network";
import { reverseShape, routeFor, routeShapes, type RouteShape } from "../../../core/market/route-shapes";
import type { ChainError } from "../../../core/ports/chain.errors";
import type { QuoteRequest } from "../../../core/ports/chain.port";
import type { ClockPort } from "../../../core/ports/clock.port";
import type { PriceFeedPort, UsdPrices } from "../../../core/ports/price-feed.port";
import type { QuoteReaderPort } from "../../../core/ports/quote-reader.port";
import { unitScale } from "../../../core/exchange/units";

/** What the local feed reads from. */
export type LocalPriceFeedDeps = Readonly<{ reader: QuoteReaderPort; network: MarketNetwork; clock: ClockPort }>;

type Bought = Readonly<{ token: Token; shape: RouteShape; out: bigint }>;

/**
 * USD prices from the local pools: per token, the best route buying it for PRICE_PROBE_USD of the
 * stablecoin and the same route selling it back (two batched reads for all tokens), cached per block.
 * @example const feed = createLocalPriceFeed({ reader, network, clock }); await feed.getUsdPrices();
 */
export function createLocalPriceFeed(deps: LocalPriceFeedDeps): PriceFeedPort {
  let cached: { block: bigint; prices: Promise<UsdPrices> } | null = null;
  return {
    getUsdThbRate: () => okAsync(deps.network.usdThb),
    getUsdPrices: () =>
      deps.reader.getBlockNumber().andThen((block) => {
        if (cached === null || cached.block !== block) {
          const prices = readPrices(deps, block);
          cached = { block, prices: prices.match((p) => p, (e) => Promise.reject(e)) as Promise<UsdPrices> };
          void cached.prices.catch(() => (cached = null));
        }
        return ResultAsync.fromPromise(cached.prices, (e) => e as ChainError);
      }),
  };
}

function readPrices(deps: LocalPriceFeedDeps, block: bigint): ResultAsync<UsdPrices, ChainError> {
  const { network } = deps;
  const stable = network.tokens.tokens.find((t) => t.code === network.stablecoin);
  if (stable === undefined) return okAsync({ takenAt: deps.clock.now(), pricesE8: {} });
  const probe = PRICE_PROBE_USD * unitScale(stable.decimals);
  const others = network.tokens.tokens.filter((t) => t.code !== stable.code);
  const proxyIndexes = network.venues.map((v) => v.proxyIndex);
  const asks = others.flatMap((token) =>
    routeShapes({ src: stable.address, dest: token.address, proxyIndexes, intermediates: network.intermediates }).map((shape) => ({ token, shape })),
  );
  const request = (src: Token, dest: Token, shape: RouteShape, amount: bigint): QuoteRequest => ({
    src: src.address,
    dest: dest.address,
    route: routeFor(shape, amount),
    partnerIndex: network.partnerIndex,
  });
  return deps.reader
    .quoteMany(asks.map((a) => request(stable, a.token, a.shape, probe)), block)
    .andThen((outs) => {
      const best = new Map<string, Bought>();
      asks.forEach((a, i) => {
        const out = outs[i];
        if (out !== null && out !== undefined && out > (best.get(a.token.code)?.out ?? 0n)) best.set(a.token.code, { ...a, out });
      });
      const bought = [...best.values()];
      return deps.reader
        .quoteMany(bought.map((b) => request(b.token, stable, reverseShape(b.shape), b.out)), block)
        .map((backs) => {
          const pricesE8: Record<string, bigint> = { [stable.code]: unitScale(PRICE_DECIMALS) };
          bought.forEach((b, i) => {
            const price = midPriceE8({ stableIn: probe, tokenOut: b.out, stableBack: backs[i] ?? 0n, tokenDecimals: b.token.decimals, stableDecimals: stable.decimals });
            if (price !== null) pricesE8[b.token.code] = price;
          });
          return { takenAt: deps.clock.now(), pricesE8 };
        });
    });
}
