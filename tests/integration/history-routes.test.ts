import fc from "fast-check";
import { ok } from "neverthrow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixedTradePrices } from "../../adapters/history/trade-prices";
import { createHistoryClient } from "../support/wire-clients/history.client";
import { createMemoryTradeStorage } from "../../adapters/storage/memory/memory-trades";
import type { TradeRecord } from "../../core/ports/trade-storage.port";
import { OPEN_CAMPAIGN } from "./history-fixtures";
import { signInTestUser, startTestServer, type TestServer } from "./server-harness";

const WALLET_A = "0x00000000000000000000000000000000000000a1";
const WALLET_B = "0x00000000000000000000000000000000000000b2";
const DAI = { address: "0x00000000000000000000000000000000000000d1", code: "DAI", decimals: 18 };
const ETH = { address: "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", code: "ETH", decimals: 18 };
const NOW = 1_767_225_600_000; // 2026-01-01T07:00 Bangkok

const trade = (block: number, trader: string): TradeRecord => ({
  transactionHash: `0x${block.toString(16).padStart(64, "0")}`,
  logIndex: 0,
  blockNumber: BigInt(block),
  blockTimestamp: NOW / 1000 - 3_600 + block,
  trader,
  fromToken: ETH,
  toToken: DAI,
  srcAmount: 10n ** 18n,
  destAmount: 3_000n * 10n ** 18n,
  fee: 0n,
  usdCents: 300_000n,
  thbSatang: 9_900_000n,
});

let server: TestServer;
const trades = createMemoryTradeStorage();
const prices = createFixedTradePrices([
  { ...ETH, usdPrice: "3000" },
  { ...DAI, usdPrice: "1" },
]);

beforeAll(async () => {
  server = await startTestServer({ deps: { history: { trades, prices, campaign: OPEN_CAMPAIGN }, clock: { now: () => NOW } } });
  const rows = [...Array.from({ length: 30 }, (_, i) => trade(i + 1, WALLET_A)), trade(31, WALLET_B)];
  await trades.saveScan({ indexer: "router-trades", trades: rows, lastBlock: 100n });
});
afterAll(() => server.close());

// These wallets have no keys: they are linked in storage, as a signed link (tests/integration/wallet-link.test.ts) leaves them.
const signedIn = async (wallet?: string) => {
  const signed = await signInTestUser(server.deps);
  const api = createHistoryClient(server.clientWithToken(signed.token));
  if (wallet) expect((await trades.linkWallet({ address: wallet, userId: signed.user.id, connectionType: "MetaMask", updatedAt: NOW })).isOk()).toBe(true);
  return { ...signed, api };
};
const range = { startTimestamp: 0, endTimestamp: 253_402_300_799 };

