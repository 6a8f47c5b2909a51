import { recoverTypedDataAddress } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixedTradePrices } from "../../adapters/history/trade-prices";
import { createTradeGateApi } from "../../adapters/http-client/trade-gate.client";
import { createMemoryTradeStorage } from "../../adapters/storage/memory/memory-trades";
import { TRADE_AUTHORIZATION_TYPES, tradeAuthorizationDomain } from "../../contracts/deploy/trade-authorization";
import type { Address, TradeAuthorization } from "../../core/ports/chain.port";
import { createHistoryApi } from "../../adapters/http-client/history.client";
import { keyWallet } from "../support/key-wallet";
import { OPEN_CAMPAIGN } from "./history-fixtures";
import { signInTestUser, startTestServer, type TestServer } from "./server-harness";
import { DAI, ELIGIBLE, ETH, GATE_KEY, ROUTER, ethForDai, failure, gateTrader, startGateServer } from "./trade-gate-fixtures";

// Hardhat's development keys 1 and 2 (public, test use only) as traders.
const KEY_A = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
const KEY_B = "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a";
const UNLISTED = "0x00000000000000000000000000000000000000e5" as Address;
const NOW = 1_767_225_600_000; // 2026-01-01T07:00 Bangkok

let server: TestServer;
const now = NOW;
const trades = createMemoryTradeStorage();

beforeAll(async () => {
  server = await startGateServer({ now: () => now }, trades);
});
afterAll(() => server.close());

async function trader(fields: Partial<Parameters<typeof signInTestUser>[1]> = ELIGIBLE, key: `0x${string}` | null = KEY_A) {
  const a = await gateTrader(server, fields, key);
  return { ...a, wallet: a.wallet ?? keyWallet(KEY_A).address };
}

const request = (wallet: Address, srcAmount = 10n ** 18n) => ethForDai(wallet, srcAmount);

async function recovered(auth: TradeAuthorization, fields: { src: Address; dest: Address; srcAmount: bigint }) {
  return recoverTypedDataAddress({
    domain: { ...tradeAuthorizationDomain(31337, ROUTER), verifyingContract: ROUTER },
    types: TRADE_AUTHORIZATION_TYPES,
    primaryType: "TradeAuthorization",
    message: { trader: auth.trader, ...fields, authId: auth.authId, expiry: auth.expiry },
    signature: auth.signature,
  });
}


