import { err, ok, type Result } from "neverthrow";
import { beforeAll, afterAll, beforeEach, describe, expect, it } from "vitest";
import type { TradeRecord, TradeStoragePort, WalletRecord } from "../../core/ports/trade-storage.port";

/** An opened trade storage under test: `fresh` empties it (or builds a new one) before each test. */
export type TradeStorageFixture = Readonly<{ fresh: () => Promise<TradeStoragePort>; close: () => Promise<void> }>;

const ALICE = "0x00000000000000000000000000000000000000A1";
const BOB = "0x00000000000000000000000000000000000000B2";
const ETH = { address: "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE", code: "ETH", decimals: 18 };
const DAI = { address: "0x00000000000000000000000000000000000000D1", code: "DAI", decimals: 18 };
const lowered = (t: typeof ETH) => ({ ...t, address: t.address.toLowerCase() });

/** A stored trade in block `block` at `second`, log index `logIndex`. */
export function tradeRecord(block: number, logIndex = 0, overrides: Partial<TradeRecord> = {}): TradeRecord {
  return {
    transactionHash: `0x${block.toString(16).padStart(64, "0")}`,
    logIndex,
    blockNumber: BigInt(block),
    blockTimestamp: 1_767_225_600 + block * 12,
    trader: ALICE,
    fromToken: ETH,
    toToken: DAI,
    srcAmount: 10n ** 18n,
    destAmount: 1850n * 10n ** 18n + BigInt(logIndex),
    fee: 4n * 10n ** 17n,
    usdCents: 185_000n,
    thbSatang: 6_105_000n,
    ...overrides,
  };
}

const asStored = (t: TradeRecord): TradeRecord => ({
  ...t,
  transactionHash: t.transactionHash.toLowerCase(),
  trader: t.trader.toLowerCase(),
  fromToken: lowered(t.fromToken),
  toToken: lowered(t.toToken),
});

const wallet = (address: string, userId: string, updatedAt = 1): WalletRecord => ({ address, userId, connectionType: "MetaMask", updatedAt });