describe("PUT /user/address", () => {
  it("saves the wallet and answers the day's volume with the trade being made", async () => {
    const api = await signedInOwnerOfA();
    expect(await api.updateAddress({ ethAddress: WALLET_A, walletConnectionType: "WalletConnect", isCheckDailyVolume: true, options: { fromToken: "ETH", fromTokenAmount: 10n ** 18n } })).toEqual(
      ok({ isOverDailyVolumeLimit: false, dailyVolumeThb: "3069000.00" }),
    );
  });

  it.each([
    ["ethAddress", { ethAddress: "0x12", walletConnectionType: "MetaMask" }],
    ["walletConnectionType", { ethAddress: WALLET_A, walletConnectionType: "Carrier pigeon" }],
    ["options.fromTokenAmount", { ethAddress: WALLET_A, walletConnectionType: "MetaMask", options: { fromToken: "ETH", fromTokenAmount: "-1" } }],
  ])("answers 400 naming %s", async (field, payload) => {
    const { token } = await signedIn();
    const answer = await server.app.inject({ method: "PUT", url: "/v1/api/user/address", headers: { authorization: `Bearer ${token}` }, payload });
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body).fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it("answers 400 for a token the network does not list", async () => {
    const { api } = await signedIn(WALLET_B.replace("b2", "c3"));
    const result = await api.updateAddress({ ethAddress: WALLET_B.replace("b2", "c3"), walletConnectionType: "MetaMask", isCheckDailyVolume: true, options: { fromToken: "DOGE", fromTokenAmount: 1n } });
    expect(result._unsafeUnwrapErr()).toMatchObject({ status: 400, code: "HISTORY_TOKEN_UNKNOWN" });
  });

  it("refuses another user's wallet, in any letter case, without its signed message (403)", async () => {
    await signedIn(WALLET_B);
    const { api } = await signedIn();
    expect((await api.updateAddress({ ethAddress: WALLET_B.toUpperCase().replace("0X", "0x"), walletConnectionType: "MetaMask" }))._unsafeUnwrapErr()).toMatchObject({ status: 403, code: "WALLET_LINK_REQUIRED" });
  });

  it("answers 401 without a token", async () => {
    const result = await createHistoryClient(server.client).updateAddress({ ethAddress: WALLET_A, walletConnectionType: "MetaMask" });
    expect(result._unsafeUnwrapErr()).toMatchObject({ status: 401, code: "UNAUTHORIZED" });
  });
});

describe("POST /user/trading/objective", () => {
  it("keeps a valid objective for the caller", async () => {
    const { api, user } = await signedIn();
    expect(await api.submitTradingObjective({ objective: "OTHER", reason: "  ออมระยะยาว ", fromToken: "ETH", fromTokenAmount: 2n ** 70n })).toEqual(ok({ success: true }));
    expect((await trades.listObjectives(user.id))._unsafeUnwrap()).toMatchObject([{ objective: "OTHER", reason: "ออมระยะยาว", fromToken: "ETH", fromTokenAmount: 2n ** 70n }]);
  });

  it.each([
    [{ objective: null }, "OBJECTIVE_REQUIRED"],
    [{ objective: "OTHER", reason: "   " }, "OBJECTIVE_REASON_REQUIRED"],
    [{ objective: "OTHER", reason: "ก".repeat(201) }, "OBJECTIVE_REASON_TOO_LONG"],
  ] as const)("answers 400 for %o with %s", async (form, code) => {
    const { api } = await signedIn();
    expect((await api.submitTradingObjective({ ...form, fromToken: "ETH", fromTokenAmount: 1n }))._unsafeUnwrapErr()).toMatchObject({ status: 400, code });
  });

  it("answers 400 naming the objective field for a value not on the list, 401 without a token", async () => {
    const { token } = await signedIn();
    const answer = await server.app.inject({ method: "POST", url: "/v1/api/user/trading/objective", headers: { authorization: `Bearer ${token}` }, payload: { objective: "GAMBLING", fromToken: "ETH", fromTokenAmount: "1" } });
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body).fields.map((f: { field: string }) => f.field)).toEqual(["objective"]);
    expect((await createHistoryClient(server.client).submitTradingObjective({ objective: "ARBITRAGE", fromToken: "ETH", fromTokenAmount: 1n }))._unsafeUnwrapErr()).toMatchObject({ status: 401 });
  });
});

