import { describe, expect, it } from "vitest";
import type { Address, TradeRoute } from "../ports/chain.port";
import { isApproximateQuote, TRANSFER_FEE_BPS, tradeMinimum, transferFeeBpsOf, transferFeeOnPath } from "./transfer-fee";
import { minimumReceived } from "./slippage";
import { ETH, type Token } from "./tokens";

const token = (code: string, n: number): Token => ({ code, name: code, address: `0x${n.toString(16).padStart(40, "0")}` as Address, decimals: 18 });
const [DAI, PAXG, USDC] = [token("DAI", 1), token("PAXG", 2), token("USDC", 3)];
const tokens = [ETH, DAI, PAXG, USDC];
const single: TradeRoute = { kind: "SINGLE", proxyIndex: 0, srcAmount: 1n };
const hopsVia = (mid: Token): TradeRoute => ({
  kind: "ROUTES",
  hops: [{ proxyIndex: 0, src: DAI.address, dest: mid.address }, { proxyIndex: 1, src: mid.address, dest: USDC.address }],
  srcAmount: 1n,
});

describe("transfer fees on a route's path", () => {
  it("knows PAXG's 2 bps and no fee for the spec's tokens", () => {
    expect([transferFeeBpsOf(PAXG), transferFeeBpsOf({ code: "paxg" }), transferFeeBpsOf(DAI), transferFeeBpsOf({ code: "USDT" })]).toEqual([2, 2, 0, 0]);
    expect(TRANSFER_FEE_BPS).toEqual({ PAXG: 2 });
  });

  it.each([
    ["no such token on the path", DAI.address, USDC.address, single, 0],
    ["the source, moved once (trader to pool)", PAXG.address, DAI.address, single, 2],
    ["the destination, moved twice (pool to router, router to trader)", ETH.address, PAXG.address, single, 4],
    ["a token between two hops, moved twice (pool to router, router to pool)", DAI.address, USDC.address, hopsVia(PAXG), 4],
    ["the destination of a split: every part ends in it", DAI.address, PAXG.address, { kind: "SPLIT", proxyIndexes: [0, 1], srcAmounts: [1n, 1n] } as TradeRoute, 4],
    ["an address the list does not hold (no fee known)", `0x${"9".repeat(40)}` as Address, DAI.address, single, 0],
  ])("counts %s", (_label, src, dest, route, expected) => {
    expect(transferFeeOnPath(tokens, src, dest, route)).toBe(expected);
    expect(isApproximateQuote(expected)).toBe(expected > 0);
  });
});

describe("the minimum received of a trade", () => {
  it.each([
    // [to-amount, slippage bps, transfer fee bps, minimum]
    [1_000_000n, 50, 0, 995_000n],
    [1_000_000n, 50, 4, 994_600n],
    [999n, 50, 4, 993n],
    [1_000_000n, 1_000, 9_500, 0n],
    [0n, 50, 4, 0n],
  ])("of %i at %i bps slippage and %i bps transfer fees is %i", (toAmount, slippage, fee, expected) => {
    expect(tradeMinimum(toAmount, slippage, fee)).toBe(expected);
  });

  it("equals the plain minimum received when no transfer fee is known", () => {
    for (const [amount, bps] of [[123_456_789n, 0], [10n ** 30n + 7n, 37], [1n, 1_000]] as const) expect(tradeMinimum(amount, bps, 0)).toBe(minimumReceived(amount, bps));
  });

  it("refuses an invalid slippage or a negative fee (callers validate first)", () => {
    expect(() => tradeMinimum(1n, 1_001, 0)).toThrow(RangeError);
    expect(() => tradeMinimum(1n, 50, -1)).toThrow(RangeError);
  });
});