function value<T, E>(result: Result<T, E>): T {
  if (result.isErr()) throw new Error(`expected Ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

const conflict = err(expect.objectContaining({ code: "STORAGE_CONFLICT" }));
const query = { traders: [ALICE], startTimestamp: 0, endTimestamp: 2_000_000_000, limit: 100 };

/** The behaviour every TradeStoragePort implementation shares (memory and SQL). */
export function describeTradeStorage(name: string, open: () => Promise<TradeStorageFixture>): void {
  describe(`trade storage (${name})`, () => {
    let fixture: TradeStorageFixture;
    let storage: TradeStoragePort;
    beforeAll(async () => {
      fixture = await open();
    });
    afterAll(async () => fixture.close());
    beforeEach(async () => {
      storage = await fixture.fresh();
    });

    describe("wallets", () => {
      it("saves a wallet lower-cased and finds it by any letter case", async () => {
        expect(await storage.saveWallet(wallet(ALICE, "u1"))).toEqual(ok(wallet(ALICE.toLowerCase(), "u1")));
        expect(await storage.findWallet(ALICE.toUpperCase().replace("0X", "0x"))).toEqual(ok(wallet(ALICE.toLowerCase(), "u1")));
        expect(await storage.findWallet(BOB)).toEqual(ok(null));
      });

      it("updates the owner's own wallet and lists the user's wallets newest first", async () => {
        value(await storage.saveWallet(wallet(ALICE, "u1", 1)));
        value(await storage.saveWallet(wallet(BOB, "u1", 2)));
        value(await storage.saveWallet({ ...wallet(ALICE, "u1", 3), connectionType: "WalletConnect" }));
        expect(await storage.listWallets("u1")).toEqual(
          ok([{ ...wallet(ALICE.toLowerCase(), "u1", 3), connectionType: "WalletConnect" }, wallet(BOB.toLowerCase(), "u1", 2)]),
        );
        expect(await storage.listWallets("u2")).toEqual(ok([]));
      });

      it("refuses a wallet that belongs to another user", async () => {
        value(await storage.saveWallet(wallet(ALICE, "u1")));
        expect(await storage.saveWallet(wallet(ALICE.toLowerCase(), "u2"))).toEqual(conflict);
        expect(await storage.findWallet(ALICE)).toEqual(ok(wallet(ALICE.toLowerCase(), "u1")));
      });
    });

    describe("proven wallet links and their nonces", () => {
      it("moves a wallet to the user who proved it: the old link ends", async () => {
        value(await storage.saveWallet(wallet(ALICE, "u1", 1)));
        expect(await storage.linkWallet({ ...wallet(ALICE, "u2", 2), connectionType: "WalletConnect" })).toEqual(
          ok({ ...wallet(ALICE.toLowerCase(), "u2", 2), connectionType: "WalletConnect" }),
        );
        expect(await storage.findWallet(ALICE)).toEqual(ok({ ...wallet(ALICE.toLowerCase(), "u2", 2), connectionType: "WalletConnect" }));
        expect(await storage.listWallets("u1")).toEqual(ok([]));
        expect(await storage.linkWallet(wallet(BOB, "u2", 3))).toEqual(ok(wallet(BOB.toLowerCase(), "u2", 3)));
      });

      it("uses a nonce once, only for its user and before it expires", async () => {
        value(await storage.addWalletNonce({ nonce: "n0nce0001", userId: "u1", expiresAt: 1_000 }));
        value(await storage.addWalletNonce({ nonce: "n0nce0002", userId: "u1", expiresAt: 1_000 }));
        expect(await storage.addWalletNonce({ nonce: "n0nce0001", userId: "u2", expiresAt: 5_000 })).toEqual(conflict);
        expect(await storage.useWalletNonce("n0nce0001", "u2", 10)).toEqual(ok(false));
        expect(await storage.useWalletNonce("n0nce0001", "u1", 10)).toEqual(ok(true));
        expect(await storage.useWalletNonce("n0nce0001", "u1", 11)).toEqual(ok(false));
        expect(await storage.useWalletNonce("n0nce0002", "u1", 1_000)).toEqual(ok(false));
        expect(await storage.useWalletNonce("unknown00", "u1", 10)).toEqual(ok(false));
      });

      it("lets one of many concurrent uses of a nonce pass", async () => {
        value(await storage.addWalletNonce({ nonce: "raced0001", userId: "u1", expiresAt: 1_000 }));
        const uses = await Promise.all(Array.from({ length: 8 }, () => storage.useWalletNonce("raced0001", "u1", 10)));
        expect(uses.map(value).filter(Boolean)).toHaveLength(1);
      });
    });

    describe("scan batches and the cursor", () => {
      it("has no cursor before the first batch, then the last block of the latest batch", async () => {
        expect(await storage.getCursor("router")).toEqual(ok(null));
        expect(await storage.saveScan({ indexer: "router", trades: [tradeRecord(5)], lastBlock: 9n })).toEqual(ok(1));
        expect(await storage.saveScan({ indexer: "router", trades: [], lastBlock: 20n })).toEqual(ok(0));
        expect(await storage.getCursor("router")).toEqual(ok(20n));
        expect(await storage.getCursor("other")).toEqual(ok(null));
      });

      it("never stores an event twice: the key is the transaction hash and the log index", async () => {
        const first = [tradeRecord(5, 0), tradeRecord(5, 1)];
        expect(await storage.saveScan({ indexer: "router", trades: first, lastBlock: 5n })).toEqual(ok(2));
        const again = [tradeRecord(5, 1, { destAmount: 1n }), { ...tradeRecord(5, 0), transactionHash: tradeRecord(5, 0).transactionHash.toUpperCase().replace("0X", "0x") }, tradeRecord(6, 1)];
        expect(await storage.saveScan({ indexer: "router", trades: again, lastBlock: 6n })).toEqual(ok(1));
        expect(await storage.listTrades(query)).toEqual(ok({ trades: [tradeRecord(6, 1), tradeRecord(5, 1), tradeRecord(5, 0)].map(asStored), lastEvaluatedKey: null }));
      });

      it("keeps amounts above 2^64 exact", async () => {
        const big = tradeRecord(7, 0, { srcAmount: 2n ** 200n + 1n, destAmount: 2n ** 255n - 1n, fee: 2n ** 70n, thbSatang: 10n ** 30n });
        value(await storage.saveScan({ indexer: "router", trades: [big], lastBlock: 7n }));
        expect(await storage.listTrades(query)).toEqual(ok({ trades: [asStored(big)], lastEvaluatedKey: null }));
      });
    });

    describe("listing trades", () => {
      const fill = async () => {
        const rows = [
          tradeRecord(1),
          tradeRecord(2, 0, { trader: BOB }),
          tradeRecord(3, 0, { fromToken: DAI, toToken: ETH }),
          tradeRecord(3, 1),
          tradeRecord(4),
        ];
        value(await storage.saveScan({ indexer: "router", trades: rows, lastBlock: 4n }));
      };

      it("pages newest first; lastEvaluatedKey is set exactly when more rows follow", async () => {
        await fill();
        const first = value(await storage.listTrades({ ...query, limit: 2 }));
        expect(first).toEqual({ trades: [tradeRecord(4), tradeRecord(3, 1)].map(asStored), lastEvaluatedKey: { blockNumber: 3n, logIndex: 1 } });
        const second = value(await storage.listTrades({ ...query, limit: 2, exclusiveStartKey: first.lastEvaluatedKey! }));
        expect(second).toEqual({ trades: [tradeRecord(3, 0, { fromToken: DAI, toToken: ETH }), tradeRecord(1)].map(asStored), lastEvaluatedKey: null });
      });

      it.each([
        ["a time window, both ends inclusive", { startTimestamp: tradeRecord(3).blockTimestamp, endTimestamp: tradeRecord(4).blockTimestamp }, [[4, 0], [3, 1], [3, 0]]],
        ["a from token", { fromToken: "DAI" }, [[3, 0]]],
        ["a to token", { toToken: "DAI" }, [[4, 0], [3, 1], [1, 0]]],
        ["both tokens with no match", { fromToken: "DAI", toToken: "DAI" }, []],
        ["another trader", { traders: [BOB.toLowerCase()] }, [[2, 0]]],
        ["no trader", { traders: [] }, []],
        ["a limit of zero", { limit: 0 }, []],
      ] as const)("filters by %s", async (_what, filter, expected) => {
        await fill();
        const page = value(await storage.listTrades({ ...query, ...filter }));
        expect(page.trades.map((t) => [Number(t.blockNumber), t.logIndex])).toEqual(expected);
      });

      it("lists a user's trades across every wallet linked to them, and no other's, paged as listTrades", async () => {
        await fill();
        value(await storage.saveWallet(wallet(ALICE, "u1")));
        value(await storage.saveWallet(wallet(BOB, "u2")));
        const { traders: _all, ...range } = query;
        const first = value(await storage.listUserTrades("u1", { ...range, limit: 2 }));
        expect(first).toEqual(value(await storage.listTrades({ ...query, limit: 2 })));
        const second = value(await storage.listUserTrades("u1", { ...range, limit: 2, exclusiveStartKey: first.lastEvaluatedKey! }));
        expect(second.trades.map((t) => [Number(t.blockNumber), t.logIndex])).toEqual([[3, 0], [1, 0]]);
        expect(value(await storage.listUserTrades("u2", range)).trades).toEqual([asStored(tradeRecord(2, 0, { trader: BOB }))]);
        expect(value(await storage.listUserTrades("u3", range))).toEqual({ trades: [], lastEvaluatedKey: null });
        value(await storage.saveWallet(wallet("0x00000000000000000000000000000000000000C3", "u2")));
        value(await storage.saveScan({ indexer: "router", trades: [tradeRecord(5, 0, { trader: "0x00000000000000000000000000000000000000C3" })], lastBlock: 5n }));
        expect(value(await storage.listUserTrades("u2", { ...range, fromToken: "ETH" })).trades.map((t) => Number(t.blockNumber))).toEqual([5, 2]);
      });

      it("lists trades up to a block with the user whose wallet made them", async () => {
        await fill();
        value(await storage.saveWallet(wallet(BOB, "u2")));
        const linked = value(await storage.listLinkedTrades({ startTimestamp: 0, endTimestamp: 2_000_000_000, maxBlockNumber: 3n }));
        expect(linked.map((l) => [Number(l.trade.blockNumber), l.trade.logIndex, l.userId])).toEqual([
          [3, 1, null],
          [3, 0, null],
          [2, 0, "u2"],
          [1, 0, null],
        ]);
        const window = value(await storage.listLinkedTrades({ startTimestamp: tradeRecord(4).blockTimestamp, endTimestamp: 2_000_000_000, maxBlockNumber: 10n }));
        expect(window).toEqual([{ trade: asStored(tradeRecord(4)), userId: null }]);
      });
    });

    describe("objectives of trading", () => {
      const objective = (id: string, userId: string, createdAt: number) => ({
        id,
        userId,
        objective: "OTHER",
        reason: "ซื้อเก็บไว้ระยะยาว",
        fromToken: "ETH",
        fromTokenAmount: 2n ** 100n,
        createdAt,
      });

      it("keeps objectives and lists a user's newest first", async () => {
        for (const o of [objective("o1", "u1", 1), objective("o2", "u2", 2), objective("o3", "u1", 3)]) expect(await storage.addObjective(o)).toEqual(ok(undefined));
        expect(await storage.listObjectives("u1")).toEqual(ok([objective("o3", "u1", 3), objective("o1", "u1", 1)]));
      });

      it("refuses an objective whose id is taken", async () => {
        value(await storage.addObjective(objective("o1", "u1", 1)));
        expect(await storage.addObjective(objective("o1", "u2", 2))).toEqual(conflict);
      });
    });

    describe("the day's volume: reservations and sent trades", () => {
      // The Bangkok day around tradeRecord's blocks: 2026-01-01 00:00 to 24:00 UTC+7.
      const day = { start: 1_767_225_600_000 - 7 * 3_600_000, end: 1_767_225_600_000 + 17 * 3_600_000 };
      const t0 = day.start + 3_600_000;
      const hash = (n: number) => `0x${n.toString(16).padStart(64, "f")}`;
      const reservation = (id: string, thbSatang: bigint, createdAt: number, userId = "u1") => ({ userId, id, thbSatang, createdAt, expiresAt: createdAt + 600_000 });
      const sent = (id: string, transactionHash: string, thbSatang: bigint, sentAt: number, userId = "u1") => ({
        userId,
        id,
        transactionHash,
        trader: ALICE,
        fromToken: "ETH",
        toToken: "DAI",
        fromAmount: 2n ** 70n,
        toAmount: 10n ** 18n,
        thbSatang,
        sentAt,
      });
      const reserve = async (r: ReturnType<typeof reservation>) => value(await storage.reserveDailyVolume(r, day));

      beforeEach(async () => {
        value(await storage.saveWallet(wallet(ALICE, "u1")));
        value(await storage.saveWallet(wallet(BOB, "u2")));
        const nextDay = Math.ceil(day.end / 1000) + 5;
        value(await storage.saveScan({ indexer: "router", trades: [tradeRecord(1), tradeRecord(2, 0, { trader: BOB }), tradeRecord(3, 0, { blockTimestamp: nextDay })], lastBlock: 3n }));
      });

      it("counts the user's indexed trades of the day, sent trades not indexed yet and live reservations, each once", async () => {
        const indexed = tradeRecord(1).thbSatang;
        expect(await reserve(reservation("r0", 1n, t0))).toBe(indexed);
        // A sent trade the indexer already has counts as the indexed trade only; a hash reported twice counts once.
        value(await storage.recordSentTrade(sent("s1", tradeRecord(1).transactionHash.toUpperCase().replace("0X", "0x"), 5_000n, t0)));
        value(await storage.recordSentTrade(sent("s2", hash(2), 1_000n, t0)));
        value(await storage.recordSentTrade(sent("s3", hash(2), 1_000n, t0)));
        value(await storage.recordSentTrade(sent("x", hash(9), 9_000n, t0, "u2")));
        // r0 (1) is live; reserving r1 counts it, and r1 again replaces its own amount instead of adding it.
        expect(await reserve(reservation("r1", 500n, t0 + 1))).toBe(indexed + 1_000n + 1n);
        expect(await reserve(reservation("r2", 700n, t0 + 2))).toBe(indexed + 1_000n + 1n + 500n);
        expect(await reserve(reservation("r1", 600n, t0 + 3))).toBe(indexed + 1_000n + 1n + 700n);
        // Once expired, a reservation that was never sent stops counting; sent, it counts from then on.
        value(await storage.recordSentTrade(sent("r2", hash(3), 800n, t0 + 4)));
        expect(await reserve(reservation("r3", 1n, t0 + 700_000))).toBe(indexed + 1_000n + 800n);
        // The indexer finds the sent trade: it counts once, at its indexed value.
        value(await storage.saveScan({ indexer: "router", trades: [tradeRecord(4, 0, { transactionHash: hash(2), thbSatang: 2_000n })], lastBlock: 4n }));
        expect(await reserve(reservation("r4", 1n, t0 + 700_001))).toBe(indexed + 2_000n + 800n + 1n);
        // Another day starts from its own trades.
        const tomorrow = { start: day.end, end: day.end + 86_400_000 };
        expect(await storage.reserveDailyVolume(reservation("r5", 1n, day.end + 1), tomorrow)).toEqual(ok(tradeRecord(3).thbSatang));
      });

      it("serialises concurrent reservations: each sees every one before it, so only those under a limit pass", async () => {
        const indexed = tradeRecord(1).thbSatang;
        const priors = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => storage.reserveDailyVolume(reservation(`p${n}`, 100n, t0 + n), day)));
        const seen = priors.map((p) => value(p) - indexed).sort((a, b) => (a < b ? -1 : 1));
        expect(seen).toEqual([0n, 100n, 200n, 300n, 400n, 500n]);
        const limit = indexed + 250n;
        expect(priors.filter((p) => value(p) + 100n <= limit)).toHaveLength(2);
      });
    });

    describe("issued trade authorizations (the trading gate's audit trail)", () => {
      const issued = (userId: string, issuedAt: number) => ({
        userId,
        wallet: ALICE.toLowerCase(),
        src: ETH.address.toLowerCase(),
        dest: DAI.address.toLowerCase(),
        srcAmount: 2n ** 70n + 1n,
        expiry: 1_767_226_200 + issuedAt,
        issuedAt,
        flaggedForReview: issuedAt % 2 === 0,
      });

      it("gives each authorization the next id of one sequence, also under concurrent issues, and keeps it exactly", async () => {
        const first = value(await storage.issueTradeAuthorization(issued("u1", 1)));
        expect(first).toEqual({ ...issued("u1", 1), authId: first.authId, use: null, cancellation: null });
        expect(first.authId).toBeGreaterThan(0n);
        const many = await Promise.all(Array.from({ length: 8 }, (_, i) => storage.issueTradeAuthorization(issued(i % 2 ? "u1" : "u2", 2 + i))));
        const ids = many.map((r) => value(r).authId);
        expect(new Set(ids).size).toBe(8);
        for (const id of ids) expect(id).toBeGreaterThan(first.authId);
      });

      it("lists a user's authorizations newest first", async () => {
        const a = value(await storage.issueTradeAuthorization(issued("u1", 1)));
        value(await storage.issueTradeAuthorization(issued("u2", 2)));
        const c = value(await storage.issueTradeAuthorization(issued("u1", 3)));
        expect(await storage.listTradeAuthorizations("u1")).toEqual(ok([c, a]));
        expect(await storage.listTradeAuthorizations("nobody")).toEqual(ok([]));
      });

      const at = (block: number, hash: string) => ({ transactionHash: hash, blockNumber: BigInt(block), blockTimestamp: 1_767_225_600 + block });
      const HASH_A = `0x${"Ab".repeat(32)}`;
      const HASH_B = `0x${"cd".repeat(32)}`;

      it("records the transaction that used or cancelled an authorization with the scan, once, skipping unknown ids", async () => {
        const a = value(await storage.issueTradeAuthorization(issued("u1", 1)));
        const b = value(await storage.issueTradeAuthorization(issued("u1", 2)));
        const scan = { indexer: "gate-test", trades: [tradeRecord(7)], lastBlock: 9n };
        const events = [
          { kind: "USED" as const, authId: a.authId, ...at(7, HASH_A) },
          { kind: "CANCELLED" as const, authId: b.authId, ...at(8, HASH_B) },
          { kind: "USED" as const, authId: b.authId + 1000n, ...at(8, HASH_B) },
          // Ids past any stored sequence (the router takes any uint256 its signer signed) are unknown too.
          { kind: "USED" as const, authId: 2n ** 128n + 5n, ...at(8, HASH_B) },
          { kind: "CANCELLED" as const, authId: 2n ** 256n - 1n, ...at(8, HASH_B) },
        ];
        expect(await storage.saveScan({ ...scan, authorizationEvents: events })).toEqual(ok(1));
        // A replay of the same blocks with another hash changes nothing: the first event stays.
        expect(await storage.saveScan({ ...scan, authorizationEvents: [{ kind: "USED", authId: a.authId, ...at(9, HASH_B) }] })).toEqual(ok(0));
        expect(await storage.getCursor("gate-test")).toEqual(ok(9n));
        expect(await storage.listTradeAuthorizations("u1")).toEqual(
          ok([
            { ...b, use: null, cancellation: at(8, HASH_B) },
            { ...a, use: at(7, HASH_A.toLowerCase()), cancellation: null },
          ]),
        );
      });

      it("counts authorizations issued in a range by issue time and used in it by block time", async () => {
        const day = { start: 1_000_000, end: 2_000_000 };
        const a = value(await storage.issueTradeAuthorization(issued("u1", 999_999)));
        const b = value(await storage.issueTradeAuthorization(issued("u1", 1_000_000)));
        value(await storage.issueTradeAuthorization(issued("u2", 1_999_999)));
        value(await storage.issueTradeAuthorization(issued("u2", 2_000_000)));
        const usedAt = (authId: bigint, seconds: number) => ({ kind: "USED" as const, authId, transactionHash: HASH_A, blockNumber: 5n, blockTimestamp: seconds });
        value(await storage.saveScan({ indexer: "gate-test", trades: [], authorizationEvents: [usedAt(a.authId, 1_000), usedAt(b.authId, 2_000)], lastBlock: 5n }));
        expect(await storage.countTradeAuthorizations(day)).toEqual(ok({ issued: 2, used: 1 }));
        expect(await storage.countTradeAuthorizations({ start: 0, end: 1 })).toEqual(ok({ issued: 0, used: 0 }));
      });

      it("keeps a trader's freeze with who froze and when, its end with who unfroze, and a freeze again", async () => {
        expect(await storage.findTraderFreeze("u1")).toEqual(ok(null));
        expect(await storage.unfreezeTrader({ userId: "u1", by: "admin-1", at: 5 })).toEqual(ok(null));
        const frozen = { userId: "u1", frozen: true, frozenBy: "admin-1", frozenAt: 10, unfrozenBy: null, unfrozenAt: null };
        expect(await storage.freezeTrader({ userId: "u1", by: "admin-1", at: 10 })).toEqual(ok(frozen));
        expect(await storage.findTraderFreeze("u1")).toEqual(ok(frozen));
        expect(await storage.findTraderFreeze("u2")).toEqual(ok(null));
        const ended = { ...frozen, frozen: false, unfrozenBy: "admin-2", unfrozenAt: 20 };
        expect(await storage.unfreezeTrader({ userId: "u1", by: "admin-2", at: 20 })).toEqual(ok(ended));
        expect(await storage.findTraderFreeze("u1")).toEqual(ok(ended));
        const again = { ...frozen, frozenBy: "admin-2", frozenAt: 30 };
        expect(await storage.freezeTrader({ userId: "u1", by: "admin-2", at: 30 })).toEqual(ok(again));
        expect(await storage.findTraderFreeze("u1")).toEqual(ok(again));
      });
    });
  });
}