describe("POST /trade/authorization (the router's trading gate)", () => {
  it("signs an eligible account's trade from its proven wallet with the gate key, for this router and chain, for ten minutes", async () => {
    const a = await trader();
    const auth = (await a.gate.authorizeTrade(request(a.wallet)))._unsafeUnwrap();
    expect(auth.trader).toBe(a.wallet.toLowerCase());
    expect(auth.expiry).toBe(BigInt(NOW / 1000 + 600));
    expect(await recovered(auth, { src: ETH.address, dest: DAI.address, srcAmount: 10n ** 18n })).toBe(privateKeyToAccount(GATE_KEY).address);
    // Another amount is not what was signed.
    expect(await recovered(auth, { src: ETH.address, dest: DAI.address, srcAmount: 10n ** 18n + 1n })).not.toBe(privateKeyToAccount(GATE_KEY).address);
  });

  it("takes ids from one sequence and keeps every authorization with user, wallet, pair, amount and expiry", async () => {
    const a = await trader();
    const first = (await a.gate.authorizeTrade(request(a.wallet, 5n)))._unsafeUnwrap();
    const second = (await a.gate.authorizeTrade(request(a.wallet, 7n)))._unsafeUnwrap();
    expect(second.authId).toBeGreaterThan(first.authId);
    const kept = (await trades.listTradeAuthorizations(a.user.id))._unsafeUnwrap();
    expect(kept.map((k) => [k.authId, k.wallet, k.src, k.dest, k.srcAmount, k.expiry, k.issuedAt, k.flaggedForReview])).toEqual([
      [second.authId, a.wallet.toLowerCase(), ETH.address, DAI.address, 7n, NOW / 1000 + 600, NOW, false],
      [first.authId, a.wallet.toLowerCase(), ETH.address, DAI.address, 5n, NOW / 1000 + 600, NOW, false],
    ]);
  });

  it("refuses an account that may not trade with what it lacks, in the alert's order, and issues nothing", async () => {
    const cases = [
      [{ isActive: false, kycStatus: "UNVERIFIED", suitabilityTestPoint: null, knowledgeTestPoint: null }, ["CONFIRM_EMAIL", "KYC", "SUITABILITY_TEST", "KNOWLEDGE_TEST"]],
      [{ ...ELIGIBLE, kycStatus: "VERIFYING" }, ["KYC"]],
      [{ ...ELIGIBLE, kycStatus: "REJECTED", knowledgeTestPoint: null }, ["KYC", "KNOWLEDGE_TEST"]],
      [{ ...ELIGIBLE, suitabilityTestPoint: null }, ["SUITABILITY_TEST"]],
    ] as const;
    for (const [fields, missing] of cases) {
      const a = await trader(fields, null);
      expect(failure(await a.gate.authorizeTrade(request(keyWallet(KEY_B).address)))).toMatchObject({ status: 403, code: "TRADE_GATE_REQUIREMENTS_MISSING", details: { missing } });
      expect((await trades.listTradeAuthorizations(a.user.id))._unsafeUnwrap()).toEqual([]);
    }
  });

  it("refuses a wallet not proven to be the caller's, and one proven by another account since", async () => {
    const a = await trader(ELIGIBLE, null);
    expect(failure(await a.gate.authorizeTrade(request(keyWallet(KEY_B).address)))).toMatchObject({ status: 403, code: "WALLET_LINK_REQUIRED" });
    const owner = await trader(ELIGIBLE, KEY_B);
    expect((await owner.gate.authorizeTrade(request(owner.wallet)))._unsafeUnwrap().trader).toBe(owner.wallet.toLowerCase());
    // The wallet moves to whoever proves it last: the first owner can no longer be authorized for it.
    const thief = await trader(ELIGIBLE, KEY_B);
    expect((await thief.gate.authorizeTrade(request(thief.wallet)))._unsafeUnwrap().trader).toBe(thief.wallet.toLowerCase());
    expect(failure(await owner.gate.authorizeTrade(request(owner.wallet)))).toMatchObject({ status: 403, code: "WALLET_LINK_REQUIRED" });
  });

  it("refuses an unlisted token, and bad input with the field's error", async () => {
    const a = await trader();
    expect(failure(await a.gate.authorizeTrade({ ...request(a.wallet), dest: UNLISTED }))).toMatchObject({ status: 400, code: "TRADE_TOKEN_NOT_LISTED" });
    expect(failure(await a.gate.authorizeTrade({ ...request(a.wallet), srcAmount: 0n }))).toMatchObject({ status: 400 });
    expect(failure(await a.gate.authorizeTrade({ ...request(a.wallet), trader: "0x12" as Address }))).toMatchObject({ status: 400 });
  });

  it("over the day's 5,000,000 Baht still authorizes (the objective may be ignored) and flags the trade for review until an objective is given", async () => {
    const a = await trader(ELIGIBLE, "0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6");
    const big = 60n * 10n ** 18n; // 60 ETH at 3000 USD x 33 = 5,940,000 Baht
    const small = (await a.gate.authorizeTrade(request(a.wallet, 10n ** 18n)))._unsafeUnwrap();
    const flagged = (await a.gate.authorizeTrade(request(a.wallet, big)))._unsafeUnwrap();
    (await createHistoryApi(server.clientWithToken(a.token)).submitTradingObjective({ objective: "ARBITRAGE", reason: null, tokenCode: "ETH", amount: big }))._unsafeUnwrap();
    const withObjective = (await a.gate.authorizeTrade(request(a.wallet, big)))._unsafeUnwrap();
    const kept = (await trades.listTradeAuthorizations(a.user.id))._unsafeUnwrap();
    expect(kept.map((k) => [k.authId, k.flaggedForReview])).toEqual([
      [withObjective.authId, false],
      [flagged.authId, true],
      [small.authId, false],
    ]);
  });

  it("needs a signed-in caller", async () => {
    expect(failure(await createTradeGateApi(server.client).authorizeTrade(request(keyWallet(KEY_A).address)))).toMatchObject({ status: 401 });
  });
});

describe("a server without a gate key", () => {
  it("answers TRADE_GATE_UNAVAILABLE (503)", async () => {
    const bare = await startTestServer({ deps: { history: { trades: createMemoryTradeStorage(), prices: createFixedTradePrices([{ ...ETH, usdPrice: "3000" }]), campaign: OPEN_CAMPAIGN } } });
    try {
      const signed = await signInTestUser(bare.deps, { ...ELIGIBLE });
      const gate = createTradeGateApi(bare.clientWithToken(signed.token));
      expect(failure(await gate.authorizeTrade(request(keyWallet(KEY_A).address)))).toMatchObject({ status: 503, code: "TRADE_GATE_UNAVAILABLE" });
    } finally {
      await bare.close();
    }
  });
});
