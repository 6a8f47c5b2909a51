import { GAS_SPEEDS, ESTIMATED_MINUTES } from "../../../core/exchange/gas";
import { formatUnits } from "../../../core/exchange/units";
import { marketUnavailable } from "../../../core/market/market.errors";
import { PRICE_DECIMALS } from "../../../core/market/pool-price";
import { getAssetProfile } from "../../../core/market/use-cases/get-asset-profile";
import { getBestRate, type BestRate, type BestRateInput } from "../../../core/market/use-cases/get-best-rate";
import { getPriceSeries } from "../../../core/market/use-cases/get-price-series";
import { availableAssets } from "../../../core/exchange/token-list";
import { tokenLogoUri } from "../../../core/exchange/token-logo";
import type { FeeData, TradeRoute } from "../../../core/ports/chain.port";
import {
  assetProfileResponseSchema,
  bestRateFromAmountQuerySchema,
  bestRateResponseSchema,
  bestRateToAmountQuerySchema,
  listedAssetsResponseSchema,
  tokenListResponseSchema,
  type BestRateResponse,
} from "../../api-contract/market.schema";
import { priceSeriesResponseSchema } from "../../api-contract/price-series.schema";
import { orThrow, toApiError, type ErrorStatuses } from "../api-error";
import type { MarketServerDeps } from "../market-deps";
import { limitRequests } from "../request-limits";
import type { RouteModule } from "../route-module";
import type { ServerDeps } from "../server-deps";

/** Statuses of the market codes the suffix conventions of api-error.ts would get wrong. */
export const MARKET_ERROR_STATUSES: ErrorStatuses = { MARKET_NO_ROUTE: 422, CHAIN_RPC_TIMEOUT: 504, CHAIN_REVERTED: 502 };

function market(deps: ServerDeps): MarketServerDeps {
  if (deps.market === undefined) throw toApiError(marketUnavailable());
  return deps.market;
}

const percent = (bps: number) => Math.round(bps) / 100;

function routeParts(route: TradeRoute, venue: (index: number) => string, src: string, dest: string) {
  const hop = (proxyIndex: number, from: string, to: string) => ({ proxyIndex, venue: venue(proxyIndex), src: from, dest: to });
  switch (route.kind) {
    case "SINGLE":
      return [{ srcAmount: route.srcAmount.toString(), hops: [hop(route.proxyIndex, src, dest)] }];
    case "SPLIT":
      return route.proxyIndexes.map((index, i) => ({ srcAmount: route.srcAmounts[i]!.toString(), hops: [hop(index, src, dest)] }));
    case "ROUTES":
      return [{ srcAmount: route.srcAmount.toString(), hops: route.hops.map((h) => hop(h.proxyIndex, h.src, h.dest)) }];
    case "PATHS":
      return route.paths.map((path) => ({
        srcAmount: path.srcAmount.toString(),
        hops: path.steps.flatMap((step) => step.proxyIndexes.map((index, i) => ({ ...hop(index, step.src, step.dest), weight: step.weights[i]!.toString() }))),
      }));
  }
}

function feeFields(fee: FeeData) {
  return fee.type === "EIP1559"
    ? { feeType: fee.type, gasPrice: fee.maxFeePerGas.toString(), maxFeePerGas: fee.maxFeePerGas.toString(), maxPriorityFeePerGas: fee.maxPriorityFeePerGas.toString() }
    : { feeType: fee.type, gasPrice: fee.gasPrice.toString(), maxFeePerGas: null, maxPriorityFeePerGas: null };
}

