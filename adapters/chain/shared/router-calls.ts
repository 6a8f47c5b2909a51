import { routeSrcAmount } from "../../../core/exchange/trade-route";
import type { QuoteRequest, RouteHop, TradeAuthorization, TradePath, TradeRequest } from "../../../core/ports/chain.port";
import { isEthAddress } from "./eth";

/** A router call as plain values, encoded by each adapter with its own library. */
export type RouterCall = Readonly<{ functionName: string; args: readonly unknown[]; value: bigint }>;

const indexes = (values: readonly number[]) => values.map(BigInt);
const hops = (route: readonly RouteHop[]) =>
  route.map((hop) => ({ tradingProxyIndex: BigInt(hop.proxyIndex), src: hop.src, dest: hop.dest }));
/** The router's TradePath[]: a step names only where it ends (it starts where the previous one did). */
const paths = (route: readonly TradePath[]) =>
  route.map((path) => ({
    srcAmount: path.srcAmount,
    steps: path.steps.map((step) => ({ dest: step.dest, tradingProxyIndices: indexes(step.proxyIndexes), weights: [...step.weights] })),
  }));

/** What a trade passes as its authorization while the router's trading gate is off (the router ignores it). */
export const NO_TRADE_AUTHORIZATION: TradeAuthorization = {
  trader: "0x0000000000000000000000000000000000000000",
  authId: 0n,
  expiry: 0n,
  signature: "0x",
};

/** The router function and arguments for a trade; ETH as the source travels as call value, the authorization last. */
export function tradeCall(request: TradeRequest): RouterCall {
  const { src, dest, route, minDestAmount, partnerIndex, deadline } = request;
  const auth = request.authorization ?? NO_TRADE_AUTHORIZATION;
  const partner = BigInt(partnerIndex);
  const total = routeSrcAmount(route);
  const value = isEthAddress(src) ? total : 0n;
  switch (route.kind) {
    case "SINGLE":
      return { functionName: "trade", args: [BigInt(route.proxyIndex), src, total, dest, minDestAmount, partner, deadline, auth], value };
    case "SPLIT":
      return {
        functionName: "splitTrades",
        args: [indexes(route.proxyIndexes), src, total, [...route.srcAmounts], dest, minDestAmount, partner, deadline, auth],
        value,
      };
    case "ROUTES":
      return { functionName: "tradeRoutes", args: [hops(route.hops), total, minDestAmount, partner, deadline, auth], value };
    case "PATHS":
      return { functionName: "tradePaths", args: [src, total, dest, paths(route.paths), minDestAmount, partner, deadline, auth], value };
  }
}

/** The router view function and arguments that quote the same trade. */
export function quoteCall(request: QuoteRequest): RouterCall {
  const { src, dest, route } = request;
  const partner = BigInt(request.partnerIndex);
  switch (route.kind) {
    case "SINGLE":
      return { functionName: "getDestinationReturnAmount", args: [BigInt(route.proxyIndex), src, dest, route.srcAmount, partner], value: 0n };
    case "SPLIT":
      return {
        functionName: "getDestinationReturnAmountForSplitTrades",
        args: [indexes(route.proxyIndexes), src, dest, [...route.srcAmounts], partner],
        value: 0n,
      };
    case "ROUTES":
      return { functionName: "getDestinationReturnAmountForTradeRoutes", args: [hops(route.hops), route.srcAmount, partner], value: 0n };
    case "PATHS":
      return { functionName: "getDestinationReturnAmountForPaths", args: [src, dest, paths(route.paths), partner], value: 0n };
  }
}