describe("GET /trade-history and /report", () => {
  it("answers only the caller's own trades; another user with no wallet sees none", async () => {
    const { api } = await signedIn(WALLET_A.replace("a1", "a9"));
    expect(await api.getTradeHistory(range)).toEqual(ok({ results: [], lastEvaluatedKey: null }));
    const mine = (await (await signedInOwnerOfA()).getTradeHistory({ ...range, limit: 100 }))._unsafeUnwrap();
    expect(mine.results).toHaveLength(30);
    expect(mine.results.every((r) => r.trader === WALLET_A)).toBe(true);
  });

  it.each([
    ["startTimestamp", "endTimestamp=10"],
    ["limit", "startTimestamp=0&endTimestamp=10&limit=0"],
    ["endTimestamp", "startTimestamp=0&endTimestamp=abc"],
  ])("answers 400 naming %s", async (field, query) => {
    const { token } = await signedIn();
    const answer = await server.app.inject({ method: "GET", url: `/v1/api/trade-history?${query}`, headers: { authorization: `Bearer ${token}` } });
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body).fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it.each([
    [{ startTimestamp: 10, endTimestamp: 5 }, "HISTORY_RANGE_INVALID"],
    [{ ...range, exclusiveStartKey: "not-a-key" }, "HISTORY_START_KEY_INVALID"],
  ])("answers 400 for %o", async (query, code) => {
    const { api } = await signedIn();
    expect((await api.getTradeHistory(query))._unsafeUnwrapErr()).toMatchObject({ status: 400, code });
  });

  it("serves the report as a CSV download named after the Full Name", async () => {
    const { token, user } = await signedIn();
    await trades.saveWallet({ address: WALLET_A.replace("a1", "a7"), userId: user.id, connectionType: "MetaMask", updatedAt: 1 });
    const answer = await server.app.inject({ method: "GET", url: "/v1/api/trade-history/report?startTimestamp=0&endTimestamp=9999999999", headers: { authorization: `Bearer ${token}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/csv/);
    expect(answer.headers["content-disposition"]).toContain(`${user.displayName}_TX_${NOW}.csv`);
  });

  it.each(["/v1/api/trade-history?startTimestamp=0&endTimestamp=1", "/v1/api/trade-history/report?startTimestamp=0&endTimestamp=1", "/v1/api/top-trader-event/stats"])("answers 401 without a token on %s", async (url) => {
    expect((await server.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });
});

describe("GET top-trader-event/stats", () => {
  it("ranks the caller with their volume and refuses another user's id", async () => {
    const api = await signedInOwnerOfA();
    const stats = (await api.getTopTraderStats())._unsafeUnwrap();
    expect(stats).toMatchObject({ confirmations: 12, countedToBlock: "89", overAllTrade: { totalVolume: "93000.00", tokenTopTrade: "ETH" }, campaign: OPEN_CAMPAIGN });
    expect(stats.myStat).toMatchObject({ rank: 1, tradeVolumeUsd: "90000.00", topToken: [{ token: "ETH" }] });
    expect(stats.userTopTrade.map((r) => r.rank)).toEqual([1, 2]);
    expect(stats.userTopTrade[1]!.email).toMatch(/^\w{2}\*+@example\.com$/);
    expect((await api.getTopTraderStats("someone-else"))._unsafeUnwrapErr()).toMatchObject({ status: 403, code: "LEADERBOARD_OTHER_USER_REFUSED" });
  });
});

let ownerOfA: ReturnType<typeof createHistoryClient> | null = null;
async function signedInOwnerOfA() {
  ownerOfA ??= (await signedIn(WALLET_A)).api;
  return ownerOfA;
}

describe("history routes under random input", () => {
  const anyValue = fc.jsonValue({ maxDepth: 3 });
  const hex = fc.constantFrom(WALLET_A, WALLET_B, "0x" + "f".repeat(40), "0x12", "");
  const addressBody = fc.record(
    {
      ethAddress: fc.oneof(hex, anyValue),
      walletConnectionType: fc.oneof(fc.constantFrom("MetaMask", "WalletConnect", "x"), anyValue),
      isCheckDailyVolume: fc.oneof(fc.boolean(), anyValue),
      proof: fc.oneof(fc.record({ message: fc.string({ maxLength: 300 }), signature: fc.oneof(fc.constant(`0x${"ab".repeat(65)}`), fc.string({ maxLength: 140 })) }), anyValue),
      options: fc.oneof(fc.record({ fromToken: fc.oneof(fc.constantFrom("ETH", "DAI", DAI.address), fc.string()), fromTokenAmount: fc.oneof(fc.bigInt({ min: -1n, max: 2n ** 260n }).map(String), anyValue) }), anyValue),
    },
    { requiredKeys: [] },
  );
  const objectiveBody = fc.record(
    {
      objective: fc.oneof(fc.constantFrom("OTHER", "ARBITRAGE", null), anyValue),
      reason: fc.oneof(fc.string({ maxLength: 300 }), anyValue),
      fromToken: fc.oneof(fc.string({ maxLength: 70 }), anyValue),
      fromTokenAmount: fc.oneof(fc.bigInt({ min: -1n, max: 2n ** 260n }).map(String), anyValue),
    },
    { requiredKeys: [] },
  );
  const query = fc.dictionary(
    fc.constantFrom("startTimestamp", "endTimestamp", "limit", "fromToken", "toToken", "exclusiveStartKey", "userId", "x"),
    fc.oneof(fc.integer().map(String), fc.string({ maxLength: 20 }), fc.constantFrom("1-0", "99999999999999999999-1", "-1", "1e3")),
  );
  const body = (shaped: fc.Arbitrary<unknown>) => fc.oneof({ weight: 6, arbitrary: shaped.map((v) => JSON.stringify(v)) }, { weight: 1, arbitrary: fc.string({ maxLength: 40 }) });

  it.each([
    ["PUT", "/v1/api/user/address", addressBody],
    ["POST", "/v1/api/user/trading/objective", objectiveBody],
  ] as const)("%s %s never answers 500 for 1,000 random bodies", async (method, url, shaped) => {
    const { token } = await signedIn();
    await fc.assert(
      fc.asyncProperty(body(shaped), async (payload) => {
        const answer = await server.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, payload });
        expect(answer.statusCode).toBeLessThan(500);
      }),
      { numRuns: 1_000 },
    );
  });

  it.each(["/v1/api/trade-history", "/v1/api/trade-history/report", "/v1/api/top-trader-event/stats"])("GET %s never answers 500 for 1,000 random queries", async (path) => {
    const { token } = await signedIn(undefined);
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const answer = await server.app.inject({ method: "GET", url: `${path}?${new URLSearchParams(q).toString()}`, headers: { authorization: `Bearer ${token}` } });
        expect(answer.statusCode).toBeLessThan(500);
      }),
      { numRuns: 1_000 },
    );
  });
});
