import { describe, expect, it } from "vitest";
import type { Address } from "../ports/chain.port";
import type { RatePart, RateTrade } from "./best-rate";
import { pathText, routeSummary } from "./route-summary";
import { DAI, ETH, USDT } from "./best-rate.test-support";

const USDC = "0x00000000000000000000000000000000000000c5" as Address;
const tokens = [ETH, DAI, USDT];
const hop = (venue: string, src: Address, dest: Address, proxyIndex = 0) => ({ proxyIndex, venue, src, dest });
const trade = (kind: RateTrade["kind"], parts: RatePart[]) => ({ kind, parts });

describe("the route as the trader reads it", () => {
  it("shows one venue as one path of one step", () => {
    const view = routeSummary(trade("SINGLE", [{ srcAmount: 5n, hops: [hop("KUL AMM", ETH.address, DAI.address)] }]), tokens);
    expect(view).toEqual({ kind: "SINGLE", paths: [{ share: null, steps: [{ venues: ["KUL AMM"], via: null }] }] });
    expect(view.paths.map(pathText)).toEqual(["KUL AMM"]);
  });

  it("shows a split as one step shared over its venues, read as before", () => {
    const parts = [{ srcAmount: 3n, hops: [hop("KUL AMM", ETH.address, DAI.address)] }, { srcAmount: 7n, hops: [hop("Uniswap V3 0.05 %", ETH.address, DAI.address, 2)] }];
    const view = routeSummary(trade("SPLIT", parts), tokens);
    expect(view).toEqual({ kind: "SPLIT", paths: [{ share: null, steps: [{ venues: ["KUL AMM", "Uniswap V3 0.05 %"], via: null }] }] });
    expect(view.paths.map(pathText)).toEqual(["KUL AMM + Uniswap V3 0.05 %"]);
  });

  it("shows a multi-hop route as its venues in order, read as before", () => {
    const view = routeSummary(trade("ROUTES", [{ srcAmount: 5n, hops: [hop("Uniswap V2", DAI.address, ETH.address), hop("Uniswap V3 0.3 %", ETH.address, USDT.address, 1)] }]), tokens);
    expect(view).toEqual({ kind: "ROUTES", paths: [{ share: null, steps: [{ venues: ["Uniswap V2"], via: null }, { venues: ["Uniswap V3 0.3 %"], via: null }] }] });
    expect(view.paths.map(pathText)).toEqual(["Uniswap V2 → Uniswap V3 0.3 %"]);
  });

  it("shows several paths with their shares, a step's venues together and the token between two steps", () => {
    const parts = [
      { srcAmount: 62n, hops: [hop("KUL AMM", DAI.address, USDT.address), hop("Uniswap V3 0.05 %", DAI.address, USDT.address, 2)] },
      { srcAmount: 38n, hops: [hop("Uniswap V2", DAI.address, ETH.address, 1), hop("Uniswap V3 0.3 %", ETH.address, USDT.address, 3), hop("KUL AMM", ETH.address, USDT.address)] },
    ];
    const view = routeSummary(trade("PATHS", parts), tokens);
    expect(view).toEqual({
      kind: "PATHS",
      paths: [
        { share: 62, steps: [{ venues: ["KUL AMM", "Uniswap V3 0.05 %"], via: null }] },
        { share: 38, steps: [{ venues: ["Uniswap V2"], via: "ETH" }, { venues: ["Uniswap V3 0.3 %", "KUL AMM"], via: null }] },
      ],
    });
    expect(view.paths.map(pathText)).toEqual(["KUL AMM + Uniswap V3 0.05 %", "Uniswap V2 → ETH → Uniswap V3 0.3 % + KUL AMM"]);
  });

  it("rounds the shares to whole percent that add up to 100, and names an unlisted token by its address", () => {
    const path = (srcAmount: bigint) => ({ srcAmount, hops: [hop("A", DAI.address, USDC), hop("B", USDC, ETH.address, 1)] });
    const view = routeSummary(trade("PATHS", [path(1n), path(1n), path(1n)]), tokens);
    expect(view.paths.map((p) => p.share)).toEqual([34, 33, 33]);
    expect(pathText(view.paths[0]!)).toBe("A → 0x0000…00c5 → B");
  });

  it("shows a multi-path trade of one path without a share", () => {
    const view = routeSummary(trade("PATHS", [{ srcAmount: 9n, hops: [hop("A", DAI.address, ETH.address)] }]), tokens);
    expect(view).toEqual({ kind: "PATHS", paths: [{ share: null, steps: [{ venues: ["A"], via: null }] }] });
  });
});
