import { describe, expect, it } from "vitest";
import type { Address, TradeRequest } from "../../../core/ports/chain.port";
import { ETH_PLACEHOLDER } from "./eth";
import { NO_TRADE_AUTHORIZATION, quoteCall, tradeCall } from "./router-calls";

const DAI = "0x00000000000000000000000000000000000000da" as Address;
const LINK = "0x0000000000000000000000000000000000000111" as Address;
const base = { partnerIndex: 2, minDestAmount: 90n, deadline: 1_700_000_000n };
const AUTH = { trader: "0x00000000000000000000000000000000000000aa" as Address, authId: 7n, expiry: 1_700_000_600n, signature: "0x1234" as const };

describe("router calls", () => {
  it.each<[string, TradeRequest, unknown, unknown]>([
    [
      "a single-venue ETH trade sends its amount as value",
      { ...base, src: ETH_PLACEHOLDER, dest: DAI, route: { kind: "SINGLE", proxyIndex: 1, srcAmount: 100n } },
      { functionName: "trade", args: [1n, ETH_PLACEHOLDER, 100n, DAI, 90n, 2n, 1_700_000_000n, NO_TRADE_AUTHORIZATION], value: 100n },
      { functionName: "getDestinationReturnAmount", args: [1n, ETH_PLACEHOLDER, DAI, 100n, 2n], value: 0n },
    ],
    [
      "a split token trade totals its parts, sends no value and passes its authorization last",
      { ...base, src: DAI, dest: LINK, route: { kind: "SPLIT", proxyIndexes: [0, 1], srcAmounts: [60n, 40n] }, authorization: AUTH },
      { functionName: "splitTrades", args: [[0n, 1n], DAI, 100n, [60n, 40n], LINK, 90n, 2n, 1_700_000_000n, AUTH], value: 0n },
      { functionName: "getDestinationReturnAmountForSplitTrades", args: [[0n, 1n], DAI, LINK, [60n, 40n], 2n], value: 0n },
    ],
    [
      "a route passes its hops as router structs",
      {
        ...base,
        src: DAI,
        dest: LINK,
        route: { kind: "ROUTES", srcAmount: 100n, hops: [{ proxyIndex: 0, src: DAI, dest: ETH_PLACEHOLDER }, { proxyIndex: 1, src: ETH_PLACEHOLDER, dest: LINK }] },
      },
      {
        functionName: "tradeRoutes",
        args: [[{ tradingProxyIndex: 0n, src: DAI, dest: ETH_PLACEHOLDER }, { tradingProxyIndex: 1n, src: ETH_PLACEHOLDER, dest: LINK }], 100n, 90n, 2n, 1_700_000_000n, NO_TRADE_AUTHORIZATION],
        value: 0n,
      },
      {
        functionName: "getDestinationReturnAmountForTradeRoutes",
        args: [[{ tradingProxyIndex: 0n, src: DAI, dest: ETH_PLACEHOLDER }, { tradingProxyIndex: 1n, src: ETH_PLACEHOLDER, dest: LINK }], 100n, 2n],
        value: 0n,
      },
    ],
    [
      "several paths pass their amounts and steps (each naming where it ends) as router structs, ETH as value",
      {
        ...base,
        src: ETH_PLACEHOLDER,
        dest: LINK,
        route: {
          kind: "PATHS",
          paths: [
            { srcAmount: 70n, steps: [{ src: ETH_PLACEHOLDER, dest: LINK, proxyIndexes: [0, 2], weights: [40n, 30n] }] },
            { srcAmount: 30n, steps: [{ src: ETH_PLACEHOLDER, dest: DAI, proxyIndexes: [1], weights: [1n] }, { src: DAI, dest: LINK, proxyIndexes: [3, 4], weights: [1n, 2n] }] },
          ],
        },
      },
      {
        functionName: "tradePaths",
        args: [
          ETH_PLACEHOLDER,
          100n,
          LINK,
          [
            { srcAmount: 70n, steps: [{ dest: LINK, tradingProxyIndices: [0n, 2n], weights: [40n, 30n] }] },
            { srcAmount: 30n, steps: [{ dest: DAI, tradingProxyIndices: [1n], weights: [1n] }, { dest: LINK, tradingProxyIndices: [3n, 4n], weights: [1n, 2n] }] },
          ],
          90n,
          2n,
          1_700_000_000n,
          NO_TRADE_AUTHORIZATION,
        ],
        value: 100n,
      },
      {
        functionName: "getDestinationReturnAmountForPaths",
        args: [
          ETH_PLACEHOLDER,
          LINK,
          [
            { srcAmount: 70n, steps: [{ dest: LINK, tradingProxyIndices: [0n, 2n], weights: [40n, 30n] }] },
            { srcAmount: 30n, steps: [{ dest: DAI, tradingProxyIndices: [1n], weights: [1n] }, { dest: LINK, tradingProxyIndices: [3n, 4n], weights: [1n, 2n] }] },
          ],
          2n,
        ],
        value: 0n,
      },
    ],
  ])("encode %s", (_name, request, trade, quote) => {
    expect(tradeCall(request)).toEqual(trade);
    expect(quoteCall(request)).toEqual(quote);
  });
});
