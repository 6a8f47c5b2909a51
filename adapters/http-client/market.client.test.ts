import { describe, expect, it } from "vitest";
import type { BestRateResponse } from "../api-contract/market.schema";
import { bestRateResponseSchema } from "../api-contract/market.schema";
import { bestRateToWire } from "../server/routes/market.routes";
import { bestRateOf } from "./market.client";

const legacyFee = { type: "LEGACY" as const, gasPrice: 2_000_000_000n };

const A = "0x00000000000000000000000000000000000000a1";
const B = "0x00000000000000000000000000000000000000b2";
const ETH = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE";
const hop = (proxyIndex: number, src: string, dest: string) => ({ proxyIndex, venue: `v${proxyIndex}`, src, dest });

/** A wire answer with the same trade under every speed; STD pays by the legacy gas price. */
function answer(trade: BestRateResponse["STD"]["trade"]): BestRateResponse {
  const eip1559 = { feeType: "EIP1559" as const, gasPrice: "3000000000", maxFeePerGas: "3000000000", maxPriorityFeePerGas: "1000000", gasLimit: "200000", estimatedMinutes: 2, trade };
  const legacy = { feeType: "LEGACY" as const, gasPrice: "2000000000", maxFeePerGas: null, maxPriorityFeePerGas: null, gasLimit: "200000", estimatedMinutes: 5, trade };
  return { blockNumber: "42", partnerIndex: 0, SLOW: eip1559, STD: legacy, FAST: eip1559 };
}

describe("best-rate answers decoded once", () => {
  it("turns a split into the router's split route, amounts into bigint and venues into a list", () => {
    const rate = bestRateOf(answer({ kind: "SPLIT", fromAmount: "10", toAmount: "20", rate: "2", priceImpact: 0.5, transferFeeBps: 0, routes: [{ srcAmount: "3", hops: [hop(0, A, B)] }, { srcAmount: "7", hops: [hop(1, A, B)] }] }));
    expect(rate.blockNumber).toBe(42n);
    expect(rate.speeds.FAST.trade).toMatchObject({ kind: "SPLIT", fromAmount: 10n, toAmount: 20n, route: { kind: "SPLIT", proxyIndexes: [0, 1], srcAmounts: [3n, 7n] }, venues: ["v0", "v1"] });
  });

  it("turns a two-hop answer into the router's multi-hop route", () => {
    const rate = bestRateOf(answer({ kind: "ROUTES", fromAmount: "10", toAmount: "20", rate: "2", priceImpact: 0, transferFeeBps: 4, routes: [{ srcAmount: "10", hops: [hop(0, A, ETH), hop(1, ETH, B)] }] }));
    expect(rate.speeds.STD.trade.transferFeeBps).toBe(4);
    expect(rate.speeds.STD.trade.route).toEqual({ kind: "ROUTES", srcAmount: 10n, hops: [{ proxyIndex: 0, src: A, dest: ETH }, { proxyIndex: 1, src: ETH, dest: B }] });
  });

  it("turns a multi-path answer back into the route the server answered: consecutive hops of one pair are one step, shared by weight", () => {
    const route = {
      kind: "PATHS" as const,
      paths: [
        { srcAmount: 60n, steps: [{ src: A as `0x${string}`, dest: B as `0x${string}`, proxyIndexes: [0, 2], weights: [35n, 25n] }] },
        { srcAmount: 40n, steps: [{ src: A as `0x${string}`, dest: ETH as `0x${string}`, proxyIndexes: [1], weights: [1n] }, { src: ETH as `0x${string}`, dest: B as `0x${string}`, proxyIndexes: [0, 3], weights: [2n, 1n] }] },
      ],
    };
    const rate = { blockNumber: 42n, partnerIndex: 0, from: { address: A }, to: { address: B }, fromAmount: 100n, toAmount: 7n, rate: "0.07", route, priceImpactBps: 0, transferFeeBps: 0, gasLimit: 1n, fees: { speeds: { SLOW: legacyFee, STD: legacyFee, FAST: legacyFee } } };
    const wire = bestRateToWire(rate as unknown as Parameters<typeof bestRateToWire>[0], (i) => `v${i}`);
    const decoded = bestRateOf(bestRateResponseSchema.parse(wire)).speeds.STD.trade;
    expect([decoded.route, decoded.venues, wire.STD.trade.routes[1]!.hops.map((h) => h.weight)]).toEqual([route, ["v0", "v2", "v1", "v3"], ["1", "2", "1"]]);
  });

  it("keeps each speed's fee: EIP-1559 caps, or the legacy gas price", () => {
    const rate = bestRateOf(answer({ kind: "SINGLE", fromAmount: "1", toAmount: "2", rate: "2", priceImpact: 0, transferFeeBps: 0, routes: [{ srcAmount: "1", hops: [hop(1, A, B)] }] }));
    expect(rate.speeds.FAST.fee).toEqual({ type: "EIP1559", maxFeePerGas: 3_000_000_000n, maxPriorityFeePerGas: 1_000_000n });
    expect(rate.speeds.STD).toMatchObject({ fee: { type: "LEGACY", gasPrice: 2_000_000_000n }, gasPrice: 2_000_000_000n, gasLimit: 200_000n, estimatedMinutes: 5 });
    expect(rate.speeds.STD.trade.route).toEqual({ kind: "SINGLE", proxyIndex: 1, srcAmount: 1n });
  });
});
