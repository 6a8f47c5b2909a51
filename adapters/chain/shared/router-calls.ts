import type { QuoteRequest, RouteHop, TradeAuthorization, TradeRequest } from "../../../core/ports/chain.port";
import { isEthAddress } from "./eth";

/** A router call as plain values, encoded by each adapter with its own library. */
export type RouterCall = Readonly<{ functionName: string; args: readonly unknown[]; value: bigint }>;

const indexes = (values: readonly number[]) => values.map(BigInt);
const hops = (route: readonly RouteHop[]) =>
  route.map((hop) => ({ tradingProxyIndex: BigInt(hop.proxyIndex), src: hop.src, dest: hop.dest }));

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
  const total = route.kind === "SPLIT" ? route.srcAmounts.reduce((a, b) => a + b, 0n) : route.srcAmount;
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
  }
}