/** A best rate as the wire answer: the same trade under every speed, each with its fee fields. */
export function bestRateToWire(rate: BestRate, venue: (index: number) => string): BestRateResponse {
  const trade = {
    kind: rate.route.kind,
    fromAmount: rate.fromAmount.toString(),
    toAmount: rate.toAmount.toString(),
    rate: rate.rate,
    routes: routeParts(rate.route, venue, rate.from.address, rate.to.address),
    priceImpact: percent(rate.priceImpactBps),
    transferFeeBps: rate.transferFeeBps,
  };
  const speeds = Object.fromEntries(
    GAS_SPEEDS.map((speed) => [speed, { ...feeFields(rate.fees.speeds[speed]), gasLimit: rate.gasLimit.toString(), estimatedMinutes: ESTIMATED_MINUTES[speed], trade }]),
  ) as Pick<BestRateResponse, "SLOW" | "STD" | "FAST">;
  return { blockNumber: rate.blockNumber.toString(), partnerIndex: rate.partnerIndex, ...speeds };
}

async function answerBestRate(deps: ServerDeps, input: BestRateInput): Promise<BestRateResponse> {
  const m = market(deps);
  const rate = orThrow(await getBestRate(m, input), MARKET_ERROR_STATUSES);
  const names = new Map(m.network.venues.map((v) => [v.proxyIndex, v.name]));
  return bestRateToWire(rate, (index) => names.get(index) ?? `venue ${index}`);
}

/** Public market routes: listed assets, the price table and its 24 h lines, the token list and best-rate quotes. */
export const registerMarketRoutes: RouteModule = (app, deps, config) => {
  // Each quote reads every venue on the node: limited per client network, on every instance at once.
  const limited = { onRequest: limitRequests(deps, config, "quote") };
  app.get("/assets/listed", { schema: { response: { 200: listedAssetsResponseSchema } } }, async () =>
    availableAssets(market(deps).network.tokens).map((t) => t.code),
  );

  app.get("/assets/profile", { schema: { response: { 200: assetProfileResponseSchema } } }, async () => {
    const profile = orThrow(await getAssetProfile(market(deps)), MARKET_ERROR_STATUSES);
    return {
      chainId: profile.chainId,
      usdThb: profile.usdThb,
      takenAt: profile.takenAt,
      tokens: profile.assets.map((a) => ({
        code: a.code,
        name: a.name,
        address: a.address,
        decimal: a.decimals,
        decimals: a.decimals,
        price: a.priceE8 === null ? null : formatUnits(a.priceE8, PRICE_DECIMALS),
        change: percent(a.changeBps),
      })),
    };
  });

  app.get("/assets/price-series", { schema: { response: { 200: priceSeriesResponseSchema } } }, async () => {
    const series = orThrow(await getPriceSeries(market(deps)), MARKET_ERROR_STATUSES);
    return {
      chainId: series.chainId,
      from: series.from,
      to: series.to,
      tokens: series.tokens.map((line) => ({ code: line.code, points: line.points.map((p) => ({ takenAt: p.takenAt, price: formatUnits(p.priceE8, PRICE_DECIMALS) })) })),
    };
  });

  app.get("/assets/token-list", { schema: { response: { 200: tokenListResponseSchema } } }, async () => {
    const { network } = market(deps);
    return {
      name: network.chainId === 31337 ? "KUL Swap Local" : `KUL Swap ${network.chainId}`,
      timestamp: new Date(deps.clock.now()).toISOString(),
      version: { major: 1, minor: 0, patch: 0 },
      keywords: ["kulswap"],
      tokens: availableAssets(network.tokens).map((t) => {
        const logoURI = tokenLogoUri(t.code);
        return { chainId: network.chainId, address: t.address, name: t.name, symbol: t.code, decimals: t.decimals, ...(logoURI ? { logoURI } : {}) };
      }),
    };
  });

  app.get("/rate/best-rate/toAmount", { ...limited, schema: { querystring: bestRateToAmountQuerySchema, response: { 200: bestRateResponseSchema } } }, async (request) =>
    answerBestRate(deps, { from: request.query.from, to: request.query.to, side: "from", amount: request.query.fromAmount }),
  );

  app.get("/rate/best-rate/fromAmount", { ...limited, schema: { querystring: bestRateFromAmountQuerySchema, response: { 200: bestRateResponseSchema } } }, async (request) =>
    answerBestRate(deps, { from: request.query.from, to: request.query.to, side: "to", amount: request.query.toAmount }),
  );
};
