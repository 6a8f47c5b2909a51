import { ok } from "neverthrow";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixedTradePrices } from "../../adapters/history/trade-prices";
import { createHistoryApi } from "../../adapters/http-client/history.client";
import { createMemoryTradeStorage } from "../../adapters/storage/memory/memory-trades";
import { siweMessage, WALLET_LINK_STATEMENT, type SiweFields } from "../../core/history/siwe-message";
import type { TradeRecord } from "../../core/ports/trade-storage.port";
import { keyWallet, linkKeyWallet } from "../support/key-wallet";
import { createHistoryClient } from "../support/wire-clients/history.client";
import { OPEN_CAMPAIGN } from "./history-fixtures";
import { signInTestUser, startTestServer, type TestServer } from "./server-harness";

// Hardhat's development keys 1 and 2: public, test use only.
const KEY_A = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
const KEY_B = "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a";
const WALLET_A = keyWallet(KEY_A).address;
const ETH = { address: "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", code: "ETH", decimals: 18 };
const DAI = { address: "0x00000000000000000000000000000000000000d1", code: "DAI", decimals: 18 };
const NOW = 1_767_225_600_000; // 2026-01-01T07:00 Bangkok
const range = { startTimestamp: 0, endTimestamp: 253_402_300_799 };

const tradeOf = (block: number, trader: string): TradeRecord => ({
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
let now = NOW;
const trades = createMemoryTradeStorage();

beforeAll(async () => {
  const prices = createFixedTradePrices([
    { ...ETH, usdPrice: "3000" },
    { ...DAI, usdPrice: "1" },
  ]);
  server = await startTestServer({ deps: { history: { trades, prices, campaign: OPEN_CAMPAIGN }, clock: { now: () => now } } });
  await trades.saveScan({ indexer: "router-trades", trades: [1, 2, 3].map((b) => tradeOf(b, WALLET_A)), lastBlock: 100n });
});
afterAll(() => server.close());

const signedIn = async () => {
  const signed = await signInTestUser(server.deps);
  const client = server.clientWithToken(signed.token);
  return { ...signed, wire: createHistoryClient(client), port: createHistoryApi(client) };
};

/** A sign-in message for `fields` over a fresh challenge of `caller`, signed by `key`. */
async function signedProof(caller: Awaited<ReturnType<typeof signedIn>>, key: `0x${string}`, change: Partial<SiweFields> = {}) {
  const challenge = (await caller.port.walletChallenge())._unsafeUnwrap();
  const message = siweMessage({
    ...challenge,
    address: privateKeyToAccount(key).address,
    statement: WALLET_LINK_STATEMENT,
    version: "1",
    chainId: 31337,
    notBefore: null,
    ...change,
  });
  return { message, signature: await privateKeyToAccount(key).signMessage({ message }) };
}

const failure = (result: { _unsafeUnwrapErr(): { status: number | null; code: string } }) => {
  const { status, code } = result._unsafeUnwrapErr();
  return { status, code };
};

describe("a wallet is linked only on its own signature (EIP-4361)", () => {
  it("refuses a claim without the wallet's signed message, for a free wallet and for another account's alike", async () => {
    const claimant = await signedIn();
    expect(failure(await claimant.wire.updateAddress({ ethAddress: WALLET_A, walletConnectionType: "MetaMask" }))).toEqual({ status: 403, code: "WALLET_LINK_REQUIRED" });
    const owner = await signedIn();
    await linkKeyWallet(owner.port, KEY_A);
    expect(failure(await claimant.wire.updateAddress({ ethAddress: WALLET_A, walletConnectionType: "MetaMask" }))).toEqual({ status: 403, code: "WALLET_LINK_REQUIRED" });
    expect((await claimant.wire.getTradeHistory(range))._unsafeUnwrap().results).toEqual([]);
  });

  it("links the wallet on its signed message; its owner then checks the daily volume without signing again", async () => {
    const owner = await signedIn();
    expect(await linkKeyWallet(owner.port, KEY_A, "WalletConnect")).toBe(WALLET_A);
    expect(await owner.wire.updateAddress({ ethAddress: WALLET_A, walletConnectionType: "WalletConnect", isCheckDailyVolume: true, options: { fromToken: "ETH", fromTokenAmount: 10n ** 18n } })).toEqual(
      ok({ isOverDailyVolumeLimit: false, dailyVolumeThb: "396000.00" }),
    );
    expect(await trades.findWallet(WALLET_A)).toEqual(ok({ address: WALLET_A.toLowerCase(), userId: owner.user.id, connectionType: "WalletConnect", updatedAt: now }));
  });

  it("moves a wallet proven by another account: history, report and leaderboard count for the prover, the old account sees none", async () => {
    const first = await signedIn();
    await linkKeyWallet(first.port, KEY_A);
    expect((await first.wire.getTradeHistory(range))._unsafeUnwrap().results).toHaveLength(3);
    const prover = await signedIn();
    await linkKeyWallet(prover.port, KEY_A);
    expect((await prover.wire.getTradeHistory(range))._unsafeUnwrap().results.map((t) => t.trader)).toEqual(Array(3).fill(WALLET_A.toLowerCase()));
    expect((await prover.wire.getTopTraderStats(prover.user.id))._unsafeUnwrap().myStat).toMatchObject({ userId: prover.user.id, tradeVolumeUsd: "9000.00" });
    expect((await first.wire.getTradeHistory(range))._unsafeUnwrap().results).toEqual([]);
    expect((await first.wire.getTradeHistoryReport(range))._unsafeUnwrap().trim().split("\n")).toHaveLength(1);
    expect((await first.wire.getTopTraderStats(first.user.id))._unsafeUnwrap().myStat).toBeNull();
    expect(failure(await first.wire.updateAddress({ ethAddress: WALLET_A, walletConnectionType: "MetaMask" }))).toEqual({ status: 403, code: "WALLET_LINK_REQUIRED" });
  });

  it("uses a nonce once: a signed message sent again is refused, and of two concurrent sends one passes", async () => {
    const caller = await signedIn();
    const proof = await signedProof(caller, KEY_B);
    const body = { ethAddress: keyWallet(KEY_B).address, walletConnectionType: "MetaMask", proof };
    const raced = await Promise.all([caller.wire.updateAddress(body), caller.wire.updateAddress(body)]);
    expect(raced.filter((r) => r.isOk())).toHaveLength(1);
    expect(raced.filter((r) => r.isErr()).map(failure)).toEqual([{ status: 409, code: "WALLET_LINK_NONCE_INVALID" }]);
    expect(failure(await caller.wire.updateAddress(body))).toEqual({ status: 409, code: "WALLET_LINK_NONCE_INVALID" });
  });

  it("refuses a nonce handed to another account", async () => {
    const [holder, thief] = [await signedIn(), await signedIn()];
    const proof = await signedProof(holder, KEY_B);
    expect(failure(await thief.wire.updateAddress({ ethAddress: keyWallet(KEY_B).address, walletConnectionType: "MetaMask", proof }))).toEqual({ status: 409, code: "WALLET_LINK_NONCE_INVALID" });
  });

  it("refuses a message signed by another key than the wallet's (403)", async () => {
    const caller = await signedIn();
    const forged = await signedProof(caller, KEY_B, { address: WALLET_A });
    expect(failure(await caller.wire.updateAddress({ ethAddress: WALLET_A, walletConnectionType: "MetaMask", proof: forged }))).toEqual({ status: 403, code: "WALLET_LINK_SIGNATURE_INVALID" });
  });

  it.each([
    ["another site's domain", { domain: "kulswap.example.org" }, "WALLET_LINK_MESSAGE_MISMATCH"],
    ["another site's URI", { uri: "https://kulswap.example.org" }, "WALLET_LINK_MESSAGE_MISMATCH"],
    ["a network KUL Swap does not trade on", { chainId: 56 }, "WALLET_LINK_CHAIN_UNSUPPORTED"],
    ["an expiry already past", { expirationTime: NOW - 1 }, "WALLET_LINK_EXPIRED"],
    ["an issue time an hour ahead", { issuedAt: NOW + 3_600_000, expirationTime: NOW + 3_700_000 }, "WALLET_LINK_EXPIRED"],
    ["a validity of a day", { expirationTime: NOW + 86_400_000 }, "WALLET_LINK_EXPIRED"],
    ["a not-before time ahead", { notBefore: NOW + 3_600_000 }, "WALLET_LINK_EXPIRED"],
  ])("refuses a message signed by the wallet with %s (400)", async (_name, change, code) => {
    const caller = await signedIn();
    const proof = await signedProof(caller, KEY_B, change);
    expect(failure(await caller.wire.updateAddress({ ethAddress: keyWallet(KEY_B).address, walletConnectionType: "MetaMask", proof }))).toEqual({ status: 400, code });
  });

  it("refuses a message for one wallet sent to link another, and a message that is not a sign-in message", async () => {
    const caller = await signedIn();
    const proof = await signedProof(caller, KEY_B);
    expect(failure(await caller.wire.updateAddress({ ethAddress: WALLET_A, walletConnectionType: "MetaMask", proof }))).toEqual({ status: 400, code: "WALLET_LINK_MESSAGE_MISMATCH" });
    const text = "Please sign to log in";
    const plain = { message: text, signature: await privateKeyToAccount(KEY_B).signMessage({ message: text }) };
    expect(failure(await caller.wire.updateAddress({ ethAddress: keyWallet(KEY_B).address, walletConnectionType: "MetaMask", proof: plain }))).toEqual({ status: 400, code: "WALLET_LINK_MESSAGE_INVALID" });
  });

  it("refuses a message signed in time but sent after its nonce expired", async () => {
    const caller = await signedIn();
    const proof = await signedProof(caller, KEY_B);
    now = NOW + 10 * 60 * 1000;
    try {
      expect(failure(await caller.wire.updateAddress({ ethAddress: keyWallet(KEY_B).address, walletConnectionType: "MetaMask", proof }))).toEqual({ status: 400, code: "WALLET_LINK_EXPIRED" });
    } finally {
      now = NOW;
    }
  });

  it.each([
    ["proof.signature", { message: "x", signature: "0x1234" }],
    ["proof.message", { message: "ไทย wants you to sign in", signature: `0x${"ab".repeat(65)}` }],
  ])("answers 400 naming %s for a malformed proof", async (field, proof) => {
    const { token } = await signedIn();
    const answer = await server.app.inject({ method: "PUT", url: "/v1/api/user/address", headers: { authorization: `Bearer ${token}` }, payload: { ethAddress: WALLET_A, walletConnectionType: "MetaMask", proof } });
    expect({ status: answer.statusCode, fields: JSON.parse(answer.body).fields.map((f: { field: string }) => f.field) }).toEqual({ status: 400, fields: [field] });
  });

  it("hands out a new nonce for each message, with the site of WEB_ORIGIN and a 10-minute window; never without a token", async () => {
    const caller = await signedIn();
    const [one, two] = [(await caller.wire.walletNonce())._unsafeUnwrap(), (await caller.wire.walletNonce())._unsafeUnwrap()];
    expect(one).toEqual({ nonce: expect.stringMatching(/^[0-9a-f]{32}$/), domain: "127.0.0.1:5173", uri: "http://127.0.0.1:5173", issuedAt: new Date(NOW).toISOString(), expirationTime: new Date(NOW + 600_000).toISOString() });
    expect(two.nonce).not.toBe(one.nonce);
    expect(failure(await createHistoryClient(server.client).walletNonce())).toEqual({ status: 401, code: "UNAUTHORIZED" });
  });
});
