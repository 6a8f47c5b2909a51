import { ResultAsync } from "neverthrow";
import {
  assetProfileResponseSchema,
  bestRateResponseSchema,
  listedAssetsResponseSchema,
  tokenListResponseSchema,
  type BestRateResponse,
} from "../api-contract/market.schema";
import type { BestRateAnswer, SpeedRate } from "../../core/exchange/best-rate";
import type { Address, FeeData, PathStep, TradeRoute } from "../../core/ports/chain.port";
import type { ApiError } from "../../core/ports/api.errors";
import type { MarketApiPort } from "../../core/ports/market-api.port";
import { assetProfileOf } from "./asset-profile";
import { tradingEnvironment } from "../../core/exchange/trading-environment";
import { webConfigResponseSchema } from "../api-contract/web-config.schema";
import type { ApiClient } from "./api-client";

/** The router route of a best-rate trade: one venue, a split across venues, one multi-hop part, or several paths. */
export function routeOfTrade(trade: BestRateResponse["STD"]["trade"]): TradeRoute {
  const parts = trade.routes;
  const first = parts[0]!; // the schema asks for at least one part, each with at least one hop
  switch (trade.kind) {
    case "SINGLE":
      return { kind: "SINGLE", proxyIndex: first.hops[0]!.proxyIndex, srcAmount: BigInt(first.srcAmount) };
    case "SPLIT":
      return { kind: "SPLIT", proxyIndexes: parts.map((p) => p.hops[0]!.proxyIndex), srcAmounts: parts.map((p) => BigInt(p.srcAmount)) };
    case "ROUTES":
      return { kind: "ROUTES", hops: first.hops.map((h) => ({ proxyIndex: h.proxyIndex, src: h.src as Address, dest: h.dest as Address })), srcAmount: BigInt(first.srcAmount) };
    case "PATHS":
      return { kind: "PATHS", paths: parts.map((p) => ({ srcAmount: BigInt(p.srcAmount), steps: stepsOf(p.hops) })) };
  }
}

/** A path's steps from its wire hops: consecutive hops with one src and dest are one step, shared by their weights (1 where none is given). */
function stepsOf(hops: BestRateResponse["STD"]["trade"]["routes"][number]["hops"]): PathStep[] {
  const steps: { src: Address; dest: Address; proxyIndexes: number[]; weights: bigint[] }[] = [];
  for (const h of hops) {
    const last = steps[steps.length - 1];
    const weight = BigInt(h.weight ?? "1");
    if (last !== undefined && last.src.toLowerCase() === h.src.toLowerCase() && last.dest.toLowerCase() === h.dest.toLowerCase()) {
      last.proxyIndexes.push(h.proxyIndex);
      last.weights.push(weight);
    } else steps.push({ src: h.src as Address, dest: h.dest as Address, proxyIndexes: [h.proxyIndex], weights: [weight] });
  }
  return steps;
}

function speedOf(wire: BestRateResponse["STD"]): SpeedRate {
  const { trade } = wire;
  const fee: FeeData =
    wire.feeType === "EIP1559" && wire.maxFeePerGas !== null && wire.maxPriorityFeePerGas !== null
      ? { type: "EIP1559", maxFeePerGas: BigInt(wire.maxFeePerGas), maxPriorityFeePerGas: BigInt(wire.maxPriorityFeePerGas) }
      : { type: "LEGACY", gasPrice: BigInt(wire.gasPrice) };
  const parts = trade.routes.map((p) => ({ srcAmount: BigInt(p.srcAmount), hops: p.hops.map((h) => ({ ...h, src: h.src as Address, dest: h.dest as Address })) }));
  return {
    fee,
    gasPrice: BigInt(wire.gasPrice),
    gasLimit: BigInt(wire.gasLimit),
    estimatedMinutes: wire.estimatedMinutes,
    trade: {
      kind: trade.kind,
      fromAmount: BigInt(trade.fromAmount),
      toAmount: BigInt(trade.toAmount),
      rate: trade.rate,
      route: routeOfTrade(trade),
      parts,
      venues: [...new Set(parts.flatMap((p) => p.hops.map((h) => h.venue)))],
      priceImpact: trade.priceImpact,
      transferFeeBps: trade.transferFeeBps,
    },
  };
}

/** A best-rate answer in domain terms, decoded once: amounts as bigint, the router's route, the fee per speed. */
export function bestRateOf(wire: BestRateResponse): BestRateAnswer {
  return { blockNumber: BigInt(wire.blockNumber), partnerIndex: wire.partnerIndex, speeds: { SLOW: speedOf(wire.SLOW), STD: speedOf(wire.STD), FAST: speedOf(wire.FAST) } };
}

// A chunk that did not download is a failed request like any other.
const chunkFailed = (error: unknown): ApiError => ({ code: "NETWORK_ERROR", status: null, message: error instanceof Error ? error.message : String(error) });

/**
 * The market routes as the MarketApiPort: answers checked by the api-contract schemas, then
 * turned into domain values in one place.
 * @example const market = createMarketApi(api); const rate = await market.bestRate({ from: "ETH", to: "DAI", side: "from", amount: 10n ** 18n });
 */
export function createMarketApi(api: ApiClient): MarketApiPort {
  return {
    listedAssets: () => api.get("/assets/listed", { response: listedAssetsResponseSchema }),
    assetProfile: () => api.get("/assets/profile", { response: assetProfileResponseSchema }).map(assetProfileOf),
    // The 24 h lines are drawn after the price table shows: their call and schema load on first use.
    priceSeries: () => ResultAsync.fromPromise(import("./price-series.client"), chunkFailed).andThen((m) => m.fetchPriceSeries(api)),
    tradingEnvironment: () => api.get("/config", { response: webConfigResponseSchema }).map(tradingEnvironment),
    tokenList: () => api.get("/assets/token-list", { response: tokenListResponseSchema }).map((list) => list.tokens.map((t) => ({ ...t, address: t.address as Address }))),
    bestRate: (q, signal) => {
      const [path, amountKey] = q.side === "from" ? (["/rate/best-rate/toAmount", "fromAmount"] as const) : (["/rate/best-rate/fromAmount", "toAmount"] as const);
      return api
        .get(path, { query: { from: q.from, to: q.to, [amountKey]: q.amount.toString() }, response: bestRateResponseSchema, ...(signal ? { signal } : {}) })
        .map(bestRateOf);
    },
  };
}
