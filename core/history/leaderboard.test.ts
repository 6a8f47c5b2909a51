import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { LinkedTrade, TradeRecord } from "../ports/trade-storage.port";
import { amountToBeWinner, buildLeaderboard, formatLeaderboardUsd, maskEmail, standingOf, type TraderRow } from "./leaderboard";

const trade = (usdCents: bigint, from = "ETH", block = 1): TradeRecord => ({
  transactionHash: `0x${block}`,
  logIndex: 0,
  blockNumber: BigInt(block),
  blockTimestamp: block,
  trader: "0xaa",
  fromToken: { address: "0x1", code: from, decimals: 18 },
  toToken: { address: "0x2", code: "DAI", decimals: 18 },
  srcAmount: 1n,
  destAmount: 1n,
  fee: 0n,
  usdCents,
  thbSatang: usdCents * 33n,
});
const linked = (userId: string | null, usdCents: bigint, from = "ETH"): LinkedTrade => ({ trade: trade(usdCents, from), userId });

describe("buildLeaderboard", () => {
  it("ranks users by volume, ties by id, with each one's most traded token; unlinked trades count overall only", () => {
    const board = buildLeaderboard([linked("b", 500n, "ETH"), linked("a", 300n, "LINK"), linked("a", 200n, "ETH"), linked("a", 100n, "LINK"), linked(null, 10_000n, "WBTC"), linked("c", 600n, "MKR")]);
    expect(board.totalVolumeUsdCents).toBe(11_700n);
    expect(board.topToken).toBe("WBTC");
    expect(board.top).toEqual([
      { userId: "a", rank: 1, volumeUsdCents: 600n, topToken: "LINK" },
      { userId: "c", rank: 2, volumeUsdCents: 600n, topToken: "MKR" },
      { userId: "b", rank: 3, volumeUsdCents: 500n, topToken: "ETH" },
    ]);
  });

  it("is empty without trades", () => {
    const board = buildLeaderboard([]);
    expect({ total: board.totalVolumeUsdCents, top: board.top, token: board.topToken }).toEqual({ total: 0n, top: [], token: null });
    expect(amountToBeWinner(board, "x")).toBe(1n);
  });

  it("keeps at most ten places, and tells an eleventh trader what they need to enter", () => {
    const board = buildLeaderboard(Array.from({ length: 11 }, (_, i) => linked(`u${String(i).padStart(2, "0")}`, BigInt(1_000 - i))));
    expect(board.top).toHaveLength(10);
    expect(board.byUser.get("u10")?.rank).toBe(11);
    expect(amountToBeWinner(board, "u10")).toBe(991n - 990n + 1n);
    expect(amountToBeWinner(board, "u00")).toBe(0n);
    expect(amountToBeWinner(board, "nobody")).toBe(992n);
  });

  it("always totals the volume of every trade and ranks in non-increasing volume", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.option(fc.constantFrom("a", "b", "c", "d")), fc.bigInt({ min: 0n, max: 10n ** 12n })), { maxLength: 40 }), (rows) => {
        const board = buildLeaderboard(rows.map(([u, v]) => linked(u, v)));
        expect(board.totalVolumeUsdCents).toBe(rows.reduce((s, [, v]) => s + v, 0n));
        const volumes = board.top.map((s) => s.volumeUsdCents);
        expect([...volumes].sort((x, y) => (x > y ? -1 : x < y ? 1 : 0))).toEqual(volumes);
      }),
    );
  });
});

describe("maskEmail", () => {
  it.each([
    ["somchai@example.com", "so*****@example.com"],
    ["ab@x.co", "ab***@x.co"],
    ["no-at-sign", "***"],
  ])("masks %s as %s", (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe("standingOf", () => {
  const row = (userId: string, rank: number): TraderRow => ({ userId, rank, email: `${userId}@x.co`, profilePicture: null, tradeVolumeUsdCents: BigInt(1_000 - rank), topToken: "ETH" });
  const top = Array.from({ length: 10 }, (_, i) => row(`u${i + 1}`, i + 1));

  it("puts a trader on the board when their row is one of the top ten", () => {
    expect(standingOf({ userTopTrade: top, myStat: top[2]!, amountToBeWinnerUsdCents: 0n })).toEqual({ kind: "ON_BOARD", row: top[2] });
  });

  it("tells an eleventh trader what they need to enter, with their own row", () => {
    const mine = row("me", 11);
    expect(standingOf({ userTopTrade: top, myStat: mine, amountToBeWinnerUsdCents: 2n })).toEqual({ kind: "OUTSIDE", row: mine, amountToBeWinnerUsdCents: 2n });
  });

  it("tells a trader with no counted trade what they need, without a row", () => {
    expect(standingOf({ userTopTrade: top, myStat: null, amountToBeWinnerUsdCents: 991n })).toEqual({ kind: "OUTSIDE", row: null, amountToBeWinnerUsdCents: 991n });
  });
});

describe("formatLeaderboardUsd", () => {
  it.each([
    [0n, "0.00"],
    [9_000_000n, "90,000.00"],
    [123_456_789_01n, "123,456,789.01"],
  ])("shows %s cents as %s", (cents, text) => {
    expect(formatLeaderboardUsd(cents)).toBe(text);
  });
});
